import type { ReactNode } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How many rows are selected, what the screen offers for them, and clearing the selection. */
export function SelectionBar({ count, onClear, children }: { count: number; onClear: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      useFlexGap
      data-testid="grid-selection-bar"
      // Text on the tinted bar stays in the text colour: the brand blue on it falls under 4.5:1.
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, bgcolor: 'action.selected', borderRadius: 1, px: 1.5, py: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, flex: 1, minWidth: 'max-content' }} role="status">
        {t('grid.selected', { count })}
      </Typography>
      {children}
      <Button size="small" color="inherit" startIcon={<ClearIcon />} onClick={onClear}>
        {t('grid.clearSelection')}
      </Button>
    </Stack>
  );
}
