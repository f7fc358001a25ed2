import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

/** The eye at the end of a password field: shows or hides what was typed, and says which it does. */
export function PasswordVisibilityAdornment({ shown, onToggle, showLabel, hideLabel }: { shown: boolean; onToggle: () => void; showLabel: string; hideLabel: string }) {
  return (
    <InputAdornment position="end">
      <IconButton onClick={onToggle} aria-label={shown ? hideLabel : showLabel} aria-pressed={shown} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
