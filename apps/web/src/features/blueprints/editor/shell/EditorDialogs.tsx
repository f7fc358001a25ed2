import { useTranslation } from 'react-i18next';
import { MEASURE_INPUT, POLYGON_SIDES_MIN, isValidMeasureInput, isValidPolygonSides } from '@fieldwork/blueprint-core';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import type { EditorEngine } from '../engine/EditorEngine';
import type { PlanMeasures } from '../engine/state';
import type { ChromeState } from '../engine/useEditorState';
import { NumberDialog } from './NumberDialog';

export interface EditorDialogsProps {
  engine: EditorEngine;
  state: ChromeState;
  /** A measure was set: the plan's measurements to store. */
  onMeasured(measures: PlanMeasures): void;
}

/** The dialogs the engine asks for: polygon sides, a measure's metres, an element's removal. */
export function EditorDialogs({ engine, state, onMeasured }: EditorDialogsProps) {
  const { t } = useTranslation();
  const axis = state.pendingMeasure?.axis ?? 'width';
  return (
    <>
      <NumberDialog
        open={state.askSides}
        title={t('blueprintEditor.sides.title')}
        label={t('blueprintEditor.sides.label')}
        min={POLYGON_SIDES_MIN}
        step={1}
        valid={isValidPolygonSides}
        setLabel={t('blueprintEditor.sides.set')}
        cancelLabel={t('blueprintEditor.sides.cancel')}
        onSet={(sides) => engine.setPolygonSides(sides)}
        onCancel={() => engine.cancelPolygonSides()}
      />
      <NumberDialog
        open={!!state.pendingMeasure}
        title={t(`blueprintEditor.measure.${axis}`)}
        label={t(`blueprintEditor.measure.${axis}Input`)}
        min={MEASURE_INPUT.min}
        max={MEASURE_INPUT.max}
        step={MEASURE_INPUT.step}
        valid={isValidMeasureInput}
        setLabel={t('blueprintEditor.measure.set')}
        cancelLabel={t('blueprintEditor.measure.cancel')}
        onSet={(metres) => {
          const measures = engine.setMeasureMetres(axis, metres);
          if (measures) onMeasured(measures);
        }}
        onCancel={() => engine.keyDown('Escape')}
      />
      <ConfirmDialog
        open={!!state.removeRequest}
        title={t('blueprintEditor.remove.title')}
        body={t('blueprintEditor.remove.text')}
        cancelLabel={t('blueprintEditor.remove.cancel')}
        confirmLabel={t('blueprintEditor.remove.confirm')}
        busy={false}
        error={null}
        onCancel={() => engine.cancelRemove()}
        onConfirm={() => engine.confirmRemove()}
      />
    </>
  );
}
