import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CUSTOM_STATUS_COLORS, statusHex } from '../../../components/jobStatuses/statusColor';

/** The colours offered for custom statuses (statusColor.ts's palette), stored as #rrggbb. */
const OFFERED = CUSTOM_STATUS_COLORS.map((name) => ({ name, hex: statusHex(name) }));

/** The colour a new custom status starts with. */
export const FIRST_OFFERED_COLOUR = OFFERED[0]!.hex;

/** A round swatch of a status colour (a palette name or #rrggbb) as its chip shows it; the words beside it say which colour it is. */
export function Swatch({ color, size = 16 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', flex: 'none', width: size, height: size, borderRadius: '50%', bgcolor: statusHex(color), border: 1, borderColor: 'divider' }}
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
  // A palette name (set through the API) is shown as the colour it draws.
  const selected = statusHex(value);
  const offered = OFFERED.find((colour) => colour.hex === selected);
  const nameOf = (hex: string) => {
    const colour = OFFERED.find((c) => c.hex === hex);
    return colour ? t(`jobSettings.statuses.palette.${colour.name}`) : t('jobSettings.statuses.otherColour', { value: hex });
  };
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={selected}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 150 }}
      slotProps={{
        select: {
          renderValue: (shown) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Swatch color={String(shown)} />
              {nameOf(String(shown))}
            </Box>
          ),
        },
      }}
    >
      {!offered && (
        <MenuItem value={selected} sx={{ gap: 1 }}>
          <Swatch color={selected} />
          {nameOf(selected)}
        </MenuItem>
      )}
      {OFFERED.map((colour) => (
        <MenuItem key={colour.name} value={colour.hex} sx={{ gap: 1 }}>
          <Swatch color={colour.hex} />
          {t(`jobSettings.statuses.palette.${colour.name}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
