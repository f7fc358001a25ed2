import { useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldIssue, settingsOf, type AnswerPartProps } from './fieldParts';

/** From this many choices on, a search is offered. */
export const CHOICE_SEARCH_FROM = 9;

/** A list choice as the server answers it: its image comes as a signed link. */
interface Choice {
  value: string;
  caption?: string;
  file?: string | null;
  fileUrl?: string | null;
}

/** The chosen values of a list answer (one choice or several). */
export function chosenOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * Toggles `choice` in a list answer: one choice replaces the other (chosen again, it is cleared);
 * several add up to `maxSelection`, beyond which nothing is added.
 */
export function toggleChoice(chosen: readonly string[], choice: string, multiSelect: boolean, maxSelection?: number): string[] | string | null {
  if (!multiSelect) return chosen.includes(choice) ? null : choice;
  if (chosen.includes(choice)) return chosen.filter((c) => c !== choice);
  if (maxSelection !== undefined && chosen.length >= maxSelection) return [...chosen];
  return [...chosen, choice];
}

/**
 * A list question (spec 2 section 3): chips, or tiles in tiled mode, each choice with its image
 * and caption; one choice (radios) or several (checkboxes, up to maxSelection); a search on long
 * lists; alphabetical order when asked.
 */
export function ChoiceAnswer({ question, draft, set, ids, issues, readOnly }: AnswerPartProps) {
  const { t, i18n } = useTranslation();
  const s = settingsOf(question, 'list');
  const multiSelect = Boolean(s.multiSelect);
  const tiled = Boolean(s.tiledList);
  const choices = (s.childs ?? []) as Choice[];
  const [search, setSearch] = useState('');
  const chosen = chosenOf(draft.value);
  const full = multiSelect && s.maxSelection !== undefined && chosen.length >= s.maxSelection;

  const ordered = useMemo(
    () => (s.sortAlphabet ? [...choices].sort((a, b) => a.value.localeCompare(b.value, i18n.language)) : choices),
    [choices, s.sortAlphabet, i18n.language],
  );
  const needle = search.trim().toLocaleLowerCase(i18n.language);
  const shown = needle
    ? ordered.filter((c) => `${c.value} ${c.caption ?? ''}`.toLocaleLowerCase(i18n.language).includes(needle) || chosen.includes(c.value))
    : ordered;

  const pick = (value: string) => {
    if (readOnly) return;
    set({ value: toggleChoice(chosen, value, multiSelect, s.maxSelection) });
  };
  const hint = multiSelect
    ? s.maxSelection !== undefined
      ? t('questionFields.list.chooseUpTo', { max: s.maxSelection })
      : t('questionFields.list.chooseSeveral')
    : t('questionFields.list.chooseOne');
  const hintId = ids.part('hint');
  const Mark = multiSelect ? CheckBoxOutlineBlank : RadioButtonUnchecked;
  const Checked = multiSelect ? CheckBox : RadioButtonChecked;

  return (
    <Stack spacing={1}>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {hint}
      </Typography>
      {choices.length >= CHOICE_SEARCH_FROM && (
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('questionFields.list.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('questionFields.list.search'), 'aria-controls': ids.value },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      )}
      {choices.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('questionFields.list.noChoices')}
        </Typography>
      )}
      {needle && shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('questionFields.list.noMatch', { text: search.trim() })}
        </Typography>
      )}
      <Box
        id={ids.value}
        role={multiSelect ? 'group' : 'radiogroup'}
        aria-labelledby={ids.title}
        {...describedBy(ids, 'value', issues, hintId)}
        sx={tiled ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 } : { display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {shown.map((choice, index) => {
          const selected = chosen.includes(choice.value);
          const blocked = readOnly || (full && !selected);
          const common = {
            role: multiSelect ? 'checkbox' : 'radio',
            'aria-checked': selected,
            'aria-disabled': blocked || undefined,
            onClick: () => !blocked && pick(choice.value),
          } as const;
          const label = choice.caption ? `${choice.value} · ${choice.caption}` : choice.value;
          return tiled ? (
            <ButtonBase
              key={`${choice.value}-${index}`}
              {...common}
              focusRipple
              sx={{
                border: selected ? 2 : 1,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                textAlign: 'center',
                minWidth: 0,
                opacity: blocked && !readOnly ? 0.5 : 1,
              }}
            >
              {choice.fileUrl ? (
                <Box component="img" src={choice.fileUrl} alt="" loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} />
              ) : null}
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                {selected ? <Checked fontSize="small" color="primary" aria-hidden /> : <Mark fontSize="small" color="action" aria-hidden />}
                <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <bdi>{choice.value}</bdi>
                </Typography>
              </Stack>
              {choice.caption && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{choice.caption}</bdi>
                </Typography>
              )}
            </ButtonBase>
          ) : (
            <Chip
              key={`${choice.value}-${index}`}
              {...common}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              avatar={choice.fileUrl ? <Avatar src={choice.fileUrl} alt="" /> : undefined}
              icon={choice.fileUrl ? undefined : selected ? <Checked fontSize="small" /> : <Mark fontSize="small" />}
              label={<bdi>{label}</bdi>}
              sx={{ maxWidth: '100%', opacity: blocked && !readOnly ? 0.5 : 1, cursor: blocked ? 'default' : 'pointer' }}
            />
          );
        })}
      </Box>
      {full && (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('questionFields.list.maxReached', { max: s.maxSelection })}
        </Typography>
      )}
      <FieldIssue ids={ids} path="value" issues={issues} />
    </Stack>
  );
}
