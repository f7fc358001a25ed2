import { useCallback, useEffect, useMemo, useRef } from 'react';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { answeringAllowedIn, blocksInspector, DONE_JOB_STATUS, isToggleActive, roleMayAnswer, type JobDetail, type Question } from '@fieldwork/contracts';
import { useDecision } from '../../app/access/useCan';
import { useBootstrap, useCurrentUser } from '../../app/session/useSession';
import type { Feedback } from '../../components/FeedbackSnackbar';
import { useJobStatuses } from '../../components/jobStatuses/useJobStatuses';
import { jobsApi } from '../jobs/jobsApi';
import { jobSubjectOf } from '../jobs/jobSubject';
import { titlesOf } from './drafts';
import { OutboxStatus } from './offline/OutboxStatus';
import { useAnswerOutbox } from './offline/useAnswerOutbox';
import { QuestionnaireScreen } from './QuestionnaireScreen';

export interface JobAnswerDialogProps {
  /** The job as the panel holds it (GET /v2/jobs/{id}): read again once answers are kept. */
  job: JobDetail;
  onClose: () => void;
  notify: (feedback: Feedback) => void;
}

/**
 * The questionnaire of a job (/jobs/{id}/answer, spec 2 section 2): a full-screen dialog over the
 * jobs screen, its own lazy chunk. It answers the job the panel shows, sends through the outbox,
 * and has the job read again once answers are kept, so the panel shows them. A job whose status
 * closes answering, or that the reader may not answer, opens read-only with the policy's reason.
 */
export function JobAnswerDialog({ job, onClose, notify }: JobAnswerDialogProps) {
  const { t } = useTranslation();
  const target = useMemo(() => ({ kind: 'job' as const, jobId: job._id }), [job._id]);
  const labelOf = useMemo(() => titlesOf(job.questions), [job.questions]);
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="answer-dialog-title" data-testid="answer-dialog">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="answer-dialog-title" variant="h6" component="h1" noWrap>
              {t('answering.title', { number: job.ID })}
            </Typography>
            {/* Its own line, its direction from its words: a Latin title in a Hebrew screen is cut at its end, not its start. */}
            <Typography variant="body2" color="text.secondary" noWrap dir="auto">
              <bdi>{job.jobType.title}</bdi>
              {job.project && (
                <>
                  {' · '}
                  <bdi>{job.project.name}</bdi>
                </>
              )}
            </Typography>
          </Box>
          {/* The answers on their way: waiting, sending, sent or refused; online or not; send now, discard. */}
          <OutboxStatus target={target} labelOf={labelOf} />
          <IconButton edge="end" onClick={onClose} aria-label={t('answering.close')}>
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <JobQuestionnaire job={job} onClose={onClose} notify={notify} />
      </Box>
    </Dialog>
  );
}

function JobQuestionnaire({ job, onClose, notify }: { job: JobDetail; onClose: () => void; notify: (feedback: Feedback) => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const decide = useDecision();
  const me = useCurrentUser();
  const settings = useBootstrap();
  const { labelOf } = useJobStatuses();
  const target = useMemo(() => ({ kind: 'job' as const, jobId: job._id }), [job._id]);
  const outbox = useAnswerOutbox(target);

  // The job as a whole: its status, and whether the reader is one of its people (the policy's answer.submit).
  const statusOpen = answeringAllowedIn(settings, job.status);
  const decision = decide('answer.submit', { job: jobSubjectOf(job, me), statusOpen, roleMayAnswer: true, blocksInspector: false });
  const readOnly = !decision.allowed;
  const questionReadOnly = useCallback(
    (q: Question) => !roleMayAnswer(me.role, q) || (me.role === 'inspector' && blocksInspector(q)),
    [me.role],
  );
  const context = useMemo(
    () => ({ jobId: job._id, projectId: job.project?._id ?? null, mentionsOn: isToggleActive(settings.toggles, 'answers_recall') }),
    [job._id, job.project, settings.toggles],
  );

  // Once answers are kept, the job is read again: the panel shows them (and a status an issue changed).
  const sentCount = [...outbox.states.values()].filter((s) => s.state === 'sent').length;
  const seen = useRef(0);
  useEffect(() => {
    if (sentCount > seen.current) dispatch(jobsApi.util.invalidateTags([{ type: 'Job', id: job._id }, { type: 'Job', id: 'LIST' }]));
    seen.current = sentCount;
  }, [sentCount, dispatch, job._id]);

  let notice: string | null = null;
  if (!decision.allowed) {
    if (decision.reason === 'status_locked') {
      notice =
        me.role === 'inspector' && job.status === DONE_JOB_STATUS
          ? t('answering.job.doneLocked')
          : t('answering.job.statusLocked', { status: labelOf(job.status) });
    } else notice = t('answering.job.readOnly');
  }

  return (
    <QuestionnaireScreen
      mode="job"
      questions={job.questions}
      answers={job.answers}
      context={context}
      outbox={readOnly ? null : outbox}
      askLocation={job.jobType.settings.answerLocation}
      stepperRTL={job.jobType.settings.stepperRTL}
      readOnly={readOnly}
      questionReadOnly={questionReadOnly}
      header={
        notice && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="answer-read-only">
            {notice}
          </Alert>
        )
      }
      onDone={() => {
        notify({ severity: 'success', text: outbox.online ? t('answering.job.saved') : t('answering.job.queued') });
        onClose();
      }}
    />
  );
}
