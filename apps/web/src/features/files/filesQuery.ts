/** Text filter debounce (spec 3 section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** The files screen's ?jobId=a,b: the job ids, without blanks or repeats. */
export function jobIdsFrom(search: URLSearchParams): string[] {
  const raw = search.get('jobId') ?? '';
  return [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))];
}
