import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { BlueprintEditorProps } from '../editorProps';
import { PlanChooser } from './PlanChooser';
import { useProjectPlans } from './useProjectPlans';

/** The editor's chunk, loaded on first open (Konva and pdfjs come with it). A new one is made to retry a failed load. */
function loadEditor(): ComponentType<BlueprintEditorProps> {
  return lazy(() => import('../editor/BlueprintEditor'));
}

interface BoundaryProps {
  fallback(retry: () => void): ReactNode;
  onRetry(): void;
  children: ReactNode;
}

/** A failed chunk load or a crash in the editor says so in the flow, instead of taking the questionnaire down. */
class EditorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The blueprint editor failed', error);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          this.props.onRetry();
          this.setState({ failed: false });
        })
      : this.props.children;
  }
}

export interface BlueprintEditorFlowProps {
  open: boolean;
  title: string;
  projectId: string;
  jobId: string;
  question: string | null;
  editOtherJobs: boolean;
  /** Opens this plan at once (the job panel's answer rows); otherwise the chooser, skipped for a single plan. */
  fileId?: string | null;
  onClose(): void;
  onNext?: () => void;
  nextLabel?: 'next' | 'submit';
  onViewJob?: (jobId: string) => void;
}

/**
 * The full-screen blueprint flow (ADR 0046): the plan chooser (skipped when the project has a
 * single plan to offer), then the editor on the chosen plan, loaded lazily, behind an error
 * boundary. Rendered only while open, so a closed flow costs nothing.
 */
export function BlueprintEditorFlow(props: BlueprintEditorFlowProps) {
  const { open, onClose, title } = props;
  return (
    <Dialog open={open} onClose={onClose} fullScreen slotProps={{ paper: { 'aria-label': title } as object }}>
      {open && <FlowBody {...props} />}
    </Dialog>
  );
}

function FlowBody({ title, projectId, jobId, question, editOtherJobs, fileId, onClose, onNext, nextLabel, onViewJob }: BlueprintEditorFlowProps) {
  const { t } = useTranslation();
  const plans = useProjectPlans(projectId, jobId);
  const [chosen, setChosen] = useState<string | null>(fileId ?? null);
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Editor = useMemo(() => loadEditor(), [attempt]);
  const single = plans.status === 'ready' && plans.plans.length === 1 ? plans.plans[0]!.id : null;
  const current = chosen ?? single;

  if (current === null) {
    return (
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, width: '100%', mx: 'auto' }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <bdi>{title}</bdi>
          </Typography>
          <IconButton onClick={onClose} aria-label={t('blueprints.chooser.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <PlanChooser plans={plans} onChoose={setChosen} />
      </Box>
    );
  }

  const several = plans.status === 'ready' && plans.plans.length > 1;
  return (
    <EditorBoundary
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <Box sx={{ p: 3 }}>
          <Alert
            severity="error"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={retry}>
                  {t('blueprints.question.retry')}
                </Button>
                <Button color="inherit" size="small" onClick={onClose}>
                  {t('blueprints.question.close')}
                </Button>
              </Stack>
            }
          >
            {t('blueprints.question.editorFailed')}
          </Alert>
        </Box>
      )}
    >
      <Suspense
        fallback={
          <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 3 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('blueprints.question.loadingEditor')}</Typography>
          </Stack>
        }
      >
        <Editor
          fileId={current}
          jobId={jobId}
          question={question}
          editOtherJobs={editOtherJobs}
          onChooseFile={several ? () => setChosen(null) : undefined}
          onClose={onClose}
          onNext={onNext}
          nextLabel={nextLabel}
          markedPlans={plans.markedPlans}
          onViewJob={onViewJob}
        />
      </Suspense>
    </EditorBoundary>
  );
}
