import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { DateFilterValue, FilterDefinition, FilterValue, MultiStepFilter } from '@fieldwork/contracts';
import { Picker } from '../../pickers/Picker';
import { PICKER_SOURCE_OPTIONS } from '../../pickers/sourceOptions';
import { UserPicker } from '../../pickers/UserPicker';
import { filterLabel, optionLabel } from '../filterText';
import { DateFilterField } from './DateFilterField';

export interface FilterFieldProps {
  filter: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  /** The screen's catalogue prefix ("files"). */
  prefix: string;
}

const asList = (value: FilterValue | undefined): string[] => (Array.isArray(value) ? value : []);
const asText = (value: FilterValue | undefined): string => (typeof value === 'string' ? value : '');
/** An empty choice is no filter at all. */
const listOrNone = (values: string[]): string[] | undefined => (values.length ? values : undefined);

/** One filter of the filter modal, drawn by its kind (spec 3 section 3: every filter type). */
export function FilterField({ filter, value, onChange, prefix }: FilterFieldProps) {
  const { t } = useTranslation();
  const label = filterLabel(t, prefix, filter);
  const option = (o: string) => optionLabel(t, prefix, filter.key, o);

  switch (filter.kind) {
    case 'radio':
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup row value={asText(value)} onChange={(_e, next) => onChange(next || undefined)}>
            <FormControlLabel value="" control={<Radio size="small" />} label={t('grid.any')} />
            {filter.options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio size="small" />} label={option(o)} />
            ))}
          </RadioGroup>
        </FormControl>
      );
    case 'checkbox': {
      const checked = asList(value);
      return (
        <FormControl component="fieldset">
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row>
            {filter.options.map((o) => (
              <FormControlLabel
                key={o}
                label={option(o)}
                control={
                  <Checkbox
                    size="small"
                    checked={checked.includes(o)}
                    onChange={(_e, on) => onChange(listOrNone(filter.options.filter((x) => (x === o ? on : checked.includes(x)))))}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      );
    }
    case 'text':
      return (
        <TextField
          size="small"
          label={`${label} (${t('grid.text.contains')})`}
          value={value && typeof value === 'object' && 'op' in value ? value.value : ''}
          onChange={(event) => onChange(event.target.value ? { op: 'contains', value: event.target.value } : undefined)}
        />
      );
    case 'select':
      return (
        <TextField select size="small" label={label} value={asText(value)} onChange={(event) => onChange(event.target.value || undefined)}>
          <MenuItem value="">{t('grid.any')}</MenuItem>
          {filter.options.map((o) => (
            <MenuItem key={o} value={o}>
              {option(o)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'autoSelect':
      return (
        <Autocomplete
          multiple
          size="small"
          options={[...filter.options]}
          value={asList(value)}
          getOptionLabel={option}
          onChange={(_e, next) => onChange(listOrNone(next))}
          renderInput={(params) => <TextField {...params} label={label} />}
        />
      );
    case 'user':
      return <UserPicker label={label} value={asList(value)} max={filter.max} onChange={(ids) => onChange(listOrNone(ids))} />;
    case 'searchSelect':
      return (
        <Picker label={label} value={asList(value)} max={filter.max} useOptions={PICKER_SOURCE_OPTIONS[filter.source]} onChange={(ids) => onChange(listOrNone(ids))} />
      );
    case 'date':
      return <DateFilterField label={label} value={value as DateFilterValue | undefined} onChange={onChange} />;
    case 'multiStep':
      return <MultiStepField filter={filter} value={asList(value)} onChange={(v) => onChange(listOrNone(v))} prefix={prefix} />;
  }
}

/** A value per step; a step opens once the one before it is chosen. */
function MultiStepField({ filter, value, onChange, prefix }: { filter: MultiStepFilter; value: string[]; onChange: (v: string[]) => void; prefix: string }) {
  const { t } = useTranslation();
  const setStep = (index: number, next: string) => onChange(next ? [...value.slice(0, index), next] : value.slice(0, index));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{filterLabel(t, prefix, filter)}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
        {filter.steps.map((step, index) =>
          step.options ? (
            <TextField
              key={step.key}
              select
              size="small"
              fullWidth
              label={t(`${prefix}.${step.label}`)}
              value={value[index] ?? ''}
              disabled={index > value.length}
              onChange={(event) => setStep(index, event.target.value)}
            >
              <MenuItem value="">{t('grid.any')}</MenuItem>
              {step.options.map((o) => (
                <MenuItem key={o} value={o}>
                  {optionLabel(t, prefix, step.key, o)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              key={step.key}
              size="small"
              fullWidth
              label={t(`${prefix}.${step.label}`)}
              value={value[index] ?? ''}
              disabled={index > value.length}
              onChange={(event) => setStep(index, event.target.value.trim())}
            />
          ),
        )}
      </Stack>
    </FormControl>
  );
}
