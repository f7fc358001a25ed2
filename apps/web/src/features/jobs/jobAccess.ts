import { useCallback } from 'react';
import type { Action, JobSubject, JobSummary, SubjectOf, UserProfile } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { useCurrentUser } from '../../app/session/useSession';

/** The job actions whose rule looks at the job (JobSubject). */
export type JobAction = {
  [A in Action]: SubjectOf<A> extends JobSubject ? (JobSubject extends SubjectOf<A> ? A : never) : never;
}[Action];

/**
 * A job as the access policy sees it (JobSubject): its status, whether the reader is one of its
 * people, and, for a client, whether it is one of their projects' jobs.
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

/** `canOn(action, job)`: whether the policy lets the reader do `action` to `job` (its buttons show only then). */
export function useJobCan(): (action: JobAction, job: Pick<JobSummary, 'status' | 'users' | 'project'>) => boolean {
  const can = useCan();
  const me = useCurrentUser();
  return useCallback((action, job) => can(action, jobSubjectOf(job, me)), [can, me]);
}
