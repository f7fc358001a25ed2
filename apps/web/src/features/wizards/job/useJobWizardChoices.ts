import { useMemo } from 'react';
import { isToggleActive, mayCreateJobsOf, type JobTypeSummary, type ProjectChoice } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { useBootstrap, useCurrentUser } from '../../../app/session/useSession';
import { jobTypesQuery, useListJobTypesQuery } from '../../jobTypes/jobTypesApi';
import { useGetAllProjectsQuery } from '../../projects/projectsApi';

const NO_COMPANIES: readonly string[] = [];

export interface ListState<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The job types the caller may create jobs of (GET /v2/jobtype: not disabled; the role allowed by
 * the type's permissions, as the policy's job.create reads them).
 */
export function useCreatableJobTypes(): ListState<JobTypeSummary> {
  const { role } = useCurrentUser();
  const can = useCan();
  const { data, isLoading, isError, refetch } = useListJobTypesQuery(jobTypesQuery());
  const items = useMemo(
    () => (data ?? []).filter((type) => !type.settings.isDisabled && can('job.create', { roleMayCreate: mayCreateJobsOf(type.settings, role) })),
    [data, can, role],
  );
  return { items, loading: isLoading, failed: isError, retry: () => void refetch() };
}

/** Whether the wizard asks for a project: the projects app is on and the caller may list projects. */
export function useProjectStep(): boolean {
  const { toggles } = useBootstrap();
  const can = useCan();
  return isToggleActive(toggles, 'projects') && can('project.list');
}

/** Every project the caller sees (GET /v2/projects/all), for the project step. */
export function useProjectChoices(skip: boolean): ListState<ProjectChoice> {
  const { data, isLoading, isError, refetch } = useGetAllProjectsQuery(NO_COMPANIES, { skip });
  return { items: data ?? [], loading: isLoading, failed: isError, retry: () => void refetch() };
}
