import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { DEFAULT_BLUEPRINT_SETTINGS, canRotatePlan, fitViewport, planScale, planSizeOfPage, px } from '@fieldwork/blueprint-core';
import type { BlueprintsReply, CanvasShapeInput, ElementDefinition, PlanFile } from '@fieldwork/contracts';
import { useGetMeQuery } from '../../../app/api/apiSlice';
import { useCan } from '../../../app/access/useCan';
import { loadCatalogues } from '../../../app/i18n/i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useGetAssetInfoQuery } from '../../../components/attachments/assetsApi';
import { useGetBlueprintSettingsQuery, useGetBlueprintsQuery, usePutMarkingMutation, usePutPlanPropertiesMutation, useRotatePlanMutation } from '../blueprintsApi';
import type { BlueprintEditorProps } from '../editorProps';
import { NO_FILTERS, type EditorElement, type ElementContext, type LayerFilters } from '../model';
import { PlanCanvas } from './canvas/PlanCanvas';
import { createAutosave, type Autosave } from './engine/autosave';
import { EditorEngine, type RecordKey } from './engine/EditorEngine';
import { NO_MEASURES, type MeasureArrow, type PlanMeasures } from './engine/state';
import { useChromeState } from './engine/useEditorState';
import { blueprintEditorCatalogue } from './locales';
import { EditorDialogs } from './shell/EditorDialogs';
import { InfoPanel } from './shell/InfoPanel';
import { LeftToolbar } from './shell/LeftToolbar';
import { MeasuresBlock } from './shell/MeasuresBlock';
import { MeasureTour } from './shell/MeasureTour';
import { TopBar } from './shell/TopBar';
import { useElementSize } from './shell/useElementSize';
import { usePlanPage } from './shell/usePlanPage';
import { LayerPanel } from '../panels/LayerPanel';
import { PdfExportWizard } from '../export/PdfExportWizard';
import { SheetExportButton } from '../export/SheetExportButton';

/** The plan's stored measurements as the editor holds them. */
function measuresOf(file: PlanFile | undefined): PlanMeasures {
  const m = file?.measurements;
  if (!m) return NO_MEASURES;
  const arrows = (m.arrows ?? {}) as { width?: MeasureArrow; height?: MeasureArrow };
  return { pixels: { ...m.pixels }, metrics: { ...m.metrics }, arrows: { width: arrows.width, height: arrows.height } };
}

/** Every job's markings, with the job's own record added when the all-jobs read came before it was made. */
function mergeReplies(all: BlueprintsReply | undefined, own: BlueprintsReply | undefined): BlueprintsReply | undefined {
  if (!all || !own) return all ?? own;
  const markings = new Set(all.markings.map((m) => m._id));
  const jobs = new Set(all.jobs.map((j) => j._id));
  return {
    file: all.file,
    markings: [...all.markings, ...own.markings.filter((m) => !markings.has(m._id))],
    jobs: [...all.jobs, ...own.jobs.filter((j) => !jobs.has(j._id))],
  };
}

function elementsOf(reply: BlueprintsReply): EditorElement[] {
  return reply.markings.flatMap((marking) => marking.elements.map((e) => ({ ...e, job: marking.job, question: marking.question })));
}

/**
 * The blueprint editor (spec 3 sections 2, 4, 5 and 9; ADR 0046): a full-screen dialog with the
 * top bar, the left toolbar, the plan's canvas and the layer panel's place. The engine holds
 * what is drawn; this shell loads the plan, its markings and the element definitions, saves
 * changes 1 s after the last one, and offers the modes the user may use.
 */
export default function BlueprintEditor(props: BlueprintEditorProps) {
  const { fileId, jobId, question } = props;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadCatalogues([blueprintEditorCatalogue]).then(() => setReady(true));
  }, []);
  // Every job's markings the caller sees; and the job's own read first, which makes its empty
  // record when there is none (ADR 0046), so there is always a record to save to.
  const blueprints = useGetBlueprintsQuery({ file: fileId });
  const own = useGetBlueprintsQuery(jobId && question ? { file: fileId, job: jobId, question } : skipToken);
  const data = useMemo(() => mergeReplies(blueprints.data, own.data), [blueprints.data, own.data]);
  const settings = useGetBlueprintSettingsQuery();
  const asset = useGetAssetInfoQuery(fileId);
  const { t } = useTranslation();
  return (
    <Dialog fullScreen open onClose={props.onClose} slotProps={{ paper: { 'aria-label': t('blueprintEditor.title', 'Blueprint editor') } as object }} disableEscapeKeyDown>
      {!ready || blueprints.isLoading || own.isLoading || settings.isLoading ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', height: '100%', gap: 2 }}>
          <CircularProgress aria-label={t('blueprintEditor.loading', 'Loading the plan…')} />
          {ready ? <Loading /> : null}
        </Box>
      ) : blueprints.isError || !data ? (
        <LoadError
          onRetry={() => {
            void blueprints.refetch();
            if (jobId && question) void own.refetch();
          }}
          onClose={props.onClose}
        />
      ) : (
        <Editor
          key={fileId}
          {...props}
          reply={data}
          definitions={settings.data?.elements ?? []}
          ratio={settings.data?.ratio ?? DEFAULT_BLUEPRINT_SETTINGS.ratio}
          systemUnit={settings.data?.systemUnit ?? DEFAULT_BLUEPRINT_SETTINGS.systemUnit}
          pdfUrl={asset.data?.Location ?? null}
        />
      )}
    </Dialog>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <Typography>{t('blueprintEditor.loading')}</Typography>;
}

