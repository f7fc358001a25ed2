import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface FormTextFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  name?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself (dir, maxLength, data-testid). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

/**
 * An outlined text field built from MUI's parts: what TextField draws for a text input, label,
 * helper text and all, without TextField's own import of Select (and with it Menu, Popover,
 * Modal and their transitions). For the screens a phone opens first, signed out: sign-in, the
 * invitation and the password reset, where those modules were a tenth of the first load.
 */
export function FormTextField({ label, value, onChange, type = 'text', name, autoComplete, inputMode, required, error, helperText, inputRef, endAdornment, htmlInput }: FormTextFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        inputRef={inputRef}
        endAdornment={endAdornment}
        inputProps={{ inputMode, 'aria-describedby': helperId, ...htmlInput }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
