import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { useGetBootstrapQuery } from '../api/apiSlice';
import { Logo } from '../../components/Logo';

/** Sign-in and its sibling pages: a centred card with the instance logo (hidden on the terms page). */
export function AuthLayout() {
  const { pathname } = useLocation();
  // /error renders here when the bootstrap failed, so the data may be missing.
  const { data: bootstrap } = useGetBootstrapQuery();
  const hideLogo = pathname === '/privacy_and_tou';
  const wide = pathname === '/privacy_and_tou' || pathname === '/error';
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: { xs: 4, sm: 6 },
        background: (theme) => `linear-gradient(180deg, ${alpha(theme.palette.brand.main, 0.08)} 0%, ${theme.palette.background.default} 45%)`,
      }}
    >
      {!hideLogo && (
        <Box sx={{ mb: 3 }} data-testid="auth-logo">
          <Logo logoUrl={bootstrap?.logoUrl} companyName={bootstrap?.companyName ?? 'Fieldwork'} height={44} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: wide ? 720 : 420, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
