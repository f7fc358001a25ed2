import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INITIAL_JOB_STATUS, isToggleActive, type JobDetail, type JobSubject } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { useBootstrap, useCurrentUser } from '../../../app/session/useSession';
import { useCreateJobMutation } from '../../jobs/jobsApi';
import { jobSubjectOf } from '../../jobs/jobSubject';
import {
  missingForCreate,
  MOVE_ON_AFTER_CREATE_MS,
  nextStep,
  stepsAfterCreation,
  stepsBeforeCreation,
  type JobDraft,
  type JobWizardStep,
} from './jobWizardFlow';
import { jobWizardErrorText } from './jobWizardErrors';
import { StepFrame } from './StepFrame';
import { useCreatableJobTypes, useProjectChoices, useProjectStep } from './useJobWizardChoices';
import { AssignStep } from './steps/AssignStep';
import { DoneStep } from './steps/DoneStep';
import { JobTypeStep } from './steps/JobTypeStep';
import { PreviousJobStep } from './steps/PreviousJobStep';
import { ProjectStep } from './steps/ProjectStep';
import { SkillsStep } from './steps/SkillsStep';
import { loadDateTimeField, StartDateStep } from './steps/StartDateStep';
import { SummaryStep } from './steps/SummaryStep';

/** The draft, and the job a related job follows. */
interface Draft extends JobDraft {
  follows: { id: string; number: number } | null;
}

/** Now, to the minute: the start date a new job gets unless another is chosen (spec 1 section 5). */
function nowToTheMinute(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return now.toISOString();
}

const freshDraft = (project: string | null, follows: Draft['follows'] = null): Draft => ({ jobType: null, project, startDate: nowToTheMinute(), follows });

/** A job about to be created, as the policy sees it: open, nobody assigned, in a project the caller sees. */
const NEW_JOB: JobSubject = { status: INITIAL_JOB_STATUS, isAssignee: false, isClientProject: true };

export interface JobWizardProps {
  /** Back from the first step: the "what to create" page, or closing when there is none. */
  onBack: () => void;
  onClose: () => void;
  /** A project chosen already (the project wizard's "create a job in it"). */
  initialProject?: string | null;
}

/**
 * The job wizard (spec 1 sections 2.6 and 5): job type, project (projects app on), start date and
 * Create; 500 ms after creation it moves on to the job summary with the main questions (when the
 * job type has some or the previous-job app is on) or to assigning people, then the previous job
 * (not inspectors) and skills, each offered only to those who may use it, then the final step.
 * A refused Create keeps every choice and shows the server's text.
 */
