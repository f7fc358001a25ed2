import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../app/useAfterFirstPaint';
import { useBootstrap, useCurrentUser } from '../../app/session/useSession';

// Drawn after the greeting, and loaded then too: their code (the widgets' charts and lists, the
// jobs API, the apps' icons) is not on the first paint's path (ADR 0057).
const WidgetBoard = lazy(() => import('./WidgetBoard').then((m) => ({ default: m.WidgetBoard })));
const DashboardApps = lazy(() => import('./DashboardApps').then((m) => ({ default: m.DashboardApps })));

/** The dashboard: who you are and where, your widgets (arranged as you left them), and the apps you may open. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const bootstrap = useBootstrap();
  const name = user.name.first.trim() || user.email;
  // The greeting is drawn first, the widgets and the apps right after it (ADR 0055).
  const painted = useAfterFirstPaint();

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('dashboard.roleAt', { role: t(`roles.${user.role}`), instance: bootstrap.instanceName })}
        </Typography>
      </Box>
      {painted && (
        <Suspense fallback={null}>
          <WidgetBoard />
        </Suspense>
      )}
      {painted && (
        <Suspense fallback={null}>
          <DashboardApps />
        </Suspense>
      )}
    </Stack>
  );
}
