import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of the job panel; its heading names it for screen readers. */
export function PanelSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.75, minHeight: 30 }}>
        <Typography variant="subtitle2" component="h3" id={`${id}-heading`} color="text.secondary">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
