import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
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
  const label = useMenuLabel();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(entries.filter((e) => e.children?.some((c) => isActive(pathname, c.path))).map((e) => [e.key, true])),
  );

  function renderEntry(entry: SideMenuEntry, depth = 0) {
    const text = entry.label ?? label(entry.key);
    const icon = entry.key === 'profile' ? <UserAvatar user={user} size={28} /> : MENU_ICONS[entry.key];
    const primary = entry.key === 'profile' ? displayName(user) : text;
    const common = {
      sx: { minHeight: 44, px: 2.25, ps: collapsed ? 2.25 : 2.25 + depth * 2, borderRadius: 2, mx: 1, my: 0.25 },
      'data-testid': `side-menu-${entry.key}${entry.label ? `-${entry.label}` : ''}`,
      // The rail shows icons only: the name stays available to screen readers and as a hover hint.
      ...(collapsed ? { 'aria-label': primary, title: primary } : {}),
    };
    const content = (
      <>
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{icon}</ListItemIcon>
        {!collapsed && <ListItemText primary={primary} slotProps={{ primary: { noWrap: true } }} />}
        {!collapsed && entry.children && (open[entry.key] ? <ExpandLess /> : <ExpandMore />)}
      </>
    );

    let button;
    if (entry.children) {
      button = (
        <ListItemButton
          {...common}
          aria-expanded={Boolean(open[entry.key])}
          onClick={() => {
            if (collapsed) onExpandRequest();
            setOpen((state) => ({ ...state, [entry.key]: collapsed ? true : !state[entry.key] }));
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
          <Collapse in={Boolean(open[entry.key])} unmountOnExit>
            <List disablePadding>{entry.children.map((child) => renderEntry(child, depth + 1))}</List>
          </Collapse>
        )}
      </li>
    );
  }

  return <List sx={{ py: 1 }}>{entries.map((entry) => renderEntry(entry))}</List>;
}
