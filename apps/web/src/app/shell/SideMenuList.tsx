import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { displayName } from '@fieldwork/contracts';
import { UserAvatar } from '../../components/UserAvatar';
import { useCurrentUser, useMenuLabel } from '../session/useSession';
import { MENU_ICONS } from './menuIcons';
import type { SideMenuEntry } from './menuRules';

interface SideMenuListProps {
  entries: SideMenuEntry[];
  /** Rail form: icons only, labels in tooltips. */
  collapsed: boolean;
  onNavigate: () => void;
  onAction: (entry: SideMenuEntry) => void;
  /** In the rail, opening a submenu first expands the drawer. */
  onExpandRequest: () => void;
}

function isActive(pathname: string, path?: string): boolean {
  return Boolean(path) && (pathname === path || pathname.startsWith(`${path}/`));
}

export function SideMenuList({ entries, collapsed, onNavigate, onAction, onExpandRequest }: SideMenuListProps) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  // A submenu holding the current page starts open (the job types arrive after the menu, so this
  // is read each render); once toggled, the user's choice holds.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const open = (key: string) => toggled[key] ?? entries.some((e) => e.key === key && e.children?.some((c) => isActive(pathname, c.path)));

  function renderEntry(entry: SideMenuEntry, depth = 0) {
    const text = entry.label ?? label(entry.key);
    const icon = entry.key === 'profile' ? <UserAvatar user={user} size={28} /> : MENU_ICONS[entry.key];
    const primary = entry.key === 'profile' ? displayName(user) : text;
    // A disabled job type says so beside its name, in the rail's hint too.
    const secondary = entry.disabled ? t('menu.jobTypeDisabled') : undefined;
    const common = {
      sx: { minHeight: 44, px: 2.25, ps: collapsed ? 2.25 : 2.25 + depth * 2, borderRadius: 2, mx: 1, my: 0.25 },
      'data-testid': `side-menu-${entry.key}${entry.label ? `-${entry.label}` : ''}`,
      // The rail shows icons only: the name stays available to screen readers and as a hover hint.
      ...(collapsed ? { 'aria-label': secondary ? `${primary}, ${secondary}` : primary, title: primary } : {}),
    };
    const content = (
      <>
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit', opacity: entry.disabled ? 0.55 : undefined }}>{icon}</ListItemIcon>
        {!collapsed && (
          <ListItemText
            primary={primary}
            secondary={secondary}
            slotProps={{ primary: { noWrap: true, sx: entry.disabled ? { color: 'text.secondary' } : undefined }, secondary: { noWrap: true } }}
          />
        )}
        {!collapsed && entry.children && (open(entry.key) ? <ExpandLess /> : <ExpandMore />)}
      </>
    );

    let button;
    if (entry.children) {
      button = (
        <ListItemButton
          {...common}
          aria-expanded={open(entry.key)}
          onClick={() => {
            if (collapsed) onExpandRequest();
            setToggled((state) => ({ ...state, [entry.key]: collapsed ? true : !open(entry.key) }));
          }}
        >
          {content}
        </ListItemButton>
      );
    } else if (entry.path) {
      button = (
        <ListItemButton {...common} component={NavLink} to={entry.path} selected={isActive(pathname, entry.path)} onClick={onNavigate}>
          {content}
        </ListItemButton>
      );
    } else {
      button = (
        <ListItemButton {...common} onClick={() => onAction(entry)}>
          {content}
        </ListItemButton>
      );
    }

    return (
      <li key={`${entry.key}-${entry.path ?? ''}`}>
        {button}
        {entry.children && !collapsed && (
          <Collapse in={open(entry.key)} unmountOnExit>
            <List disablePadding>{entry.children.map((child) => renderEntry(child, depth + 1))}</List>
          </Collapse>
        )}
      </li>
    );
  }

  return <List sx={{ py: 1 }}>{entries.map((entry) => renderEntry(entry))}</List>;
}
