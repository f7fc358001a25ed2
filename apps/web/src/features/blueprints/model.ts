import type { BlueprintElement, BlueprintJob, ElementDefinition } from '@fieldwork/contracts';

/**
 * What the editor and the panels around it share (ADR 0046). The editor engine keeps the
 * elements; the layer panel, its filters and the exports read them in this shape.
 */

/** VIEW looks, EDIT draws and changes, SET calibrates and rotates the plan (spec 3 section 4). */
export type EditorMode = 'VIEW' | 'EDIT' | 'SET';

/** An element as the editor holds it: the stored element and the marking record it belongs to. */
export interface EditorElement extends BlueprintElement {
  /** The job whose marking record holds it. */
  job: string;
  /** The question key of that record (null for markings outside a question). */
  question: string | null;
}

/** The layer panel's filters (spec 3 section 2); an empty list or null filters nothing. */
export interface LayerFilters {
  users: string[];
  /** Inclusive dates, typed and shown as d/m/Y, kept as ISO dates (yyyy-mm-dd). */
  from: string | null;
  to: string | null;
  jobTypes: string[];
  /** Element definition ids. */
  elements: string[];
  statuses: string[];
  /** Job numbers (the job's ID). */
  jobIds: number[];
}

export const NO_FILTERS: LayerFilters = { users: [], from: null, to: null, jobTypes: [], elements: [], statuses: [], jobIds: [] };

/** Everything the panels need to show an element's row: its job and its definition. */
export interface ElementContext {
  jobsById: ReadonlyMap<string, BlueprintJob>;
  definitionsById: ReadonlyMap<string, ElementDefinition>;
}
