import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import East from '@mui/icons-material/East';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import West from '@mui/icons-material/West';
import { useTranslation } from 'react-i18next';
import type { Direction, LayoutMode, Placed, Resize } from './widgetLayout';
import { moveWidget, resizeWidget } from './widgetMoves';

export interface ArrangeMenuProps {
  id: string;
  anchor: HTMLElement;
  /** The visible widgets as saved. */
  layout: readonly Placed[];
  mode: LayoutMode;
  onClose: () => void;
  /** The layout after a move or a size change. */
  onArrange: (next: Placed[], change: 'moved' | 'resized') => void;
  onHide: () => void;
}

interface Item {
  key: string;
  label: string;
  icon: ReactNode;
  next: Placed[] | null;
  change: 'moved' | 'resized';
}

/**
 * A widget's arranging menu (its own chunk, loaded when first opened): move up, down, left and
 * right, wider, narrower, taller, shorter, hide. What cannot be done from where the widget is
 * stays in the menu, disabled; a phone's one column (each widget as tall as its content) offers
 * only up, down and hide.
 */
export function ArrangeMenu({ id, anchor, layout, mode, onClose, onArrange, onHide }: ArrangeMenuProps) {
  const { t } = useTranslation();
  // Left and right are what the eye sees: in a right-to-left page the grid's start is on the right.
  const rtl = useTheme().direction === 'rtl';
  const sideways = (visual: 'left' | 'right'): Direction => (rtl ? (visual === 'left' ? 'right' : 'left') : visual);
  const move = (dir: Direction) => moveWidget(layout, id, dir, mode);
  const resize = (change: Resize) => resizeWidget(layout, id, change);
  const grid = mode === 'grid';

  const moves: Item[] = [
    { key: 'up', label: t('dashboard.widgets.moveUp'), icon: <ArrowUpward fontSize="small" />, next: move('up'), change: 'moved' },
    { key: 'down', label: t('dashboard.widgets.moveDown'), icon: <ArrowDownward fontSize="small" />, next: move('down'), change: 'moved' },
  ];
  const sizes: Item[] = [];
  if (grid) {
    moves.push(
      { key: 'left', label: t('dashboard.widgets.moveLeft'), icon: <West fontSize="small" />, next: move(sideways('left')), change: 'moved' },
      { key: 'right', label: t('dashboard.widgets.moveRight'), icon: <East fontSize="small" />, next: move(sideways('right')), change: 'moved' },
    );
    sizes.push(
      { key: 'wider', label: t('dashboard.widgets.wider'), icon: <UnfoldMore fontSize="small" sx={{ transform: 'rotate(90deg)' }} />, next: resize('wider'), change: 'resized' },
      { key: 'narrower', label: t('dashboard.widgets.narrower'), icon: <UnfoldLess fontSize="small" sx={{ transform: 'rotate(90deg)' }} />, next: resize('narrower'), change: 'resized' },
      { key: 'taller', label: t('dashboard.widgets.taller'), icon: <UnfoldMore fontSize="small" />, next: resize('taller'), change: 'resized' },
      { key: 'shorter', label: t('dashboard.widgets.shorter'), icon: <UnfoldLess fontSize="small" />, next: resize('shorter'), change: 'resized' },
    );
  }

  const entry = (item: Item) => (
    <MenuItem
      key={item.key}
      disabled={item.next === null}
      onClick={() => {
        onClose();
        if (item.next) onArrange(item.next, item.change);
      }}
    >
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  );

  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {moves.map(entry)}
      <Divider />
      {sizes.map(entry)}
      {sizes.length > 0 && <Divider />}
      <MenuItem
        onClick={() => {
          onClose();
          onHide();
        }}
      >
        <ListItemIcon>
          <VisibilityOffOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('dashboard.widgets.hide')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
