import { useRef, useState, type KeyboardEvent } from 'react';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { RANKING_MAX, RANKING_MIN } from '@fieldwork/contracts';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

const STEPS = Array.from({ length: RANKING_MAX - RANKING_MIN + 1 }, (_, i) => RANKING_MIN + i);

/**
 * A ranking of 1 to 5 as a radio group of stars: click or tap a star; with the keyboard, the
 * arrows move and choose (mirrored right to left), Home and End go to 1 and 5. Saved at once.
 */
export function RankingWidget({ label, value, editing, saver }: WidgetProps<number>) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const [rank, setRank] = useState<number | null>(value);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function choose(next: number) {
    const clamped = Math.min(RANKING_MAX, Math.max(RANKING_MIN, next));
    setRank(clamped);
    buttons.current[clamped - RANKING_MIN]?.focus();
    if (clamped !== rank) saver.save(clamped);
  }

  function onKeyDown(event: KeyboardEvent) {
    const current = rank ?? RANKING_MIN - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: current + 1, ArrowUp: current + 1, [back]: current - 1, ArrowDown: current - 1, Home: RANKING_MIN, End: RANKING_MAX };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(moves[event.key]);
  }

  const shown = editing ? rank : value;
  return (
    <>
      <Box
        role="radiogroup"
        aria-label={label}
        aria-readonly={!editing || undefined}
        onKeyDown={editing ? onKeyDown : undefined}
        sx={{ display: 'flex', gap: 0.25 }}
      >
        {STEPS.map((step) => {
          const on = shown !== null && step <= shown;
          const checked = shown === step;
          // One tab stop: the chosen star, or the first while none is chosen.
          const tabbable = editing && (checked || (shown === null && step === RANKING_MIN));
          return (
            <IconButton
              key={step}
              ref={(el) => {
                buttons.current[step - RANKING_MIN] = el;
              }}
              role="radio"
              aria-checked={checked}
              aria-label={t('projectFields.ranking.step', { count: step })}
              tabIndex={tabbable ? 0 : -1}
              disabled={!editing}
              onClick={() => choose(step)}
              size="small"
              sx={{ color: on ? 'warning.main' : 'action.active', '&.Mui-disabled': { color: on ? 'warning.main' : 'action.disabled' } }}
            >
              {on ? <StarIcon /> : <StarBorderIcon />}
            </IconButton>
          );
        })}
      </Box>
      {editing && <SaveStatus save={saver} />}
    </>
  );
}
