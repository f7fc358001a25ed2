import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { canSearch, CLOSED_SEARCH_MIN_CHARS, fuzzyFilter } from './fuzzy';
import { pickedLabel, rememberLabel } from './pickedLabels';

/** One choice of a picker: a person, a project, a job type, a skill... */
export interface PickerOption {
  id: string;
  label: string;
  /** A second line (an email, a number) that is searched too. */
  secondary?: string;
}

export interface PickerOptions {
  options: PickerOption[];
  loading: boolean;
  failed: boolean;
}

/** Finds options for a text (already debounced); `skip` while a closed list waits for 3 characters. */
export type UsePickerOptions = (text: string, skip: boolean) => PickerOptions;

export interface PickerProps {
  label: string;
  /** The ids picked. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  useOptions: UsePickerOptions;
  /** A closed-type list searches from 3 characters (spec 1 section 5). */
  closed?: boolean;
  max?: number;
  /** Debounce of the text before the server is asked. */
  debounceMs?: number;
}

const SEARCH_KEYS = ['label', 'secondary'] as const;

/** Search and pick several of a list's rows, ranked by Fuse.js (threshold 0.3, 0.4 for numbers). */
export function Picker({ label, value, onChange, useOptions, closed = false, max, debounceMs = 300 }: PickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, debounceMs);
  const searchable = canSearch(settled, closed);
  const found = useOptions(settled.trim(), !searchable);
  const options = useMemo(() => fuzzyFilter(found.options, text, [...SEARCH_KEYS], closed), [found.options, text, closed]);
  const selected = useMemo(
    () => value.map((id) => found.options.find((o) => o.id === id) ?? { id, label: pickedLabel(id) ?? id }),
    [value, found.options],
  );
  const full = max !== undefined && value.length >= max;

  const noOptionsText = !canSearch(text, closed)
    ? t('pickers.typeMore', { count: CLOSED_SEARCH_MIN_CHARS })
    : found.failed
      ? t('pickers.failed')
      : text.trim()
        ? t('pickers.noResults')
        : t('pickers.noSuggestions');

  return (
    <Autocomplete
      multiple
      size="small"
      options={full ? [] : options}
      value={selected}
      loading={found.loading}
      loadingText={t('pickers.loading')}
      noOptionsText={full ? t('pickers.maxReached', { max }) : noOptionsText}
      filterOptions={(all) => all}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <span>
              <bdi>{option.label}</bdi>
              {option.secondary && (
                <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>
                  <bdi>{option.secondary}</bdi>
                </span>
              )}
            </span>
          </li>
        );
      }}
      inputValue={text}
      onInputChange={(_e, next, reason) => reason !== 'reset' && setText(next)}
      onChange={(_e, next) => {
        for (const o of next) rememberLabel(o.id, o.label);
        onChange(next.map((o) => o.id).slice(0, max));
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