export function JobWizard({ onBack, onClose, initialProject = null }: JobWizardProps) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const can = useCan();
  const { toggles } = useBootstrap();
  const withProject = useProjectStep();
  const jobTypes = useCreatableJobTypes();
  const projects = useProjectChoices(!withProject);
  const [createJob, { isLoading: creating }] = useCreateJobMutation();

  const [draft, setDraft] = useState<Draft>(() => freshDraft(initialProject));
  const [step, setStep] = useState<JobWizardStep>('jobType');
  const [showMissing, setShowMissing] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [job, setJob] = useState<JobDetail | null>(null);
  const [movingOn, setMovingOn] = useState(false);
  // Bumped by More and a related job, so that every step starts afresh.
  const [round, setRound] = useState(0);

  const jobType = jobTypes.items.find((type) => type._id === draft.jobType) ?? null;
  const project = projects.items.find((p) => p._id === draft.project) ?? null;
  const subject = job ? jobSubjectOf(job, me) : NEW_JOB;
  const before = stepsBeforeCreation(withProject);
  const after = stepsAfterCreation({
    hasMainQuestions: (job?.jobType.settings.previewSettings ?? jobType?.settings.previewSettings ?? []).length > 0,
    previousJobApp: isToggleActive(toggles, 'previous_job'),
    mayAssign: can('job.assign', subject),
    mayLink: can('job.link', subject),
    maySetSkills: can('job.setSkills', subject) && can('skill.manage'),
  });
  const steps = [...before, ...after];
  const progress = `${t('wizards.job.title')} · ${t('wizards.step', { step: steps.indexOf(step) + 1, count: steps.length })}`;

  // The date picker loads while the type and the project are chosen.
  useEffect(() => void loadDateTimeField(), []);

  // The step to move on to once "created" has shown for 500 ms, as the job then allows.
  const firstAfter = useRef<JobWizardStep>('done');
  firstAfter.current = after[0] ?? 'done';
  useEffect(() => {
    if (!movingOn) return;
    const timer = window.setTimeout(() => {
      setMovingOn(false);
      setStep(firstAfter.current);
    }, MOVE_ON_AFTER_CREATE_MS);
    return () => window.clearTimeout(timer);
  }, [movingOn]);

  function change(next: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...next }));
    setCreateError(null);
  }

  function goBack() {
    const index = before.indexOf(step);
    setShowMissing(false);
    if (index <= 0) onBack();
    else setStep(before[index - 1]!);
  }

  function goNext() {
    const missing = missingForCreate(draft, withProject);
    if ((step === 'jobType' && missing.includes('jobType')) || (step === 'project' && missing.includes('project'))) {
      setShowMissing(true);
      return;
    }
    setShowMissing(false);
    setStep(before[before.indexOf(step) + 1]!);
  }

  async function create() {
    const missing = missingForCreate(draft, withProject);
    if (missing.length > 0) {
      setShowMissing(true);
      // The first step that lacks something, as Next would have said.
      if (missing[0] !== 'startDate') setStep(missing[0]!);
      return;
    }
    setCreateError(null);
    const result = await createJob({
      job_type: draft.jobType!,
      ...(withProject ? { project: draft.project } : {}),
      startDate: draft.startDate,
      ...(draft.follows ? { prev_job: draft.follows.id } : {}),
    });
    if ('error' in result) {
      setCreateError(jobWizardErrorText(result.error, t, i18n.language));
      return;
    }
    setJob(result.data.job);
    setMovingOn(true);
  }

  function startAgain(next: Draft) {
    setDraft(next);
    setJob(null);
    setShowMissing(false);
    setCreateError(null);
    setStep('jobType');
    setRound((r) => r + 1);
  }

  const afterStep = (from: JobWizardStep) => () => setStep(nextStep(after, from));
  const keepJob = (from: JobWizardStep) => (changed: JobDetail) => {
    setJob(changed);
    setStep(nextStep(after, from));
  };

  if (job && !movingOn) {
    const key = `${round}-${step}`;
    switch (step) {
      case 'summary':
        return (
          <StepFrame
            key={key}
            progress={progress}
            heading={t('wizards.job.summary.heading', { number: job.ID })}
            testId="job-summary-step"
            actions={
              <Button variant="contained" onClick={afterStep('summary')}>
                {t('wizards.job.next')}
              </Button>
            }
          >
            <SummaryStep job={job} />
          </StepFrame>
        );
      case 'assign':
        return <AssignStep key={key} job={job} progress={progress} onDone={keepJob('assign')} />;
      case 'previousJob':
        return <PreviousJobStep key={key} job={job} progress={progress} onDone={keepJob('previousJob')} />;
      case 'skills':
        return <SkillsStep key={key} job={job} progress={progress} onDone={afterStep('skills')} />;
      default:
        return (
          <DoneStep
            key={key}
            job={job}
            progress={progress}
            onClose={onClose}
            onMore={() => startAgain(freshDraft(null))}
            onRelated={() => startAgain(freshDraft(job.project?._id ?? null, { id: job._id, number: job.ID }))}
          />
        );
    }
  }

  const busy = creating || movingOn;
  const headingId = `job-wizard-${step}-heading`;
  const actions = (
    <>
      <Button onClick={goBack} disabled={busy}>
        {t('wizards.back')}
      </Button>
      {step === 'startDate' ? (
        <Button variant="contained" onClick={() => void create()} disabled={busy}>
          {creating ? t('wizards.job.creating') : t('wizards.job.create')}
        </Button>
      ) : (
        <Button variant="contained" onClick={goNext} disabled={busy || (step === 'jobType' && jobTypes.items.length === 0)}>
          {t('wizards.job.next')}
        </Button>
      )}
    </>
  );

  return (
    <StepFrame
      key={`${round}-${step}`}
      progress={progress}
      heading={t(`wizards.job.headings.${step as 'jobType' | 'project' | 'startDate'}`)}
      headingId={headingId}
      testId={`job-${step}-step`}
      actions={actions}
    >
      {step === 'jobType' && (
        <JobTypeStep list={jobTypes} value={draft.jobType} onChange={(id) => change({ jobType: id })} showMissing={showMissing} labelledBy={headingId} />
      )}
      {step === 'project' && <ProjectStep list={projects} value={draft.project} onChange={(id) => change({ project: id })} showMissing={showMissing} />}
      {step === 'startDate' && (
        <Stack spacing={2}>
          <StartDateStep
            jobType={jobType}
            project={withProject ? project : null}
            value={draft.startDate}
            onChange={(iso) => change({ startDate: iso })}
            showMissing={showMissing}
          />
          {draft.follows && <Typography color="text.secondary">{t('wizards.job.follows', { number: draft.follows.number })}</Typography>}
          {createError && (
            <Alert severity="error" role="alert" data-testid="job-create-error">
              {createError}
            </Alert>
          )}
          {movingOn && job && (
            <Alert severity="success" role="status" data-testid="job-created">
              {t('wizards.job.created', { number: job.ID })}
            </Alert>
          )}
        </Stack>
      )}
    </StepFrame>
  );
}
