import type { EditorElement, ElementContext, LayerFilters } from '../model';

/**
 * The layer panel's filters (spec 3 section 2): user, date range, job type, element
 * definition, job status and job id. Every filter that is set must hold; within one filter any
 * of its values will do. Dates are typed and shown d/m/Y and kept as ISO dates (yyyy-mm-dd); the
 * range is inclusive and read on the element's creation day in the browser's own time zone.
 */

/** Whether no filter is set. */
export function hasActiveFilters(filters: LayerFilters): boolean {
  return (
    filters.users.length > 0 ||
    filters.from !== null ||
    filters.to !== null ||
    filters.jobTypes.length > 0 ||
    filters.elements.length > 0 ||
    filters.statuses.length > 0 ||
    filters.jobIds.length > 0
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an instant, as yyyy-mm-dd; null when unreadable. */
export function localIsoDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'd/m/Y' → yyyy-mm-dd (the filter's typed form); null when not a real date. */
export function parseFilterDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** yyyy-mm-dd → 'd/m/Y' as the filter shows it. */
export function formatFilterDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${Number(day)}/${Number(month)}/${year}`;
}

/** The elements the filters let through, in the order given. */
export function filterElements(
  elements: readonly EditorElement[],
  context: ElementContext,
  filters: LayerFilters,
): EditorElement[] {
  if (!hasActiveFilters(filters)) return [...elements];
  const users = new Set(filters.users);
  const jobTypes = new Set(filters.jobTypes);
  const definitions = new Set(filters.elements);
  const statuses = new Set(filters.statuses);
  const jobIds = new Set(filters.jobIds);
  return elements.filter((element) => {
    if (users.size > 0 && !(element.user && users.has(element.user._id))) return false;
    if (definitions.size > 0 && !definitions.has(element.elementId)) return false;
    if (filters.from !== null || filters.to !== null) {
      const day = localIsoDay(element.created_at);
      if (day === null) return false;
      if (filters.from !== null && day < filters.from) return false;
      if (filters.to !== null && day > filters.to) return false;
    }
    if (jobTypes.size > 0 || statuses.size > 0 || jobIds.size > 0) {
      const job = context.jobsById.get(element.job);
      if (!job) return false;
      if (jobTypes.size > 0 && !jobTypes.has(job.jobType._id)) return false;
      if (statuses.size > 0 && !statuses.has(job.status)) return false;
      if (jobIds.size > 0 && !jobIds.has(job.ID)) return false;
    }
    return true;
  });
}

/** The elements newest first (by created_at; ties keep their order). */
export function newestFirst(elements: readonly EditorElement[]): EditorElement[] {
  return elements
    .map((element, index) => ({ element, index, time: Date.parse(element.created_at) || 0 }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.element);
}

/** One active filter, as a chip: which filter, which value, and the filters without it. */
export interface FilterChip {
  key: string;
  kind: 'user' | 'from' | 'to' | 'jobType' | 'element' | 'status' | 'jobId';
  /** The value as the user reads it (a name, a d/m/Y date, a job number). */
  value: string;
  without: LayerFilters;
}

/** What the chips need to name values: the users, job types and definitions known on the plan. */
export interface FilterNames {
  userName(id: string): string;
  jobTypeName(id: string): string;
  elementName(id: string): string;
  statusName(name: string): string;
}

/** The chips of the active filters, in the filter panel's order. */
export function activeFilterChips(filters: LayerFilters, names: FilterNames): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const id of filters.users) {
    chips.push({ key: `user:${id}`, kind: 'user', value: names.userName(id), without: { ...filters, users: filters.users.filter((u) => u !== id) } });
  }
  if (filters.from !== null) chips.push({ key: 'from', kind: 'from', value: formatFilterDate(filters.from), without: { ...filters, from: null } });
  if (filters.to !== null) chips.push({ key: 'to', kind: 'to', value: formatFilterDate(filters.to), without: { ...filters, to: null } });
  for (const id of filters.jobTypes) {
    chips.push({ key: `jobType:${id}`, kind: 'jobType', value: names.jobTypeName(id), without: { ...filters, jobTypes: filters.jobTypes.filter((j) => j !== id) } });
  }
  for (const id of filters.elements) {
    chips.push({ key: `element:${id}`, kind: 'element', value: names.elementName(id), without: { ...filters, elements: filters.elements.filter((e) => e !== id) } });
  }
  for (const status of filters.statuses) {
    chips.push({ key: `status:${status}`, kind: 'status', value: names.statusName(status), without: { ...filters, statuses: filters.statuses.filter((s) => s !== status) } });
  }
  for (const id of filters.jobIds) {
    chips.push({ key: `jobId:${id}`, kind: 'jobId', value: `#${id}`, without: { ...filters, jobIds: filters.jobIds.filter((j) => j !== id) } });
  }
  return chips;
}

/** The values the filter panel offers, from the elements on the plan and their jobs. */
export interface FilterOptions {
  users: { id: string; name: string }[];
  jobTypes: { id: string; name: string }[];
  elements: { id: string; name: string }[];
  statuses: string[];
  jobIds: number[];
}

export function filterOptions(elements: readonly EditorElement[], context: ElementContext): FilterOptions {
  const users = new Map<string, string>();
  const jobTypes = new Map<string, string>();
  const definitions = new Map<string, string>();
  const statuses = new Set<string>();
  const jobIds = new Set<number>();
  for (const element of elements) {
    if (element.user) users.set(element.user._id, element.user.name);
    const definition = context.definitionsById.get(element.elementId);
    if (definition) definitions.set(definition.id, definition.name);
    const job = context.jobsById.get(element.job);
    if (job) {
      jobTypes.set(job.jobType._id, job.jobType.title);
      statuses.add(job.status);
      jobIds.add(job.ID);
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    users: [...users].map(([id, name]) => ({ id, name })).sort(byName),
    jobTypes: [...jobTypes].map(([id, name]) => ({ id, name })).sort(byName),
    elements: [...definitions].map(([id, name]) => ({ id, name })).sort(byName),
    statuses: [...statuses].sort(),
    jobIds: [...jobIds].sort((a, b) => a - b),
  };
}
