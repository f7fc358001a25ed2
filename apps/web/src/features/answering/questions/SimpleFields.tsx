import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ANSWER_TEXT_MAX, RANKING_MAX, stepperValue } from '@fieldwork/contracts';
import { describedBy, FieldIssue, settingsOf, type AnswerPartProps } from './fieldParts';
import { barcodeDetector, QrScanButton } from './QrScan';

/** A stepper's maximum at or above this is "no maximum" (the schema's default is a billion). */
const NO_MAXIMUM = 1_000_000_000;

/** A typed number as the answer keeps it: a number when it reads as one, else the text (so that its message shows). */
export function typedNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : trimmed;
}

function boundsText(t: TFunction, min: number | undefined, max: number | undefined, number: (n: number) => string): string | null {
  if (min !== undefined && max !== undefined) return t('questionFields.text.between', { min: number(min), max: number(max) });
  if (min !== undefined) return t('questionFields.text.atLeast', { min: number(min) });
  if (max !== undefined) return t('questionFields.text.atMost', { max: number(max) });
  return null;
}

/** Text, e-mail or number (spec 2 section 3): the number kind within min and max, a text within its length. */
export function TextAnswer({ question, draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t, i18n } = useTranslation();
  const s = settingsOf(question, 'text');
  const kind = s.type ?? 'text';
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const hint = kind === 'number' ? boundsText(t, s.min, s.max, number) : null;
  const hintId = ids.part('hint');
  const [text, setText] = useState(() => (draft.value === null || draft.value === undefined ? '' : String(draft.value)));
  const [qrFailed, setQrFailed] = useState<string | null>(null);
  // A value changed from outside (another device, a reset) replaces what is shown.
  useEffect(() => {
    const outside = draft.value === null || draft.value === undefined ? '' : String(draft.value);
    setText((shown) => (kind === 'number' ? (String(typedNumber(shown) ?? '') === outside ? shown : outside) : outside));
  }, [draft.value, kind]);

  return (
    <Stack spacing={0.5}>
      <TextField
        id={ids.value}
        size="small"
        fullWidth
        type={kind === 'number' ? 'text' : kind}
        value={text}
        multiline={kind === 'text'}
        maxRows={kind === 'text' ? 8 : undefined}
        placeholder={kind === 'email' ? t('questionFields.text.emailPlaceholder') : undefined}
        onChange={(event) => {
          setText(event.target.value);
          set({ value: kind === 'number' ? typedNumber(event.target.value) : event.target.value === '' ? null : event.target.value });
        }}
        error={Boolean(issues?.value)}
        slotProps={{
          htmlInput: {
            'aria-labelledby': ids.title,
            ...describedBy(ids, 'value', issues, hint ? hintId : undefined),
            readOnly,
            dir: kind === 'text' ? 'auto' : 'ltr',
            inputMode: kind === 'number' ? 'decimal' : kind === 'email' ? 'email' : undefined,
            autoComplete: kind === 'email' ? 'email' : 'off',
            maxLength: kind === 'number' ? undefined : (s.maxLength ?? ANSWER_TEXT_MAX),
          },
          input:
            kind === 'text' && !readOnly && barcodeDetector()
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <QrScanButton
                        describedBy={ids.title}
                        onFailed={setQrFailed}
                        onRead={(scanned) => {
                          setText(scanned);
                          set({ value: scanned });
                        }}
                      />
                    </InputAdornment>
                  ),
                }
              : undefined,
        }}
      />
      {qrFailed && (
        <Typography variant="caption" color="error" role="alert">
          {qrFailed}
        </Typography>
      )}
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}

/** A length in the question's unit, within its bounds. */
export function LengthAnswer({ question, draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t, i18n } = useTranslation();
  const s = settingsOf(question, 'length');
  const unit = s.unit ?? 'm';
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const hint = boundsText(t, s.min, s.max, number);
  const hintId = ids.part('hint');
  const [text, setText] = useState(() => (draft.value === null || draft.value === undefined ? '' : String(draft.value)));
  useEffect(() => {
    const outside = draft.value === null || draft.value === undefined ? '' : String(draft.value);
    setText((shown) => (String(typedNumber(shown) ?? '') === outside ? shown : outside));
  }, [draft.value]);
  return (
    <Stack spacing={0.5}>
      <TextField
        id={ids.value}
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          set({ value: typedNumber(event.target.value) });
        }}
        error={Boolean(issues?.value)}
        sx={{ maxWidth: 240 }}
        slotProps={{
          htmlInput: { 'aria-labelledby': `${ids.title} ${ids.part('unit')}`, ...describedBy(ids, 'value', issues, hint ? hintId : undefined), readOnly, dir: 'ltr', inputMode: 'decimal' },
          input: {
            endAdornment: (
              <InputAdornment position="end" id={ids.part('unit')}>
                {t(`questionFields.units.${unit}`)}
              </InputAdornment>
            ),
          },
        }}
      />
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}

