import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';
import { initialsOf, UserAvatar } from '../../components/UserAvatar';
import { LanguageMenuItems } from '../../components/LanguageMenuItems';
import { pickersCatalogue } from '../../components/pickers/locales';
import { impersonationCatalogue } from '../../features/impersonation/locales';
import { lazyWithCatalogues } from '../i18n/lazyWithCatalogues';
import { useCurrentUser, useLogout } from '../session/useSession';
import { PROFILE_MENU_PATHS, profileMenuEntries, type ProfileMenuKey } from './menuRules';
import { useMenuContext } from './useMenuContext';

/** The impersonation picker loads when a sys_admin first opens it. */
const ImpersonateDialog = lazyWithCatalogues([impersonationCatalogue, pickersCatalogue], () =>
  import('../../features/impersonation/ImpersonateDialog').then((m) => m.ImpersonateDialog),
);

const EXTERNAL: Partial<Record<ProfileMenuKey, () => string | undefined>> = {
  apiDocs: () => '/v2/documentation',
  testServer: () => import.meta.env.VITE_TEST_SERVER_URL || undefined,
};

/**
 * Text between the entries of a menu (who is signed in, the language heading). The menu skips it
 * when it gives focus to its first entry, so it takes no tab stop and the menu holds only its
 * items, separators and such plain text (axe: aria-required-children).
 */
function MenuHeading({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={sx}>{children}</Box>;
}
MenuHeading.muiSkipListHighlight = true;

/** The avatar button and its dropdown (spec 1 section 2.3), with the language switch. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const ctx = useMenuContext();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [impersonating, setImpersonating] = useState(false);
  const close = () => setAnchor(null);

  // The test server address is configuration; without it the entry has nowhere to lead.
  const keys = profileMenuEntries(ctx).filter((key) => key !== 'testServer' || EXTERNAL.testServer?.());

  function itemProps(key: ProfileMenuKey) {
    if (key === 'logout' || key === 'returnToAccount') return { onClick: () => { close(); logout(); } };
    if (key === 'impersonate') return { onClick: () => { close(); setImpersonating(true); } };
    const external = EXTERNAL[key]?.();
    if (external) return { component: 'a', href: external, target: '_blank', rel: 'noopener', onClick: close };
    return { component: RouterLink, to: PROFILE_MENU_PATHS[key] ?? '/', onClick: close };
  }

  return (
    <>
      <IconButton
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={user.avatar || user.imgUrl ? t('menu.account') : t('menu.accountWithInitials', { initials: initialsOf(user) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={34} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <MenuHeading sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{displayName(user)}</Typography>
          <Typography variant="body2" color="text.secondary">{t(`roles.${user.role}`)}</Typography>
        </MenuHeading>
        <Divider />
        {keys.map((key) => (
          <MenuItem key={key} data-testid={`profile-menu-${key}`} {...itemProps(key)}>
            <ListItemText>{t(`menu.${key}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuHeading sx={{ px: 2, pt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('app.language')}
          </Typography>
        </MenuHeading>
        <LanguageMenuItems onChosen={close} />
      </Menu>
      {impersonating && (
        <Suspense fallback={null}>
          <ImpersonateDialog onClose={() => setImpersonating(false)} />
        </Suspense>
      )}
    </>
  );
}
