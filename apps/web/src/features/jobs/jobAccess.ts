import { useCallback } from 'react';
import type { Action, JobSubject, JobSummary, SubjectOf } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { useCurrentUser } from '../../app/session/useSession';
import { jobSubjectOf } from './jobSubject';

/** The job actions whose rule looks at the job (JobSubject). */
export type JobAction = {
  [A in Action]: SubjectOf<A> extends JobSubject ? (JobSubject extends SubjectOf<A> ? A : never) : never;
}[Action];

/** `canOn(action, job)`: whether the policy lets the reader do `action` to `job` (its buttons show only then). */
export function useJobCan(): (action: JobAction, job: Pick<JobSummary, 'status' | 'users' | 'project'>) => boolean {
  const can = useCan();
  const me = useCurrentUser();
  return useCallback((action, job) => can(action, jobSubjectOf(job, me)), [can, me]);
}
