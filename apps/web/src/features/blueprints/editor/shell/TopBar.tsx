import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import Layers from '@mui/icons-material/Layers';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Tune from '@mui/icons-material/Tune';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Work from '@mui/icons-material/Work';
import type { EditorMode } from '../../model';
import type { EditorEngine } from '../engine/EditorEngine';
import type { ChromeState } from '../engine/useEditorState';

export interface TopBarProps {
  engine: EditorEngine;
  state: ChromeState;
  fileName: string;
  canEdit: boolean;
  canCalibrate: boolean;
  closing: boolean;
  onClose(): void;
  onNext?(): void;
  nextLabel?: 'next' | 'submit';
  onChooseFile?(): void;
  markedPlans?: number;
  onViewJob?(): void;
  panelOpen: boolean;
  onTogglePanel(): void;
}

const SAVE_COLOR = { saved: 'success', pending: 'default', saving: 'info', retrying: 'warning', noJob: 'error' } as const;

/**
 * The editor's top bar (spec 3 section 2): close, next or submit, the file name, the 'Multiple
 * marked plans' warning, the saved state, show or hide the measure arrows, and the modes.
 * At 390 px the labels give way to icons and the bar scrolls.
 */
export function TopBar({ engine, state, fileName, canEdit, canCalibrate, closing, onClose, onNext, nextLabel = 'next', onChooseFile, markedPlans = 0, onViewJob, panelOpen, onTogglePanel }: TopBarProps) {
  const { t } = useTranslation();
  const modes: { mode: EditorMode; label: string; icon: React.ReactNode; offered: boolean }[] = [
    { mode: 'SET', label: t('blueprintEditor.topBar.setMode'), icon: <Tune />, offered: canCalibrate },
    { mode: 'VIEW', label: t('blueprintEditor.topBar.viewMode'), icon: <Visibility />, offered: true },
    { mode: 'EDIT', label: t('blueprintEditor.topBar.editMode'), icon: <Edit />, offered: canEdit },
  ];
  const multiple = t('blueprintEditor.topBar.multipleMarked');
  return (
    <AppBar position="static" color="inherit" elevation={1} sx={{ bgcolor: "background.paper" }}>
      <Toolbar variant="dense" sx={{ gap: 1, overflowX: 'auto', flexWrap: 'nowrap' }}>
        <IconButton edge="start" onClick={onClose} disabled={closing} aria-label={t('blueprintEditor.topBar.close')}>
          <Close />
        </IconButton>
        {onNext ? (
          <Button onClick={onNext} disabled={closing} endIcon={<NavigateNext sx={{ transform: 'scaleX(var(--fw-dir, 1))' }} />} sx={{ flexShrink: 0 }}>
            {t(`blueprintEditor.topBar.${nextLabel}`)}
          </Button>
        ) : null}
        {onChooseFile ? (
          <Button onClick={onChooseFile} aria-label={t('blueprintEditor.topBar.chooseFile', { name: fileName })} sx={{ textTransform: 'none', minWidth: 0, maxWidth: { xs: 120, sm: 320 } }}>
            <Typography noWrap component="bdi">
              {fileName}
            </Typography>
          </Button>
        ) : (
          <Typography noWrap component="h2" variant="subtitle1" sx={{ maxWidth: { xs: 120, sm: 320 } }}>
            <bdi>{fileName}</bdi>
          </Typography>
        )}
        {markedPlans > 1 ? (
          <Tooltip title={t('blueprintEditor.topBar.multipleMarkedCount', { message: multiple, count: markedPlans })}>
            <Badge badgeContent={markedPlans} color="warning" role="status" aria-label={t('blueprintEditor.topBar.multipleMarkedCount', { message: multiple, count: markedPlans })}>
              <WarningAmber color="warning" />
            </Badge>
          </Tooltip>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Chip size="small" role="status" label={t(`blueprintEditor.save.${state.save}`)} color={SAVE_COLOR[state.save]} variant="outlined" data-testid="save-state" />
        <Tooltip title={state.showMeasures ? t('blueprintEditor.topBar.hideMeasures') : t('blueprintEditor.topBar.showMeasures')}>
          <IconButton onClick={() => engine.toggleMeasures()} aria-label={state.showMeasures ? t('blueprintEditor.topBar.hideMeasures') : t('blueprintEditor.topBar.showMeasures')} aria-pressed={state.showMeasures}>
            {state.showMeasures ? <Visibility /> : <VisibilityOff />}
          </IconButton>
        </Tooltip>
        {onViewJob ? (
          <Tooltip title={t('blueprintEditor.topBar.viewJob')}>
            <IconButton onClick={onViewJob} aria-label={t('blueprintEditor.topBar.viewJob')}>
              <Work />
            </IconButton>
          </Tooltip>
        ) : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state.mode}
          aria-label={t('blueprintEditor.topBar.modes')}
          onChange={(_e, mode: EditorMode | null) => {
            if (mode) engine.setMode(mode);
          }}
        >
          {modes
            .filter((m) => m.offered)
            .map((m) => (
              <ToggleButton key={m.mode} value={m.mode} aria-label={m.label} sx={{ gap: 0.5 }}>
                {m.icon}
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {m.label}
                </Box>
              </ToggleButton>
            ))}
        </ToggleButtonGroup>
        <Tooltip title={t('blueprintEditor.topBar.layers')}>
          <IconButton onClick={onTogglePanel} aria-label={t('blueprintEditor.topBar.layers')} aria-pressed={panelOpen}>
            <Layers />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
