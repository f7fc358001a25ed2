import { LIST_COUNT_CAP } from '@fieldwork/contracts';

/**
 * Paging rules of a grid (spec 3 section 9): the URL and the API count pages from 1, the grid
 * from 0 and shows them +1.
 */

/** The grid's zero-based page of a 1-based list page. */
export function toGridPage(page: number): number {
  return Math.max(0, page - 1);
}

/** The list's 1-based page of the grid's zero-based page. */
export function fromGridPage(gridPage: number): number {
  return Math.max(0, Math.floor(gridPage)) + 1;
}

/** The page to show: within 1..totalPages (a page emptied by deletes, or an old link, falls back). */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

/**
 * What the page-jump box asks for, as a 1-based page within the list; null for anything that is
 * not a whole number (letters, signs, decimals, blank), which is ignored.
 */
export function parsePageJump(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return clampPage(Number(trimmed), totalPages);
}

/** The counter's total: exact, or the cap and a plus when the server only estimated it (ADR 0025). */
export function formatTotal(total: number, exact: boolean, locale: string): string {
  const format = new Intl.NumberFormat(locale);
  return exact ? format.format(total) : `${format.format(LIST_COUNT_CAP)}+`;
}