function LoadError({ onRetry, onClose }: { onRetry(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Alert severity="error">{t('blueprintEditor.loadError')}</Alert>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={onRetry}>
          {t('blueprintEditor.retry')}
        </Button>
        <Button onClick={onClose}>{t('blueprintEditor.topBar.close')}</Button>
      </Box>
    </Box>
  );
}

interface EditorProps extends BlueprintEditorProps {
  reply: BlueprintsReply;
  definitions: ElementDefinition[];
  ratio: number;
  systemUnit: 'Meters' | 'Inches';
  pdfUrl: string | null;
}

function Editor({ reply, definitions, ratio, systemUnit, pdfUrl, fileId, jobId, question, editOtherJobs, onClose, onNext, nextLabel, onChooseFile, markedPlans, onViewJob }: EditorProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { data: me } = useGetMeQuery();
  const [putMarking] = usePutMarkingMutation();
  const [putPlan] = usePutPlanPropertiesMutation();
  const [rotatePlan, rotation] = useRotatePlanMutation();
  const file = reply.file;
  const isSysAdmin = me?.role === 'sys_admin';
  const ownJob = reply.jobs.find((j) => j._id === jobId);
  // The opener checked the question (answerable, the role's permissions); the status and the
  // role are checked here, and the server decides each save.
  const canEdit =
    !!jobId &&
    !!question &&
    can('blueprint.mark', {
      job: { status: ownJob?.status ?? 'open', isAssignee: true, isClientProject: true },
      statusOpen: true,
      roleMayAnswer: true,
      blocksInspector: false,
      ownJob: true,
      questionAllowsOthers: editOtherJobs,
    });
  const canCalibrate = can('blueprint.calibrate');
  const canChange = useCallback(
    (element: EditorElement) => {
      if (!canEdit) return false;
      if (element.job === jobId && element.question === question) return true;
      return (isSysAdmin || editOtherJobs) && element.question !== null;
    },
    [canEdit, jobId, question, isSysAdmin, editOtherJobs],
  );

  const [engine] = useState(() => {
    const created = new EditorEngine({ jobId, question, canEdit, canCalibrate, canChange, user: me ? { _id: me.id, name: `${me.name.first} ${me.name.last}`.trim() } : null });
    created.load(elementsOf(reply), measuresOf(file));
    created.setMode(canEdit ? 'EDIT' : 'VIEW');
    return created;
  });
  useEffect(() => engine.configure({ canEdit, canCalibrate, canChange }), [engine, canEdit, canCalibrate, canChange]);
  // Dev and test builds only: window.__blueprintEditor is the engine, for tests and the bench to drive.
  useEffect(() => {
    if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return undefined;
    const hook = window as unknown as { __blueprintEditor?: EditorEngine };
    hook.__blueprintEditor = engine;
    return () => {
      if (hook.__blueprintEditor === engine) delete hook.__blueprintEditor;
    };
  }, [engine]);

  // Autosave: each changed marking record, 1 s after the last change.
  const [feedback, setFeedback] = useState<string | null>(null);
  const autosave = useRef<Autosave | null>(null);
  useEffect(() => {
    const saver = createAutosave({
      engine,
      jobId,
      save: (record: RecordKey, elements: EditorElement[]) => {
        const own = record.job === jobId && record.question === question;
        return putMarking({
          file: fileId,
          job: record.job,
          question: record.question ?? '',
          elements: elements.map((e) => ({ _id: e._id, elementId: e.elementId, canvasData: e.canvasData as CanvasShapeInput, visible: e.visible })),
          ...(own || !jobId || !question ? {} : { via: { job: jobId, question } }),
        }).unwrap();
      },
      onError: setFeedback,
    });
    autosave.current = saver;
    return () => {
      void saver.flush();
      saver.dispose();
    };
  }, [engine, fileId, jobId, question, putMarking]);

  const page = usePlanPage(pdfUrl, file.rotation, file.grayscale);
  const planSize = useMemo(
    () => (page.status === 'ready' ? planSizeOfPage(page.page, file.rotation) : { width: px(1190), height: px(842) }),
    [page, file.rotation],
  );
  useEffect(() => engine.configure({ planSize }), [engine, planSize]);

  const area = useRef<HTMLDivElement>(null);
  const size = useElementSize(area);
  // The plan is fitted in the area once its size is known (again after a rotation).
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    const key = `${planSize.width}x${planSize.height}`;
    if (fitted.current === key || page.status === 'loading' || size.width === 0) return;
    if (page.status === 'ready' || page.status === 'error' || !pdfUrl) fitted.current = key;
    engine.setViewport(fitViewport(planSize, size));
  }, [engine, page.status, size, planSize, pdfUrl]);

  const state = useChromeState(engine);
  const definitionsById = useMemo(() => new Map(definitions.map((d) => [d.id, d])), [definitions]);
  const context: ElementContext = useMemo(() => ({ jobsById: new Map(reply.jobs.map((j) => [j._id, j])), definitionsById }), [reply.jobs, definitionsById]);
  const scale = useMemo(() => planScale({ ratio, systemUnit }, state.measures), [ratio, systemUnit, state.measures]);

  // Keys: Escape, space, Shift+arrows, Delete/Backspace, Ctrl/Cmd+Z (not while typing).
  useEffect(() => {
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
    const down = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      if (e.key === ' ' && e.target instanceof HTMLButtonElement) return;
      if (engine.keyDown(e.key, { shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey })) e.preventDefault();
    };
    const up = (e: KeyboardEvent) => engine.keyUp(e.key);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [engine]);

  // Set mode: the tour once per plan for system admins.
  const [tourOpen, setTourOpen] = useState(false);
  const tourShown = useRef(false);
  useEffect(() => {
    if (state.mode === 'SET' && isSysAdmin && !file.measureIntroDisplayed && !tourShown.current) {
      tourShown.current = true;
      setTourOpen(true);
    }
  }, [state.mode, isSysAdmin, file.measureIntroDisplayed]);
  const tourDone = () => {
    setTourOpen(false);
    if (!file.measureIntroDisplayed) void putPlan({ file: fileId, measureIntroDisplayed: true });
  };

  const saveMeasures = (measures: PlanMeasures | null) => {
    putPlan({ file: fileId, measurements: measures })
      .unwrap()
      .catch(() => setFeedback(t('blueprintEditor.measure.saveFailed')));
  };

  const [closing, setClosing] = useState(false);
  const warnedUnsaved = useRef(false);
  const leave = async (then: () => void) => {
    setClosing(true);
    const saved = (await autosave.current?.flush()) ?? true;
    setClosing(false);
    if (saved || !jobId || warnedUnsaved.current) then();
    else {
      warnedUnsaved.current = true;
      setFeedback(t('blueprintEditor.save.retrying'));
    }
  };

  const [panelOpen, setPanelOpen] = useState(true);
  const [infoOpen, setInfoOpen] = useState(false);
  const [filters, setFilters] = useState<LayerFilters>(NO_FILTERS);
  const [exportOpen, setExportOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  // The export's crop preview: the rendered page as an object URL, made when the wizard opens.
  const [pageImageUrl, setPageImageUrl] = useState<string | null>(null);
  const renderedPage = page.status === 'ready' ? page.page.image : null;
  useEffect(() => {
    if (!exportOpen || !renderedPage || typeof renderedPage.toBlob !== 'function') return undefined;
    let url: string | null = null;
    renderedPage.toBlob((blob) => {
      if (!blob) return;
      url = URL.createObjectURL(blob);
      setPageImageUrl(url);
    }, 'image/png');
    return () => {
      if (url) URL.revokeObjectURL(url);
      setPageImageUrl(null);
    };
  }, [exportOpen, renderedPage]);
  const hasMeasures = state.measures.pixels.width !== undefined || state.measures.pixels.height !== undefined;
  const elementCount = state.elements.filter((e) => e.elementId).length;
  const rotatable = canRotatePlan({ elementCount, hasMeasures });
  const measuresBlock = <MeasuresBlock measures={state.measures} />;
  const selected = state.elements.find((e) => e._id === state.selectedId) ?? null;

  const layerPanelProps = {
    elements: state.elements,
    context,
    scale,
    mode: state.mode,
    currentJobId: jobId,
    selectedId: state.selectedId,
    filters,
    onFiltersChange: setFilters,
    canEdit: canChange,
    onSelect: (id: string | null) => engine.select(id),
    onToggleVisible: (id: string) => {
      const element = engine.getState().elements.find((e) => e._id === id);
      if (element) engine.setVisible(id, !element.visible);
    },
    // The panel asked for the confirmation itself.
    onRemove: (id: string) => void engine.removeElement(id),
    onViewJob: (job: string) => onViewJob?.(job),
    onChange: (id: string, patch: Parameters<EditorEngine['changeElement']>[1]) => void engine.changeElement(id, patch),
    onDimensions: (id: string, dims: { width?: number; height?: number }) => void engine.setDimensions(id, dims, scale),
    measures: state.mode === 'SET' ? measuresBlock : null,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <TopBar
        engine={engine}
        state={state}
        fileName={file.name}
        canEdit={canEdit}
        canCalibrate={canCalibrate}
        closing={closing}
        onClose={() => void leave(onClose)}
        onNext={onNext ? () => void leave(onNext) : undefined}
        nextLabel={nextLabel}
        onChooseFile={onChooseFile}
        markedPlans={markedPlans}
        onViewJob={onViewJob && (selected?.job || jobId) ? () => onViewJob((selected?.job || jobId)!) : undefined}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((o) => !o)}
      />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, flexDirection: { xs: 'column', sm: 'row' } }}>
        <LeftToolbar
          engine={engine}
          state={state}
          definitions={definitions}
          rotatable={rotatable}
          rotating={rotation.isLoading}
          grayscale={file.grayscale}
          infoOpen={infoOpen}
          onRotate={() => void rotatePlan({ file: fileId, rotation: 90 })}
          onGrayscale={() => void putPlan({ file: fileId, grayscale: !file.grayscale })}
          onInfo={() => setInfoOpen((o) => !o)}
          onResetMeasures={() => setResetOpen(true)}
          onReplayTour={isSysAdmin ? () => setTourOpen(true) : undefined}
          onPdfExport={() => setExportOpen(true)}
          sheetExport={
            <SheetExportButton
              compact
              file={fileId}
              planName={file.name}
              job={jobId ?? undefined}
              question={question ?? undefined}
              elementIds={state.elements.filter((e) => e.elementId && e.visible).map((e) => e._id)}
            />
          }
        />
        <Box ref={area} sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0, bgcolor: 'grey.200', overflow: 'hidden' }} dir="ltr">
          {page.status === 'error' ? (
            <Alert severity="warning" sx={{ position: 'absolute', top: 8, insetInlineStart: 8, zIndex: 1 }}>
              {t('blueprintEditor.pdfError')}
            </Alert>
          ) : null}
          {page.status === 'loading' ? (
            <Box role="status" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', zIndex: 1 }}>
              <Loading />
            </Box>
          ) : null}
          {file.pages === 0 ? (
            <Alert severity="info" sx={{ m: 2 }}>
              {t('blueprintEditor.empty')}
            </Alert>
          ) : size.width > 0 ? (
            <PlanCanvas
              engine={engine}
              page={page.status === 'ready' ? page.page.image : null}
              planSize={planSize}
              definitions={definitionsById}
              width={size.width}
              height={size.height}
              label={t('blueprintEditor.canvas', { name: file.name })}
            />
          ) : null}
          {infoOpen ? <InfoPanel selected={selected} scale={scale} definitions={definitionsById} onClose={() => setInfoOpen(false)} /> : null}
        </Box>
        {/* The layer panel lays itself out: an aside, or a bottom sheet on phones. */}
        {panelOpen ? <LayerPanel {...layerPanelProps} /> : null}
      </Box>
      <EditorDialogs engine={engine} state={state} onMeasured={saveMeasures} />
      <ConfirmDialog
        open={resetOpen}
        title={t('blueprintEditor.reset.title')}
        body={t('blueprintEditor.reset.text')}
        cancelLabel={t('blueprintEditor.reset.cancel')}
        confirmLabel={t('blueprintEditor.reset.confirm')}
        busy={false}
        error={null}
        onCancel={() => setResetOpen(false)}
        onConfirm={() => {
          setResetOpen(false);
          saveMeasures(null);
          engine.resetMeasures();
        }}
      />
      <MeasureTour open={tourOpen} onDone={tourDone} />
      <PdfExportWizard
        open={exportOpen}
        onClose={() => setExportOpen(false)}
        file={file}
        planSize={planSize}
        pageImageUrl={pageImageUrl}
        elements={state.elements.filter((e) => e.elementId && e.visible)}
        context={context}
        scale={scale}
        selection={{ job: jobId ?? undefined, question: question ?? undefined }}
      />
      <Snackbar
        open={!!feedback || !!state.refusal}
        autoHideDuration={5000}
        onClose={() => setFeedback(null)}
        message={feedback ?? (state.refusal ? t(`blueprintEditor.refusal.${state.refusal}`) : '')}
      />
    </Box>
  );

}
