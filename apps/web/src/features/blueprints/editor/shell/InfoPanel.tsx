import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { REMOVED_ELEMENT_LABEL, areaInUnit, lengthInUnit, measureShape, shapeOfCanvas, type PlanScale } from '@fieldwork/blueprint-core';
import type { ElementDefinition } from '@fieldwork/contracts';
import type { EditorElement } from '../../model';

/** The element information panel: the selected element's name, length and area in the plan's unit. */
export function InfoPanel({ selected, scale, definitions, onClose }: { selected: EditorElement | null; scale: PlanScale; definitions: ReadonlyMap<string, ElementDefinition>; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const unit = scale.unit === 'Inches' ? 'in' : 'm';
  const format = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  const measure = selected ? measureShape(shapeOfCanvas(selected.canvasData), scale) : null;
  return (
    <Paper role="region" aria-label={t('blueprintEditor.info.title')} elevation={3} sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, p: 1.5, minWidth: 200, zIndex: 2 }}>
      <IconButton size="small" onClick={onClose} aria-label={t('blueprintEditor.info.close')} sx={{ float: 'inline-end' }}>
        <Close fontSize="small" />
      </IconButton>
      <Typography variant="subtitle2">{t('blueprintEditor.info.title')}</Typography>
      {selected && measure ? (
        <>
          <Typography variant="body2">
            <bdi>{definitions.get(selected.elementId)?.name ?? REMOVED_ELEMENT_LABEL}</bdi>
          </Typography>
          {measure.length !== null ? (
            <Typography variant="body2" data-testid="info-length">
              {t('blueprintEditor.info.length')}: {format(lengthInUnit(measure.length, scale.unit))} {unit}
            </Typography>
          ) : null}
          {measure.area !== null ? (
            <Typography variant="body2" data-testid="info-area">
              {t('blueprintEditor.info.area')}: {format(areaInUnit(measure.area, scale.unit))} {unit}²
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('blueprintEditor.info.none')}
        </Typography>
      )}
    </Paper>
  );
}
