import { useMemo } from 'react';
import type { PickerSource } from '@fieldwork/contracts';
import { useJobStatuses } from '../jobStatuses/useJobStatuses';
import type { PickerOptions, UsePickerOptions } from './Picker';
import { rememberLabel } from './pickedLabels';
import { useFilterJobTypesQuery, useSearchJobsQuery, useSearchProjectsQuery } from './pickersApi';
import { useSkillOptions } from './SkillPicker';
import { useUserOptions } from './UserPicker';

/** The instance's statuses, in their order, by their labels (the bootstrap has them all: no call). */
export function useStatusOptions(): PickerOptions {
  const { statuses } = useJobStatuses();
  const options = useMemo(() => statuses.map((s) => ({ id: s.name, label: s.label })), [statuses]);
  return { options, loading: false, failed: false };
}

/** Projects the caller sees, searched on the server (100 at a time). */
export function useProjectOptions(text: string, skip: boolean): PickerOptions {
  const { data, isFetching, isError } = useSearchProjectsQuery({ search: text }, { skip });
  return {
    options: (data?.docs ?? []).map((p) => ({ id: p._id, label: p.name, secondary: p.company ?? undefined })),
    loading: isFetching,
    failed: isError,
  };
}

/** Every job type the caller sees (disabled ones too: old jobs keep theirs), ranked here. */
export function useJobTypeOptions(_text: string, skip: boolean): PickerOptions {
  const { data, isFetching, isError } = useFilterJobTypesQuery(undefined, { skip });
  const options = useMemo(() => (data ?? []).map((jt) => ({ id: jt._id, label: jt.title })), [data]);
  return { options, loading: isFetching, failed: isError };
}

/** A job as a picker names it: its number and type ("#12 Fire check"); its project is the second line. */
export function jobOptionLabel(job: { ID: number; jobType: { title: string } }): string {
  return `#${job.ID} ${job.jobType.title}`;
}

/** Jobs by number, type or project, searched on the server (spec 2 section 7: page_size 100). */
export function useJobOptions(text: string, skip: boolean): PickerOptions {
  const { data, isFetching, isError } = useSearchJobsQuery({ search: text }, { skip });
  return {
    options: (data?.docs ?? []).map((j) => ({ id: j._id, label: jobOptionLabel(j), secondary: j.project?.name })),
    loading: isFetching,
    failed: isError,
  };
}

/** Where a search-select of a list's filters finds its options, by the definition's source. */
export const PICKER_SOURCE_OPTIONS: Record<PickerSource, UsePickerOptions> = {
  users: useUserOptions,
  skills: useSkillOptions,
  projects: useProjectOptions,
  jobTypes: useJobTypeOptions,
  jobs: useJobOptions,
  statuses: useStatusOptions,
};

/**
 * Remembers the statuses' labels for the filter pills (a pill names what was picked; a status in
 * an address was never picked in this visit). Call where a list filters by status.
 */
export function useRememberStatusLabels(): void {
  const { statuses } = useJobStatuses();
  for (const s of statuses) rememberLabel(s.name, s.label);
}
