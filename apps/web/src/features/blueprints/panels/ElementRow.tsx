import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  DIMENSION_STEP_METRES,
  REMOVED_ELEMENT_COLOR,
  STROKE_STEP,
  inches,
  inchesToMetres,
  lengthInUnit,
  parseDimensionInput,
  shapeOfCanvas,
  shapeSizeMetres,
  type PlanScale,
} from '@fieldwork/blueprint-core';
import { REVIEW_JOB_STATUS } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../../components/attachments/displayDate';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { EditorElement, EditorMode, ElementContext } from '../model';

/** What the row may change on its element (the layer panel's onChange). */
export interface ElementPatch {
  comment?: string;
  strokeWidth?: number;
  strokeHeight?: number;
  widthAsHeight?: boolean;
}

export interface ElementRowProps {
  element: EditorElement;
  context: ElementContext;
  scale: PlanScale;
  mode: EditorMode;
  selected: boolean;
  editable: boolean;
  statusLabel(name: string): string;
  onSelect(id: string | null): void;
  onToggleVisible(id: string): void;
  onRemoveRequest(element: EditorElement, label: string): void;
  onViewJob(jobId: string): void;
  onChange(id: string, patch: ElementPatch): void;
  onDimensions(id: string, size: { width?: number; height?: number }): void;
}

/** A number shown in an input: at most three decimals, no trailing zeros. */
const shown = (value: number) => String(Number(value.toFixed(3)));

/** The element's name and colour: its definition's, or 'removed element' in grey. */
export function elementLabel(element: EditorElement, context: ElementContext, removed: string): { label: string; color: string } {
  const definition = context.definitionsById.get(element.elementId);
  return definition ? { label: definition.name, color: definition.color } : { label: removed, color: REMOVED_ELEMENT_COLOR };
}

interface StepperProps {
  label: string;
  value: number;
  step: number;
  min: number;
  disabled: boolean;
  /** The typed text; the owner ignores what it cannot read. */
  onValue(raw: string): void;
}

