import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import ContentCut from '@mui/icons-material/ContentCut';
import Create from '@mui/icons-material/Create';
import Crop from '@mui/icons-material/Crop';
import Height from '@mui/icons-material/Height';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InvertColors from '@mui/icons-material/InvertColors';
import NearMe from '@mui/icons-material/NearMe';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Redo from '@mui/icons-material/Redo';
import Replay from '@mui/icons-material/Replay';
import RestartAlt from '@mui/icons-material/RestartAlt';
import RotateRight from '@mui/icons-material/RotateRight';
import Straighten from '@mui/icons-material/Straighten';
import Undo from '@mui/icons-material/Undo';
import { SHAPE_STYLE_LABELS } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorEngine } from '../engine/EditorEngine';
import type { ToolName } from '../engine/state';
import type { ChromeState } from '../engine/useEditorState';

export interface LeftToolbarProps {
  engine: EditorEngine;
  state: ChromeState;
  definitions: readonly ElementDefinition[];
  rotatable: boolean;
  rotating: boolean;
  grayscale: boolean;
  infoOpen: boolean;
  onRotate(): void;
  onGrayscale(): void;
  onInfo(): void;
  onResetMeasures(): void;
  onReplayTour?(): void;
  /** Opens the PDF export wizard (absent until it is wired). */
  onPdfExport?(): void;
  /** The spreadsheet export's own button. */
  sheetExport: ReactNode;
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick(): void;
  pressed?: boolean;
  disabled?: boolean;
  /** Shown instead of the label when disabled (why it is). */
  disabledReason?: string;
}

function ToolButton({ label, icon, onClick, pressed, disabled, disabledReason }: ToolButtonProps) {
  return (
    <Tooltip title={disabled && disabledReason ? disabledReason : label} placement="right">
      <span>
        <IconButton onClick={onClick} disabled={disabled} aria-label={label} aria-pressed={pressed} color={pressed ? 'primary' : 'default'}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The left toolbar (spec 3 section 2): the add-element menu and the tools of edit mode, the
 * measures of set mode, rotate, grayscale, element information, the exports, undo and redo.
 * On a phone it is a scrolling row above the canvas.
 */
export function LeftToolbar({ engine, state, definitions, rotatable, rotating, grayscale, infoOpen, onRotate, onGrayscale, onInfo, onResetMeasures, onReplayTour, onPdfExport, sheetExport }: LeftToolbarProps) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const tool = (name: ToolName, icon: ReactNode) => (
    <ToolButton key={name} label={t(`blueprintEditor.toolbar.${name}`)} icon={icon} pressed={state.tool === name} onClick={() => engine.chooseTool(name)} />
  );
  return (
    <Box
      role="toolbar"
      aria-label={t('blueprintEditor.toolbar.label')}
      aria-orientation="vertical"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        overflow: 'auto',
        flexShrink: 0,
        borderInlineEnd: { sm: 1 },
        borderBottom: { xs: 1, sm: 0 },
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {state.mode === 'EDIT' ? (
        <>
          <Tooltip title={t('blueprintEditor.toolbar.addElement')} placement="right">
            <IconButton aria-label={t('blueprintEditor.toolbar.addElement')} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)} color="primary">
              <AddCircleOutline />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {definitions.length === 0 ? <MenuItem disabled>{t('blueprintEditor.toolbar.noDefinitions')}</MenuItem> : null}
            {definitions.map((d) => (
              <MenuItem
                key={d.id}
                selected={state.definition?.id === d.id}
                onClick={() => {
                  setMenu(null);
                  engine.chooseDefinition(d);
                }}
              >
                <ListItemIcon>
                  <Box sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: d.color, border: 1, borderColor: 'divider' }} />
                </ListItemIcon>
                <ListItemText primary={d.name} secondary={SHAPE_STYLE_LABELS[d.type]} />
              </MenuItem>
            ))}
          </Menu>
          {tool('move', <NearMe />)}
          {tool('scissors', <ContentCut />)}
          {tool('pen', <Create />)}
        </>
      ) : null}
      {state.mode === 'VIEW' ? (
        <>
          {tool('move', <NearMe />)}
          {tool('pen', <Create />)}
        </>
      ) : null}
      {state.mode === 'SET' ? (
        <>
          {tool('move', <NearMe />)}
          {tool('measureHorizontal', <Straighten />)}
          {tool('measureVertical', <Height />)}
          <ToolButton label={t('blueprintEditor.toolbar.resetMeasures')} icon={<RestartAlt />} onClick={onResetMeasures} />
          {onReplayTour ? <ToolButton label={t('blueprintEditor.toolbar.replayIntro')} icon={<Replay />} onClick={onReplayTour} /> : null}
          <ToolButton
            label={t('blueprintEditor.toolbar.rotate')}
            icon={<RotateRight />}
            onClick={onRotate}
            disabled={!rotatable || rotating}
            disabledReason={!rotatable ? t('blueprintEditor.toolbar.rotateDisabled') : undefined}
          />
          <ToolButton label={t('blueprintEditor.toolbar.grayscale')} icon={<InvertColors />} onClick={onGrayscale} pressed={grayscale} />
        </>
      ) : null}
      <Divider flexItem />
      <ToolButton label={t('blueprintEditor.toolbar.info')} icon={<InfoOutlined />} onClick={onInfo} pressed={infoOpen} />
      {tool('crop', <Crop />)}
      {onPdfExport ? <ToolButton label={t('blueprintEditor.toolbar.pdfExport')} icon={<PictureAsPdf />} onClick={onPdfExport} /> : null}
      {sheetExport}
      {state.mode !== 'SET' ? (
        <>
          <Divider flexItem />
          <ToolButton label={t('blueprintEditor.toolbar.undo')} icon={<Undo />} onClick={() => engine.undo()} disabled={!state.canUndo} />
          <ToolButton label={t('blueprintEditor.toolbar.redo')} icon={<Redo />} onClick={() => engine.redo()} disabled={!state.canRedo} />
        </>
      ) : null}
    </Box>
  );
}