/** Yes or no; choosing the chosen one again clears it. */
export function BoolAnswer({ draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t } = useTranslation();
  const value = draft.value === true ? 'yes' : draft.value === false ? 'no' : null;
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        disabled={readOnly}
        onChange={(_event, next: 'yes' | 'no' | null) => set({ value: next === null ? null : next === 'yes' })}
        aria-labelledby={ids.title}
        {...describedBy(ids, 'value', issues)}
      >
        <ToggleButton value="yes" sx={{ px: 3 }}>
          {t('questionFields.yes')}
        </ToggleButton>
        <ToggleButton value="no" sx={{ px: 3 }}>
          {t('questionFields.no')}
        </ToggleButton>
      </ToggleButtonGroup>
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}

/**
 * The number stepper (spec 2 section 4): what is typed is settled when the field is left or Enter
 * is pressed (stepperValue: not a number cleared, a leading zero back to the minimum, the rest
 * clamped); the buttons move by the step within min and max.
 */
export function StepperAnswer({ question, draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t, i18n } = useTranslation();
  const s = settingsOf(question, 'number_stepper');
  const min = s.min ?? 0;
  const max = s.max ?? NO_MAXIMUM;
  const step = s.step ?? 1;
  const current = typeof draft.value === 'number' ? draft.value : null;
  const [text, setText] = useState(current === null ? '' : String(current));
  useEffect(() => setText(current === null ? '' : String(current)), [current]);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const hintId = ids.part('hint');

  const settle = (typed: string) => {
    const next = stepperValue(typed, min, max);
    setText(next === null ? '' : String(next));
    if (next !== current) set({ value: next });
  };
  // Steps land on the step's decimals (0.1 + 0.2 shows 0.3).
  const decimals = (String(step).split('.')[1] ?? '').length;
  const move = (direction: 1 | -1) => {
    const base = current ?? (direction === 1 ? min - step : min + step);
    const next = Math.min(max, Math.max(min, Number((base + direction * step).toFixed(decimals))));
    set({ value: next });
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'flex-start' }}>
        <IconButton aria-label={t('questionFields.stepper.decrease')} aria-controls={ids.value} disabled={readOnly || (current !== null && current <= min)} onClick={() => move(-1)}>
          <Remove />
        </IconButton>
        <TextField
          id={ids.value}
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => settle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle((event.target as HTMLInputElement).value);
          }}
          error={Boolean(issues?.value)}
          sx={{ width: 120 }}
          slotProps={{
            htmlInput: {
              'aria-labelledby': ids.title,
              ...describedBy(ids, 'value', issues, hintId),
              readOnly,
              dir: 'ltr',
              inputMode: 'decimal',
              style: { textAlign: 'center' },
            },
          }}
        />
        <IconButton aria-label={t('questionFields.stepper.increase')} aria-controls={ids.value} disabled={readOnly || (current !== null && current >= max)} onClick={() => move(1)}>
          <Add />
        </IconButton>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {max >= NO_MAXIMUM
          ? t('questionFields.stepper.fromStep', { min: number(min), step: number(step) })
          : t('questionFields.stepper.range', { min: number(min), max: number(max), step: number(step) })}
      </Typography>
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}

/** Ranking 1 to 5: a radio group of stars (arrow keys move, each star named by its count). */
export function RankingAnswer({ draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t } = useTranslation();
  const value = typeof draft.value === 'number' ? draft.value : null;
  return (
    <Stack spacing={0.5}>
      <Box role="radiogroup" aria-labelledby={ids.title} {...describedBy(ids, 'value', issues)} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating
          name={ids.value}
          value={value}
          max={RANKING_MAX}
          size="large"
          readOnly={readOnly}
          onChange={(_event, next) => set({ value: next === null || Number.isNaN(next) ? null : next })}
          getLabelText={(n) => t('questionFields.ranking.star', { count: n })}
          emptyLabelText={t('questionFields.ranking.none')}
        />
      </Box>
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}
