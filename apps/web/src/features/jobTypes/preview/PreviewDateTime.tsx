import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Stop from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import type { QuestionSettingsOf } from '@fieldwork/contracts';

type DateSettings = Partial<QuestionSettingsOf<'date_time'>>;

/** The formats of spec 2 section 9: DD/MM/YY, HH:mm, 24 hours. */
const FORMATS = { date: 'DD/MM/YY', time: 'HH:mm', datetime: 'DD/MM/YY, HH:mm' } as const;

/**
 * A date question as the inspector sees it: one date, time or both; a range (From and To, with
 * its all-day chips, disabled until a date is set); or a punch clock with Start, Stop and Reset
 * and the elapsed time as HH:MM:SS (spec 2 section 4).
 */
export function PreviewDateTime({ settings, titleId }: { settings: DateSettings; titleId: string }) {
  const { t } = useTranslation();
  const kind = settings.dateType ?? 'datetime';
  const field = (label: string | null) => (
    <TextField
      size="small"
      disabled
      fullWidth
      label={label ?? undefined}
      placeholder={FORMATS[kind]}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', 'aria-labelledby': label ? undefined : titleId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {kind === 'time' ? <ScheduleOutlined fontSize="small" /> : <CalendarMonthOutlined fontSize="small" />}
            </InputAdornment>
          ),
        },
      }}
    />
  );

  if (settings.isPunchClock) {
    return (
      <Stack spacing={1} role="group" aria-labelledby={titleId} data-testid="preview-punch-clock">
        <Typography
          role="timer"
          aria-label={t('jobTypes.preview.punch.elapsed')}
          sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.75rem', fontWeight: 600, letterSpacing: 1 }}
        >
          <bdi dir="ltr">00:00:00</bdi>
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" disabled startIcon={<PlayArrow />}>{t('jobTypes.preview.punch.start')}</Button>
          <Button variant="outlined" disabled startIcon={<Stop />}>{t('jobTypes.preview.punch.stop')}</Button>
          <Button disabled startIcon={<Replay />}>{t('jobTypes.preview.punch.reset')}</Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      {settings.isRange ? (
        <Box role="group" aria-labelledby={titleId} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          {field(t('jobTypes.preview.from'))}
          {field(t('jobTypes.preview.to'))}
        </Box>
      ) : (
        field(null)
      )}
      {(settings.allDays?.length ?? 0) > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {settings.allDays!.map((chip) => (
            <Chip key={`${chip.label}-${chip.value}`} disabled size="small" label={<bdi>{chip.label}</bdi>} />
          ))}
        </Stack>
      )}
      {settings.isBlockInspector && (
        <Typography variant="caption" color="text.secondary">
          {t('jobTypes.preview.blockInspector')}
        </Typography>
      )}
    </Stack>
  );
}
