import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The colours offered for custom statuses: readable on white, distinct from one another. */
export const STATUS_PALETTE = [
  { key: 'slate', hex: '#607d8b' },
  { key: 'red', hex: '#e53935' },
  { key: 'orange', hex: '#fb8c00' },
  { key: 'amber', hex: '#ffb300' },
  { key: 'green', hex: '#43a047' },
  { key: 'teal', hex: '#00897b' },
  { key: 'blue', hex: '#1e88e5' },
  { key: 'indigo', hex: '#3949ab' },
  { key: 'purple', hex: '#8e24aa' },
  { key: 'pink', hex: '#d81b60' },
  { key: 'brown', hex: '#6d4c41' },
] as const;

/** A round swatch of a status colour; the words beside it say which colour it is. */
export function Swatch({ color, size = 16 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', flex: 'none', width: size, height: size, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }}
    />
  );
}

interface ColourSelectProps {
  value: string;
  onChange: (color: string) => void;
  label: string;
  id: string;
}

/** Picks a colour of the palette; a colour set otherwise (through the API) stays offered as "Other". */
export function ColourSelect({ value, onChange, label, id }: ColourSelectProps) {
  const { t } = useTranslation();
  const known = STATUS_PALETTE.some((colour) => colour.hex === value.toLowerCase());
  const nameOf = (hex: string) => {
    const colour = STATUS_PALETTE.find((c) => c.hex === hex.toLowerCase());
    return colour ? t(`jobSettings.statuses.palette.${colour.key}`) : t('jobSettings.statuses.otherColour', { value: hex });
  };
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 150 }}
      slotProps={{
        select: {
          renderValue: (selected) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Swatch color={String(selected)} />
              {nameOf(String(selected))}
            </Box>
          ),
        },
      }}
    >
      {!known && (
        <MenuItem value={value} sx={{ gap: 1 }}>
          <Swatch color={value} />
          {nameOf(value)}
        </MenuItem>
      )}
      {STATUS_PALETTE.map((colour) => (
        <MenuItem key={colour.key} value={colour.hex} sx={{ gap: 1 }}>
          <Swatch color={colour.hex} />
          {t(`jobSettings.statuses.palette.${colour.key}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
