import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ALL_DAY } from '@fieldwork/contracts';
import type { SectionProps } from '../fields';

interface Chip {
  label: string;
  value: string;
}

const MAX_CHIPS = 10;

/** A date question's all-day chips: a label and the hours each fills ("07:00-16:00"). */
export function AllDayChips({ settings, setSetting, issue, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const chips = (settings.allDays as Chip[] | undefined) ?? [];
  const setChips = (next: Chip[]) => setSetting('allDays', next);
  const change = (index: number, patch: Partial<Chip>) => setChips(chips.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {t('jobTypeEditor.date.allDays')}
      </Typography>
      {chips.map((chip, index) => {
        const n = index + 1;
        return (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('jobTypeEditor.date.chipLabel', { n })}
              value={chip.label}
              onChange={(event) => change(index, { label: event.target.value })}
              error={Boolean(issue(`settings.allDays.${index}.label`))}
              helperText={issue(`settings.allDays.${index}.label`) ?? undefined}
              disabled={readOnly}
            />
            <TextField
              size="small"
              label={t('jobTypeEditor.date.chipHours', { n })}
              value={chip.value}
              onChange={(event) => change(index, { value: event.target.value })}
              error={Boolean(issue(`settings.allDays.${index}.value`))}
              helperText={issue(`settings.allDays.${index}.value`) ?? undefined}
              disabled={readOnly}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
            />
            {!readOnly && (
              <IconButton aria-label={t('jobTypeEditor.date.removeChip', { n })} onClick={() => setChips(chips.filter((_, i) => i !== index))}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!readOnly && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={chips.length >= MAX_CHIPS}
            onClick={() => setChips([...chips, { label: chips.length === 0 ? t('jobTypeEditor.date.allDayLabel') : '', value: DEFAULT_ALL_DAY.value }])}
          >
            {t('jobTypeEditor.date.addChip')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
