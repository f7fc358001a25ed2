import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of the project view: its heading names the section for screen readers. */
export function ViewSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, minHeight: 32 }}>
        <Typography variant="h2" id={`${id}-heading`} sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
