import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Public answering and installation pages: no menu, no top bar. */
export function BareLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
