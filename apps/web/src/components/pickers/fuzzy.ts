import Fuse, { type FuseOptionKey } from 'fuse.js';

/**
 * Text search in pickers (spec 1 sections 5 and 9): fuzzy with threshold 0.3, 0.4 when the text is
 * numeric (ids and phone numbers tolerate a slipped digit); a closed-type list (a fixed set the
 * user must know) searches only from 3 characters.
 */
export const FUZZY_THRESHOLD = 0.3;
export const NUMERIC_FUZZY_THRESHOLD = 0.4;
export const CLOSED_SEARCH_MIN_CHARS = 3;
/** Options a picker asks the server for at once (spec 1 section 9). */
export const PICKER_PAGE_SIZE = 100;

export function isNumericText(text: string): boolean {
  return /^[\d\s+()-]*\d[\d\s+()-]*$/.test(text.trim());
}

export function fuzzyThreshold(text: string): number {
  return isNumericText(text) ? NUMERIC_FUZZY_THRESHOLD : FUZZY_THRESHOLD;
}

/** Whether a picker searches at all for this text: closed lists wait for 3 characters. */
export function canSearch(text: string, closed: boolean): boolean {
  return !closed || text.trim().length >= CLOSED_SEARCH_MIN_CHARS;
}

/**
 * The items matching `text`, best first; all of them for an empty text on an open list, none
 * while a closed list has fewer than 3 characters.
 */
export function fuzzyFilter<T>(items: readonly T[], text: string, keys: FuseOptionKey<T>[], closed = false): T[] {
  const query = text.trim();
  if (!canSearch(query, closed)) return [];
  if (!query) return [...items];
  const fuse = new Fuse(items, { keys, threshold: fuzzyThreshold(query), ignoreLocation: true });
  return fuse.search(query).map((result) => result.item);
}
