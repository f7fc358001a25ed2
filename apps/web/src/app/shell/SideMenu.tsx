import { Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import { projectsCatalogue } from '../../features/projects/locales';
import { jobTypesQuery, useListJobTypesQuery } from '../../features/jobTypes/jobTypesApi';
import type { CreateKind } from '../../features/wizards/createOptions';
import { wizardsCatalogue } from '../../features/wizards/locales';
import { lazyWithCatalogues } from '../i18n/lazyWithCatalogues';
import { useBootstrap, useLogout } from '../session/useSession';
import { useMenuContext } from './useMenuContext';
import { DRAWER_WIDTH, RAIL_WIDTH, sideMenuEntries, type SideMenuEntry } from './menuRules';
import { SideMenuList } from './SideMenuList';

/** The creation wizards load when Create new is first chosen. */
const CreateNewDialog = lazyWithCatalogues([wizardsCatalogue, projectsCatalogue], () => import('../../features/wizards/CreateNewDialog').then((m) => m.CreateNewDialog));

interface SideMenuProps {
  mobile: boolean;
  expanded: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  onExpand: () => void;
}

/** The side menu in its three forms: rail, expanded drawer, and the mobile drawer under 992 px. */
export function SideMenu({ mobile, expanded, mobileOpen, onMobileClose, onExpand }: SideMenuProps) {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const ctx = useMenuContext();
  const logout = useLogout();
  // Create new opens on its start page, or (the job-type submenu's) straight on one wizard.
  const [creating, setCreating] = useState<{ initial?: CreateKind } | null>(null);
  // The job types are read only for those who see the submenu: everyone else's menu loads nothing more.
  const { data: jobTypes } = useListJobTypesQuery(jobTypesQuery({ fromFilters: true }), { skip: !ctx.can('jobType.manage') });
  const jobTypeLinks = useMemo(() => (jobTypes ?? []).map((jt) => ({ id: jt._id, name: jt.title, disabled: jt.settings.isDisabled })), [jobTypes]);
  const entries = sideMenuEntries(ctx, { mobile, jobTypes: jobTypeLinks });

  function onAction(entry: SideMenuEntry) {
    onMobileClose();
    if (entry.key === 'logout') logout();
    else if (entry.key === 'createNew') setCreating({});
    else if (entry.key === 'newJobType') setCreating({ initial: 'jobType' });
  }

  const collapsed = !mobile && !expanded;
  const width = collapsed ? RAIL_WIDTH : DRAWER_WIDTH;
  const list = (
    <Box component="nav" aria-label={t('menu.mainNavigation')} sx={{ overflowX: 'hidden', overflowY: 'auto', flex: 1 }}>
      <SideMenuList
        entries={entries}
        collapsed={collapsed}
        onNavigate={onMobileClose}
        onAction={onAction}
        onExpandRequest={onExpand}
      />
    </Box>
  );

  return (
    <>
      {mobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={onMobileClose}
          // Mounted when opened, not with the page: a phone's first screen does not lay out (and
          // slide off screen) a whole menu it does not show.
          // The open drawer is a dialog: it is named after the navigation it holds.
          slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': t('menu.mainNavigation') } }}
          data-testid="side-menu-mobile"
        >
          <Toolbar sx={{ px: 2.5 }}>
            <Logo logoUrl={bootstrap.logoUrl} companyName={bootstrap.companyName} height={32} />
          </Toolbar>
          <Divider />
          {list}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-testid={collapsed ? 'side-menu-rail' : 'side-menu-drawer'}
          sx={{
            width,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
            '& .MuiDrawer-paper': {
              width,
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
              borderColor: 'divider',
            },
          }}
        >
          <Toolbar />
          {list}
        </Drawer>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateNewDialog initial={creating.initial} onClose={() => setCreating(null)} />
        </Suspense>
      )}
    </>
  );
}
