import { useEffect, useId, useState, type ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuestionDraft, SettingsDraft } from './questionDraft';

/** What every settings section gets: the settings, a way to change one, and the problem of a field, in words. */
export interface SectionProps {
  settings: SettingsDraft;
  setSetting: (key: string, value: unknown) => void;
  /** The problem beside the field at a path ("settings.max"), translated, or null. */
  issue: (path: string) => string | null;
  readOnly: boolean;
}

export type SetLook = <K extends keyof QuestionDraft>(key: K, value: QuestionDraft[K]) => void;

/** A titled group of the editor. */
export function EditorSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5} data-testid={testId} sx={{ pt: 1 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A switch with its label, and the problem under it. */
export function SwitchField({
  label,
  checked,
  onChange,
  error,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? id : undefined } }}
          />
        }
        label={label}
      />
      {error && (
        <FormHelperText id={id} error sx={{ mt: -0.5, mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}

/**
 * A number input: empty is no value (undefined). What is typed stays as typed ("-", "1.")
 * until it reads as a number.
 */
export function NumberField({
  label,
  value,
  onChange,
  error,
  disabled,
  integer,
}: {
  label: string;
  value: unknown;
  onChange: (value: number | undefined) => void;
  error?: string | null;
  disabled?: boolean;
  integer?: boolean;
}) {
  const shown = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  const [text, setText] = useState(shown);
  useEffect(() => {
    setText((current) => (Number(current) === value && current.trim() !== '' ? current : shown));
  }, [shown, value]);
  return (
    <TextField
      label={label}
      value={text}
      size="small"
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') onChange(undefined);
        else if (Number.isFinite(Number(next))) onChange(integer ? Math.trunc(Number(next)) : Number(next));
      }}
      sx={{ width: { xs: '100%', sm: 200 } }}
    />
  );
}

/** A choice among a few options, as a labelled select. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
  width = 240,
}: {
  label: string;
  value: V | '';
  options: ReadonlyArray<{ value: V; label: string; icon?: ReactNode }>;
  onChange: (value: V) => void;
  error?: string | null;
  disabled?: boolean;
  width?: number | string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value === '' ? '' : String(value)}
      size="small"
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? undefined}
      onChange={(event) => {
        const picked = options.find((o) => String(o.value) === event.target.value);
        if (picked) onChange(picked.value);
      }}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.icon && <span style={{ display: 'inline-flex', marginInlineEnd: 8 }}>{option.icon}</span>}
          <bdi>{option.label}</bdi>
        </MenuItem>
      ))}
    </TextField>
  );
}
