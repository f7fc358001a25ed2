import { useCallback, useRef, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { JobType, Question, QuestionType } from '@fieldwork/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { FeedbackSnackbar, type Feedback } from '../../../components/FeedbackSnackbar';
import { useCreateQuestionMutation, useDeleteQuestionMutation, useReorderQuestionsMutation } from '../jobTypesApi';
import { AddQuestionMenu } from './AddQuestionMenu';
import { DeleteQuestionDialog } from './DeleteQuestionDialog';
import { editorErrorText } from './editorErrors';
import { GlobalQuestionPicker } from './GlobalQuestionPicker';
import { PreviewPane } from './PreviewPane';
import { QuestionEditor, type EditorHandle } from './QuestionEditor';
import { QuestionList } from './QuestionList';

type View = 'edit' | 'preview';

/**
 * The builder of one job type's questionnaire: the question list (left, or first on a phone) and
 * the selected question's editor (right, or a full-screen panel on a phone), or the preview.
 * Unsaved changes of the selected question are never lost silently: choosing another question,
 * adding one, closing the phone panel or leaving the route asks first, and the browser asks
 * before the tab closes.
 */
export function JobTypeEditor({ jobType }: { jobType: JobType }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const questions: readonly Question[] = jobType.questions;
  const [selectedId, setSelectedId] = useState<string | null>(questions[0]?._id ?? null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The view is in the address (?view=preview), so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'preview' ? 'preview' : 'edit';
  const [previewQuestions, setPreviewQuestions] = useState<readonly Question[]>(questions);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const editor = useRef<EditorHandle>(null);
  // The shared guard; this screen's question names the question whose changes would be lost.
  const { blocker } = useUnsavedChangesGuard(dirty);
  const [createQuestion, creation] = useCreateQuestionMutation();
  const [reorderQuestions, reordering] = useReorderQuestionsMutation();
  const [deleteQuestion, removal] = useDeleteQuestionMutation();
  const selected = questions.find((q) => q._id === selectedId) ?? null;

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Runs `then` at once, or once the user agrees to drop the selected question's changes. */
  const afterAsking = useCallback((then: () => void) => (dirtyRef.current ? setPending(() => then) : then()), []);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;

  const onSelect = useCallback(
    (id: string) => {
      if (id === selectedRef.current) setPanelOpen(true);
      else
        afterAsking(() => {
          setSelectedId(id);
          setPanelOpen(true);
        });
    },
    [afterAsking],
  );

  const onReorder = useCallback(
    (ids: string[]) => {
      void reorderQuestions({ jobTypeId: jobType._id, questions: ids }).then((result) => {
        if ('error' in result) setFeedback({ severity: 'error', text: t('jobTypeEditor.reorder.failed', { reason: editorErrorText(result.error, t, i18n.language) }) });
      });
    },
    [reorderQuestions, jobType._id, t, i18n.language],
  );

  /** Adds a question right after the selected one (or at the end) and opens it. */
  async function add(body: { type: QuestionType; title: string; root?: string }): Promise<boolean> {
    const index = selected ? questions.indexOf(selected) : -1;
    const result = await createQuestion({ jobType: jobType._id, is_global: false, ...body, ...(index >= 0 ? { sequence: index + 1 } : {}) });
    if ('error' in result) {
      const text = editorErrorText(result.error, t, i18n.language);
      if (body.root) setPickError(text);
      else setFeedback({ severity: 'error', text });
      return false;
    }
    setSelectedId(result.data._id);
    setPanelOpen(true);
    setFeedback({ severity: 'success', text: t('jobTypeEditor.add.added') });
    return true;
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    const index = questions.indexOf(deleting);
    const result = await deleteQuestion({ id: deleting._id, jobTypeId: jobType._id });
    if ('error' in result) {
      setDeleteError(editorErrorText(result.error, t, i18n.language));
      return;
    }
    const neighbour = questions[index + 1] ?? questions[index - 1] ?? null;
    if (selectedId === deleting._id) {
      setSelectedId(neighbour?._id ?? null);
      setPanelOpen(false);
    }
    const removed = result.data.rulesRemovedFrom.length;
    setFeedback({ severity: 'success', text: removed > 0 ? t('jobTypeEditor.delete.doneRules', { count: removed }) : t('jobTypeEditor.delete.done') });
    setDeleting(null);
  }

  function changeView(next: View) {
    // The preview shows the selected question as it is being edited, unsaved changes included.
    if (next === 'preview') {
      const draft = editor.current?.draftQuestion();
      setPreviewQuestions(draft ? questions.map((q) => (q._id === draft._id ? draft : q)) : questions);
    }
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'preview') updated.set('view', 'preview');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  }

  const editorOf = (onClose?: () => void) =>
    selected ? (
      <QuestionEditor
        key={selected._id}
        ref={editor}
        question={selected}
        questions={questions}
        jobTypeId={jobType._id}
        onDirtyChange={setDirty}
        onFeedback={setFeedback}
        onClose={onClose}
        onDelete={(question) => {
          setDeleteError(null);
          setDeleting(question);
        }}
      />
    ) : (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {questions.length === 0 ? t('jobTypeEditor.list.empty') : t('jobTypeEditor.editor.none')}
      </Typography>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Button
        component={RouterLink}
        to={`/job_type/settings/${jobType._id}`}
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        startIcon={<ArrowBackIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      >
        {t('jobTypeEditor.backToSettings')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="overline" color="text.secondary">
            {t('jobTypeEditor.title')}
          </Typography>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{jobType.title}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('jobTypeEditor.list.count', { count: questions.length })}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup exclusive size="small" value={view} onChange={(_event, next: View | null) => next && changeView(next)} aria-label={t('jobTypeEditor.preview.view')}>
            <ToggleButton value="edit">{t('jobTypeEditor.preview.editTab')}</ToggleButton>
            <ToggleButton value="preview">{t('jobTypeEditor.preview.tab')}</ToggleButton>
          </ToggleButtonGroup>
          <AddQuestionMenu
            disabled={creation.isLoading || view === 'preview'}
            onAdd={(type) => afterAsking(() => void add({ type, title: '' }))}
            onAddGlobal={() =>
              afterAsking(() => {
                setPickError(null);
                setPicking(true);
              })
            }
          />
        </Stack>
      </Stack>

      {view === 'preview' && <PreviewPane questions={previewQuestions} stepperRTL={jobType.settings.stepperRTL} />}
      {/* Hidden, not unmounted, while the preview shows: the selected question's draft stays. */}
      <Box
        sx={{
          display: view === 'preview' ? 'none' : 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ height: { xs: 'calc(100dvh - 300px)', md: 'calc(100dvh - 260px)' }, minHeight: 320, overflow: 'hidden' }}>
          <QuestionList questions={questions} selectedId={selectedId} dirty={dirty} locked={reordering.isLoading} onSelect={onSelect} onReorder={onReorder} />
        </Paper>
        {!phone && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
            {editorOf()}
          </Paper>
        )}
      </Box>
      {phone && (
        <Dialog fullScreen open={panelOpen && selected !== null && view === 'edit'} onClose={() => afterAsking(() => setPanelOpen(false))}
          slotProps={{ paper: { 'aria-label': t('jobTypeEditor.editor.panel') } as object }}
        >
          <DialogContent sx={{ p: 2 }}>{editorOf(() => afterAsking(() => setPanelOpen(false)))}</DialogContent>
        </Dialog>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={t('jobTypeEditor.unsaved.switchTitle')}
        body={t('jobTypeEditor.unsaved.switchBody', { id: selected?.ID ?? '' })}
        cancelLabel={t('jobTypeEditor.unsaved.keep')}
        confirmLabel={t('jobTypeEditor.unsaved.discard')}
        busy={false}
        error={null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const then = pending;
          setPending(null);
          editor.current?.discard();
          dirtyRef.current = false;
          then?.();
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('jobTypeEditor.unsaved.leaveTitle')}
        body={t('jobTypeEditor.unsaved.leaveBody', { id: selected?.ID ?? '' })}
        cancelLabel={t('jobTypeEditor.unsaved.keep')}
        confirmLabel={t('jobTypeEditor.unsaved.leave')}
        busy={false}
        error={null}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
      {deleting && (
        <DeleteQuestionDialog
          question={deleting}
          questions={questions}
          busy={removal.isLoading}
          error={deleteError}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
      {picking && (
        <GlobalQuestionPicker
          jobTypeId={jobType._id}
          questions={questions}
          busy={creation.isLoading}
          error={pickError}
          onClose={() => setPicking(false)}
          onPick={(global) =>
            void add({ type: global.type, title: global.title, root: global._id }).then((added) => {
              if (added) setPicking(false);
            })
          }
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
