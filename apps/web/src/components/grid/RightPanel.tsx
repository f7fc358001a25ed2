import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface RightPanelProps {
  open: boolean;
  /** Below the mobile breakpoint it slides over the list. */
  overlay: boolean;
  onClose: () => void;
  /** Its width beside the list, in px. */
  width?: number;
  children: ReactNode;
}

/**
 * The detail panel of the selected rows, at the end of the line: on the right in English, on the
 * left in Hebrew (the flex row and the drawer's anchor follow the direction).
 */
export function RightPanel({ open, overlay, onClose, width = 380, children }: RightPanelProps) {
  const { t } = useTranslation();
  const body = (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h3" component="h2" id="grid-panel-title" sx={{ flex: 1 }}>
          {t('grid.panel')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('grid.closePanel')} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflow: 'auto', flex: 1 }}>{children}</Box>
    </Stack>
  );
  if (overlay) {
    return (
      <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: `min(${Math.max(width, 420)}px, 100vw)` }, 'aria-labelledby': 'grid-panel-title' } as object }}>
        {body}
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="grid-panel-title"
      data-testid="grid-right-panel"
      sx={{ width, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflow: 'hidden' }}
    >
      {body}
    </Paper>
  );
}
