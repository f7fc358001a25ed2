import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, isDatePreset, type DateFilterValue } from '@fieldwork/contracts';

const CUSTOM = 'custom';

interface DateFilterFieldProps {
  label: string;
  value: DateFilterValue | undefined;
  onChange: (value: DateFilterValue | undefined) => void;
}

/** A date filter: a preset (today, this week...) or a custom range of days, either end open. */
export function DateFilterField({ label, value, onChange }: DateFilterFieldProps) {
  const { t } = useTranslation();
  const choice = value === undefined ? '' : 'preset' in value ? value.preset : CUSTOM;
  const range = value && !('preset' in value) ? value : {};

  function setRange(part: 'from' | 'to', day: string) {
    const next = { ...range, [part]: day || undefined };
    onChange(next.from || next.to ? next : {});
  }

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label={label}
        value={choice}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(undefined);
          else if (next === CUSTOM) onChange({});
          else if (isDatePreset(next)) onChange({ preset: next });
        }}
      >
        <MenuItem value="">{t('grid.any')}</MenuItem>
        {DATE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`grid.date.presets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{t('grid.date.custom')}</MenuItem>
      </TextField>
      {choice === CUSTOM && (
        <Stack direction="row" spacing={1.5}>
          <TextField
            type="date"
            size="small"
            label={t('grid.date.from')}
            value={range.from ?? ''}
            onChange={(event) => setRange('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
            fullWidth
          />
          <TextField
            type="date"
            size="small"
            label={t('grid.date.to')}
            value={range.to ?? ''}
            onChange={(event) => setRange('to', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
            fullWidth
          />
        </Stack>
      )}
    </Stack>
  );
}
