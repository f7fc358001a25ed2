import { lazy, Suspense, useEffect } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import Search from '@mui/icons-material/Search';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { useBootstrap, useIsImpersonating } from '../session/useSession';
import { hasMobileSearch, PAGE_SEARCH_ID } from './menuRules';
import { pageTitleKey } from './pageTitle';

/**
 * The bell and the profile menu load after the first screen is drawn (ADR 0055): on a phone's
 * network their code (menus, popovers, the notification panel) would otherwise hold the first paint.
 */
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

/** Only a sys_admin acting as someone sees it: kept out of everyone's first load. */
const ActingAs = lazy(() => import('./ActingAs').then((m) => ({ default: m.ActingAs })));

interface TopBarProps {
  /** Whether to show the bell and the profile menu: the main layout sets it once its first paint is done. */
  extras: boolean;
  mobile: boolean;
  expanded: boolean;
  onMenuClick: () => void;
}

export function TopBar({ extras, mobile, expanded, onMenuClick }: TopBarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bootstrap = useBootstrap();
  const impersonating = useIsImpersonating();
  const titleKey = pageTitleKey(pathname);
  const title = titleKey ? t(titleKey) : '';

  useEffect(() => {
    document.title = title ? `${title} · ${bootstrap.companyName}` : bootstrap.companyName;
  }, [title, bootstrap.companyName]);
  const menuLabel = mobile ? t('menu.open') : expanded ? t('menu.collapse') : t('menu.expand');

  return (
    <AppBar
      position="fixed"
      // Above the permanent drawer on desktop; the mobile drawer is a modal and covers the bar.
      sx={{ zIndex: (theme) => (mobile ? theme.zIndex.appBar : theme.zIndex.drawer + 1), borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" onClick={onMenuClick} aria-label={menuLabel} data-testid="menu-toggle">
          {!mobile && expanded ? <MenuOpen sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} /> : <MenuIcon />}
        </IconButton>
        {!mobile && (
          <Box
            component={RouterLink}
            to="/dashboard"
            sx={{ display: 'flex', alignItems: 'center', textDecoration: 'none', pe: 2, me: 1, borderInlineEnd: 1, borderColor: 'divider' }}
          >
            <Logo logoUrl={bootstrap.logoUrl} companyName={bootstrap.companyName} height={32} />
          </Box>
        )}
        <Typography component="div" variant="h3" noWrap sx={{ flex: 1, minWidth: 0 }} data-testid="page-title">
          {title}
        </Typography>
        {mobile && hasMobileSearch(pathname) && (
          <IconButton
            aria-label={t('menu.search')}
            data-testid="mobile-search"
            // List screens give their search field this id; the icon brings it into view and focus.
            onClick={() => {
              const field = document.getElementById(PAGE_SEARCH_ID);
              field?.scrollIntoView({ block: 'center' });
              field?.focus();
            }}
          >
            <Search />
          </IconButton>
        )}
        {impersonating && (
          <Suspense fallback={null}>
            <ActingAs mobile={mobile} />
          </Suspense>
        )}
        {extras && (
          <Suspense fallback={null}>
            <NotificationBell />
            <ProfileMenu />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