/** A number input that keeps what is typed, shows outside changes, and reports every change. */
function Stepper({ label, value, step, min, disabled, onValue }: StepperProps) {
  const [text, setText] = useState(shown(value));
  const [from, setFrom] = useState(value);
  if (from !== value) {
    setFrom(value);
    setText(shown(value));
  }
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      disabled={disabled}
      slotProps={{ htmlInput: { step, min, inputMode: 'decimal', dir: 'ltr' } }}
      onChange={(event) => {
        setText(event.target.value);
        onValue(event.target.value);
      }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}

/**
 * One element in the layer panel (spec 3 section 2): colour, label, details and dimensions;
 * in edit mode, the description (enabled only while the element is selected) and, for lines
 * and polygons, stroke width and 'use width as height'. Rows of jobs in review carry a red
 * left (start) border.
 */
export const ElementRow = memo(function ElementRow({
  element,
  context,
  scale,
  mode,
  selected,
  editable,
  statusLabel,
  onSelect,
  onToggleVisible,
  onRemoveRequest,
  onViewJob,
  onChange,
  onDimensions,
}: ElementRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<'details' | 'dimensions' | null>(null);
  // The description as typed; a change made elsewhere (undo) replaces it.
  const storedComment = element.canvasData.comment ?? '';
  const [comment, setComment] = useState(storedComment);
  const [commentFrom, setCommentFrom] = useState(storedComment);
  if (storedComment !== commentFrom) {
    setCommentFrom(storedComment);
    setComment(storedComment);
  }
  const { label, color } = elementLabel(element, context, t('blueprints.layers.removedElement'));
  const job = context.jobsById.get(element.job);
  const review = job?.status === REVIEW_JOB_STATUS;
  const editing = mode === 'EDIT';
  const changeable = editing && editable;
  const stroked = element.canvasData.kind === 'Line' || element.canvasData.kind === 'Polygon';
  const unit = t(`blueprints.layers.units.${scale.unit}`);
  const toggle = (panel: 'details' | 'dimensions') => setOpen((current) => (current === panel ? null : panel));

  const description = (
    <TextField
      size="small"
      fullWidth
      label={t('blueprints.layers.description')}
      value={comment}
      disabled={!selected || !editable}
      helperText={selected ? undefined : t('blueprints.layers.descriptionHint')}
      onChange={(event) => {
        setComment(event.target.value);
        onChange(element._id, { comment: event.target.value });
      }}
      slotProps={{ htmlInput: { maxLength: 2000 } }}
    />
  );

  let dimensions = null;
  if (open === 'dimensions') {
    const size = shapeSizeMetres(shapeOfCanvas(element.canvasData), scale);
    const dimension = (axis: 'width' | 'height') => (raw: string) => {
      const typed = parseDimensionInput(raw);
      if (typed === null) return;
      // Typed in the instance unit; the editor is handed metres.
      const inMetres = scale.unit === 'Inches' ? inchesToMetres(inches(typed)) : typed;
      onDimensions(element._id, { [axis]: inMetres });
    };
    const step = scale.unit === 'Inches' ? 1 : DIMENSION_STEP_METRES;
    dimensions = (
      <Stack id={`${id}-dimensions`} direction="row" spacing={1} sx={{ pt: 1 }}>
        <Stepper label={t('blueprints.layers.width', { unit })} value={lengthInUnit(size.width, scale.unit)} step={step} min={0} disabled={!changeable} onValue={dimension('width')} />
        <Stepper label={t('blueprints.layers.height', { unit })} value={lengthInUnit(size.height, scale.unit)} step={step} min={0} disabled={!changeable} onValue={dimension('height')} />
      </Stack>
    );
  }

  const created = formatDisplayDateTime(element.created_at);
  const unknown = t('blueprints.layers.unknown');
  return (
    <Box
      component="li"
      data-testid="layer-row"
      data-review={review ? 'true' : undefined}
      aria-current={selected ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        borderInlineStart: '4px solid',
        borderInlineStartColor: review ? 'error.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : undefined,
        opacity: element.visible ? 1 : 0.6,
        px: 1,
        py: 0.5,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <Box aria-hidden sx={{ width: 16, height: 16, flexShrink: 0, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }} />
        <ButtonBase
          onClick={() => onSelect(selected ? null : element._id)}
          aria-pressed={selected}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start', minHeight: 40, px: 0.5, borderRadius: 1 }}
        >
          <Typography variant="body2" noWrap component="span">
            <bdi>{label}</bdi>
            {job && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 0.75 }}>
                #{job.ID}
              </Typography>
            )}
          </Typography>
          {review && <Box component="span" sx={visuallyHidden}>{t('blueprints.layers.review')}</Box>}
        </ButtonBase>
        <IconButton
          size="small"
          onClick={() => toggle('details')}
          aria-expanded={open === 'details'}
          aria-controls={open === 'details' ? `${id}-details` : undefined}
          aria-label={t('blueprints.layers.details', { name: label })}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={() => toggle('dimensions')}
          aria-expanded={open === 'dimensions'}
          aria-controls={open === 'dimensions' ? `${id}-dimensions` : undefined}
          aria-label={t('blueprints.layers.dimensions', { name: label })}
        >
          <StraightenOutlined fontSize="small" />
        </IconButton>
      </Stack>
      {open === 'details' && (
        <Box id={`${id}-details`} sx={{ pt: 1 }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, typography: 'body2', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' } }}>
            <dt>{t('blueprints.layers.created')}</dt>
            <dd>
              <bdi>{created ?? unknown}</bdi>
            </dd>
            <dt>{t('blueprints.layers.author')}</dt>
            <dd>
              <bdi>{element.user?.name ?? unknown}</bdi>
            </dd>
            <dt>{t('blueprints.layers.jobType')}</dt>
            <dd>
              <bdi>{job?.jobType.title ?? unknown}</bdi>
            </dd>
            <dt>{t('blueprints.layers.jobId')}</dt>
            <dd>{job ? job.ID : unknown}</dd>
            <dt>{t('blueprints.layers.jobStatus')}</dt>
            <dd>{job ? statusLabel(job.status) : unknown}</dd>
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ pt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={element.visible ? <VisibilityOff /> : <Visibility />}
              disabled={!editable}
              onClick={() => onToggleVisible(element._id)}
              aria-label={t(element.visible ? 'blueprints.layers.hideElement' : 'blueprints.layers.showElement', { name: label })}
            >
              {t(element.visible ? 'blueprints.layers.hide' : 'blueprints.layers.show')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              disabled={!changeable}
              onClick={() => onRemoveRequest(element, label)}
              aria-label={t('blueprints.layers.removeElement', { name: label })}
            >
              {t('blueprints.layers.remove')}
            </Button>
            <Button size="small" startIcon={<OpenInNew />} onClick={() => onViewJob(element.job)}>
              {t('blueprints.layers.viewJob')}
            </Button>
          </Stack>
          {editing && !selected && <Box sx={{ pt: 1 }}>{description}</Box>}
        </Box>
      )}
      {dimensions}
      {editing && selected && (
        <Stack spacing={1} sx={{ pt: 1 }}>
          {description}
          {stroked && (
            <Stack direction="row" spacing={1} alignItems="center">
              <Stepper
                label={t('blueprints.layers.strokeWidth')}
                value={element.canvasData.strokeWidth ?? 1}
                step={STROKE_STEP}
                min={1}
                disabled={!editable}
                onValue={(raw) => {
                  const value = Number(raw);
                  if (raw.trim() !== '' && Number.isFinite(value) && value >= 1) onChange(element._id, { strokeWidth: value });
                }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={element.canvasData.widthAsHeight ?? false}
                    disabled={!editable}
                    onChange={(event) => onChange(element._id, { widthAsHeight: event.target.checked })}
                  />
                }
                label={t('blueprints.layers.widthAsHeight')}
                sx={{ flex: 1, marginInlineEnd: 0 }}
              />
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
});
