import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useGetMeQuery } from '../api/apiSlice';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useLocationConsent } from '../../features/location/useLocationConsent';
import { useResumeOutbox } from '../../features/answering/offline/useResumeOutbox';
import { useIsImpersonating, useIsSignedIn } from '../session/useSession';
import { readJson, STORAGE_KEYS, writeJson } from '../session/sessionStorage';
import { MOBILE_BREAKPOINT } from '../theme/createAppTheme';
import { useAfterFirstPaint } from '../useAfterFirstPaint';
import { DRAWER_WIDTH, isBarePath, RAIL_WIDTH } from './menuRules';
import { TopBar } from './TopBar';

/** The side menu's code loads after the first screen is drawn (ADR 0055). */
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));

/** Where the side menu will be while its code loads: its width on a desktop (the screen does not move when it comes), nothing on a phone. */
function SideMenuPlace({ mobile, expanded }: { mobile: boolean; expanded: boolean }) {
  if (mobile) return null;
  return <Box aria-hidden sx={{ width: expanded ? DRAWER_WIDTH : RAIL_WIDTH, flexShrink: 0 }} data-testid="side-menu-place" />;
}

/** Signed-in screens: top bar, side menu and the page. A signed-out visitor goes to /auth. */
export function MainLayout() {
  const signedIn = useIsSignedIn();
  const { pathname } = useLocation();
  const { data: me, isError } = useGetMeQuery(undefined, { skip: !signedIn });
  const impersonating = useIsImpersonating();
  useLocationConsent(signedIn ? me : undefined, !impersonating && !isBarePath(pathname));
  useResumeOutbox();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const [expanded, setExpanded] = useState(() => readJson<boolean>(STORAGE_KEYS.menuExpanded) ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);

  if (!signedIn) return <Navigate to="/auth" replace />;
  if (isError) return <Navigate to="/error" replace />;
  if (!me) return <FullPageLoader />;
  if (isBarePath(pathname)) return <Outlet />;

  return <Shell mobile={mobile} expanded={expanded} setExpanded={setExpanded} mobileOpen={mobileOpen} setMobileOpen={setMobileOpen} />;
}

interface ShellProps {
  mobile: boolean;
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}

/**
 * The bar, the side menu and the page. Its own component, so that "after the first paint" counts
 * from the shell's first paint, not the loader's: the bell, the profile menu and the side menu
 * come right after it (ADR 0055).
 */
function Shell({ mobile, expanded, setExpanded, mobileOpen, setMobileOpen }: ShellProps) {
  const painted = useAfterFirstPaint();

  function setExpandedStored(value: boolean) {
    setExpanded(value);
    writeJson(STORAGE_KEYS.menuExpanded, value);
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar
        extras={painted}
        mobile={mobile}
        expanded={expanded}
        onMenuClick={() => (mobile ? setMobileOpen(true) : setExpandedStored(!expanded))}
      />
      {painted ? (
        <Suspense fallback={<SideMenuPlace mobile={mobile} expanded={expanded} />}>
          <SideMenu
            mobile={mobile}
            expanded={expanded}
            mobileOpen={mobileOpen}
            onMobileClose={() => setMobileOpen(false)}
            onExpand={() => setExpandedStored(true)}
          />
        </Suspense>
      ) : (
        <SideMenuPlace mobile={mobile} expanded={expanded} />
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 4 }}>
        <Toolbar />
        <Box sx={{ maxWidth: 1200, mx: 'auto', pt: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
