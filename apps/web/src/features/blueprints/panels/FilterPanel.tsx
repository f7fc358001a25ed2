import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LayerFilters } from '../model';
import { NO_FILTERS } from '../model';
import { formatFilterDate, parseFilterDate, type FilterOptions } from './filters';

interface Option {
  id: string;
  name: string;
}

interface ChipsFieldProps {
  label: string;
  options: Option[];
  value: string[];
  onChange(ids: string[]): void;
}

/** One filter as a multiple choice shown as chips. */
function ChipsField({ label, options, value, onChange }: ChipsFieldProps) {
  const byId = new Map(options.map((o) => [o.id, o]));
  const selected = value.map((id) => byId.get(id) ?? { id, name: id });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
      slotProps={{ chip: { size: 'small' } }}
    />
  );
}

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}

/** A d/m/Y date typed by hand: kept when it is a real date, cleared when emptied. */
function DateField({ label, value, onChange }: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? formatFilterDate(value) : '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The value changed outside (a chip removed, 'Clear filters'): show it.
    setShown(value);
    setText(value ? formatFilterDate(value) : '');
  }
  const invalid = text.trim() !== '' && parseFilterDate(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder="d/m/Y"
      error={invalid}
      helperText={invalid ? t('blueprints.filters.dateInvalid') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = next.trim() === '' ? null : parseFilterDate(next);
        if (next.trim() === '' || parsed !== null) {
          setShown(parsed);
          onChange(parsed);
        }
      }}
    />
  );
}

export interface FilterPanelProps {
  filters: LayerFilters;
  options: FilterOptions;
  statusLabel(name: string): string;
  onFiltersChange(filters: LayerFilters): void;
}

/** The layer panel's filter panel (spec 3 section 2): user, date range, job type, element, job status and job id. */
export function FilterPanel({ filters, options, statusLabel, onFiltersChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const set = (patch: Partial<LayerFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('blueprints.filters.title')}
      </Typography>
      <Stack spacing={1.5}>
        <ChipsField label={t('blueprints.filters.user')} options={options.users} value={filters.users} onChange={(users) => set({ users })} />
        <Stack direction="row" spacing={1}>
          <DateField label={t('blueprints.filters.from')} value={filters.from} onChange={(from) => set({ from })} />
          <DateField label={t('blueprints.filters.to')} value={filters.to} onChange={(to) => set({ to })} />
        </Stack>
        <ChipsField label={t('blueprints.filters.jobType')} options={options.jobTypes} value={filters.jobTypes} onChange={(jobTypes) => set({ jobTypes })} />
        <ChipsField label={t('blueprints.filters.element')} options={options.elements} value={filters.elements} onChange={(elements) => set({ elements })} />
        <ChipsField
          label={t('blueprints.filters.jobStatus')}
          options={options.statuses.map((s) => ({ id: s, name: statusLabel(s) }))}
          value={filters.statuses}
          onChange={(statuses) => set({ statuses })}
        />
        <ChipsField
          label={t('blueprints.filters.jobId')}
          options={options.jobIds.map((n) => ({ id: String(n), name: `#${n}` }))}
          value={filters.jobIds.map(String)}
          onChange={(ids) => set({ jobIds: ids.map(Number) })}
        />
        <Box>
          <Button size="small" onClick={() => onFiltersChange(NO_FILTERS)}>
            {t('blueprints.filters.clear')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export interface ActiveFilterChipsProps {
  chips: { key: string; label: string; value: string; onDelete(): void }[];
}

/** The active filters as removable chips. */
export function ActiveFilterChips({ chips }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('blueprints.filters.active')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, px: 1.5, py: 1 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            size="small"
            label={
              <>
                {chip.label}: <bdi>{chip.value}</bdi>
              </>
            }
            onDelete={chip.onDelete}
            aria-label={t('blueprints.filters.remove', { label: chip.label, value: chip.value })}
          />
        </li>
      ))}
    </Box>
  );
}
