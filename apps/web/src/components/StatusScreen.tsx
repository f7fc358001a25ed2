import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A centred message screen: error pages, 403, 404, "not available yet". */
export function StatusScreen({
  code,
  title,
  body,
  actions,
}: {
  code?: string;
  title: string;
  body: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', px: 2, py: 6, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'center' }}>
        {code && (
          <Typography aria-hidden sx={{ fontSize: 56, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
            {code}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary">{body}</Typography>
        {actions && <Stack direction="row" spacing={1} sx={{ pt: 1 }}>{actions}</Stack>}
      </Stack>
    </Box>
  );
}
