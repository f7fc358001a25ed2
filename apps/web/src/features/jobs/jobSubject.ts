import type { JobSubject, JobSummary, UserProfile } from '@fieldwork/contracts';

/**
 * A job as the access policy sees it (JobSubject): its status, whether the reader is one of its
 * people, and, for a client, whether it is one of their projects' jobs. The one way the web
 * computes it: the side panel's buttons (useJobCan) and the job wizard ask with it.
 */
export function jobSubjectOf(
  job: Pick<JobSummary, 'status' | 'users' | 'project'>,
  me: Pick<UserProfile, 'id' | 'client_projects'>,
): JobSubject {
  const projectId = job.project?._id;
  return {
    status: job.status,
    isAssignee: job.users.some((u) => u._id === me.id),
    isClientProject: projectId !== undefined && me.client_projects.some((p) => p._id === projectId),
  };
}
