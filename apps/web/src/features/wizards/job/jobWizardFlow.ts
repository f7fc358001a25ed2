
/** The job wizard's steps (spec 1 section 2.6), in the order they can come. */
export type JobWizardStep = 'jobType' | 'project' | 'startDate' | 'summary' | 'assign' | 'previousJob' | 'skills' | 'done';

/** How long the wizard shows "created" before it moves on (spec 1 section 2.6). */
export const MOVE_ON_AFTER_CREATE_MS = 500;

/** The steps before the job exists: its type, its project when the projects app is on, its start date (with Create). */
export function stepsBeforeCreation(withProject: boolean): JobWizardStep[] {
  return withProject ? ['jobType', 'project', 'startDate'] : ['jobType', 'startDate'];
}

/** What decides the steps after creation. */
export interface AfterCreation {
  /** The job type has main (preview) questions. */
  hasMainQuestions: boolean;
  /** The previous-job app (toggle previous_job) is on. */
  previousJobApp: boolean;
  /** The caller may assign people to the job (job.assign). */
  mayAssign: boolean;
  /** The caller may link jobs (job.link: never inspectors nor clients). */
  mayLink: boolean;
  /** The caller may set the job's skills (job.setSkills and the skills call's skill.manage). */
  maySetSkills: boolean;
}

/**
 * The steps once the job is created: the job summary with its main questions when the job type
 * has some or the previous-job app is on, else straight to assigning people; then the previous
 * job (not for inspectors) and the skills; then the final step. A step the caller may not use is
 * left out rather than shown disabled.
 */
export function stepsAfterCreation(after: AfterCreation): JobWizardStep[] {
  const steps: JobWizardStep[] = [];
  if (after.hasMainQuestions || after.previousJobApp) steps.push('summary');
  if (after.mayAssign) steps.push('assign');
  if (after.mayLink) steps.push('previousJob');
  if (after.maySetSkills) steps.push('skills');
  steps.push('done');
  return steps;
}

/** The step after `step` in `steps` ('done' when it is the last or not among them). */
export function nextStep(steps: readonly JobWizardStep[], step: JobWizardStep): JobWizardStep {
  const index = steps.indexOf(step);
  return index < 0 ? 'done' : (steps[index + 1] ?? 'done');
}

/** The choices made before the job is created. */
export interface JobDraft {
  jobType: string | null;
  project: string | null;
  /** The start as an ISO instant; null when the picker holds nothing or an invalid date. */
  startDate: string | null;
}

export type DraftField = 'jobType' | 'project' | 'startDate';

/**
 * What a draft lacks before Create (spec 1 section 5): a job type, a start date, and a project
 * when the projects app is on (and the caller can pick one).
 */
export function missingForCreate(draft: JobDraft, projectRequired: boolean): DraftField[] {
  const missing: DraftField[] = [];
  if (!draft.jobType) missing.push('jobType');
  if (projectRequired && !draft.project) missing.push('project');
  if (!draft.startDate) missing.push('startDate');
  return missing;
}
