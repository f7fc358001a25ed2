/**
 * Addresses of the jobs list with filters (the grid's query format, contracts' jobsList: one
 * parameter per filter, a date range as from..to), for the widgets to open what they count.
 * Written by hand rather than with the list codec, which would bring zod into /dashboard's first
 * load; jobsLinks.test.ts reads every address back with the codec.
 */
export interface JobsListFilters {
  status?: string;
  jobType?: string;
  assignee?: string;
  /** Calendar days (YYYY-MM-DD), both ends included. */
  createdAt?: { from: string; to: string };
}

export function jobsListUrl(filters: JobsListFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.jobType) params.set('jobType', filters.jobType);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.createdAt) params.set('createdAt', `${filters.createdAt.from}..${filters.createdAt.to}`);
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** The address of one job (its side panel on the list). */
export function jobUrl(id: string): string {
  return `/jobs/${encodeURIComponent(id)}`;
}
