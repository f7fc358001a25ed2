import { z } from 'zod';
import { pageSchema } from '../pagination';
import { listStateSchema } from './query';

/**
 * Saved list state (spec 3 section 7, "Grid lists, saved filters and templates"): a user's default
 * filters per screen, and named views ("templates") of a list. Both store the list's own request
 * parameters (filters, sort, search), checked by the list's parser when saved.
 */

/** GET /v2/apps/client/state/{screen}, and state/byId/{id}: null state when nothing is saved. */
export const clientStateSchema = z.object({
  _id: z.string().nullable(),
  screen: z.string(),
  state: listStateSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type ClientState = z.infer<typeof clientStateSchema>;

/** POST /v2/apps/client/state/{screen}: `state: null` clears the default. */
export const clientStateBodySchema = z.object({ state: listStateSchema.nullable() });
export type ClientStateBody = z.infer<typeof clientStateBodySchema>;

export const VIEW_NAME_MAX = 100;
/** Saved views a user may own per list. */
export const MAX_LIST_VIEWS = 100;
const viewName = z
  .string()
  .trim()
  .min(1, 'Give the view a name')
  .max(VIEW_NAME_MAX, `A name has at most ${VIEW_NAME_MAX} characters`);

/** A named view of a list (GET /v2/{list}/templates). */
export const listViewSchema = z.object({
  _id: z.string(),
  list: z.string(),
  name: z.string(),
  filters: listStateSchema,
  /** Shared views are made by an admin and offered to everyone who opens the list. */
  shared: z.boolean(),
  owner: z.string().nullable(),
  /** Whether the caller may rename, change or delete it. */
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListView = z.infer<typeof listViewSchema>;
export const listViewsSchema = z.array(listViewSchema);

/** POST /v2/{list}/template/{id}: save a view under a client-chosen id (creates or replaces). */
export const saveListViewBodySchema = z.object({
  name: viewName,
  filters: listStateSchema,
  shared: z.boolean().optional(),
});
export type SaveListViewBody = z.infer<typeof saveListViewBodySchema>;

/** POST /v2/{list}/{id}/template: rename with a name; without one, copy the view as one's own. */
export const listViewActionBodySchema = z.object({ name: viewName.optional() }).default({});
export type ListViewActionBody = z.infer<typeof listViewActionBodySchema>;

/** GET /v2/{list}/templates query. */
export const listViewsQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/**
 * A page of a grid list: the spec's {docs, totalDocs, page, limit, totalPages}, and whether the
 * total was counted (up to LIST_COUNT_CAP matching rows) or is the planner's estimate beyond it.
 */
export function listPageSchema<T extends z.ZodTypeAny>(item: T) {
  return pageSchema(item).extend({ totalExact: z.boolean() });
}
/** Matching rows counted exactly; past this the total is an estimate (ADR 0025). */
export const LIST_COUNT_CAP = 1_000;

/** A person as pickers show them (GET /v2/users). */
export const userSummarySchema = z.object({
  _id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
