import { z } from 'zod';

/** Default grid page size (spec 3 section 9). */
export const DEFAULT_PAGE_SIZE = 20;
/** Page sizes the grids offer. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;
/** The largest page the server hands out in one answer, whatever is asked (999999 included). */
export const MAX_PAGE_SIZE = 500;

/** Query of a paged list: 1-based page, as the spec's calls send it. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Clamps a requested page size into what the server serves. */
export function clampPageSize(requested: number): number {
  return Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(requested)));
}

/** A list page as the spec reads it: data.docs and the counters beside it. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    docs: z.array(item),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Page<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
}

export function toPage<T>(docs: T[], totalDocs: number, page: number, limit: number): Page<T> {
  return { docs, totalDocs, page, limit, totalPages: Math.max(1, Math.ceil(totalDocs / limit)) };
}

/** The reply of a call that only says it worked (the spec reads `success`). */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;
