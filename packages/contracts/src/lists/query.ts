import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../pagination';
import { isDatePreset, parseCalendarDay, type DateFilterValue } from './date-presets';
import {
  filterOf,
  RESERVED_PARAMS,
  TEXT_OPERATORS,
  type FilterDefinition,
  type IdFormat,
  type ListDefinition,
  type ListSort,
  type TextOperator,
} from './definition';

/**
 * A list request, one codec for all three places it is written: the web's address bar (so Back
 * and a shared link restore a list), the web's call to the API, and the API's parsing of it. Each
 * filter is one query parameter named by its key:
 *
 *   radio, select            kind=pdf
 *   checkbox, auto-select    kind=pdf,image
 *   search-select, user      uploadedBy=<id>,<id>
 *   text                     name[contains]=plan      (or name=plan: contains is the only operator)
 *   date                     createdAt=this_week      createdAt=2026-03-01..2026-03-31
 *   multi step               attachedTo=job/<id>
 *
 * Anything the definition does not declare is refused with the parameter named, never ignored.
 */

export interface TextFilterValue {
  op: TextOperator;
  value: string;
}
export type FilterValue = string | string[] | TextFilterValue | DateFilterValue;

/** The value parseListQuery gives a filter of each kind. */
export interface FilterValueByKind {
  radio: string;
  select: string;
  checkbox: string[];
  autoSelect: string[];
  searchSelect: string[];
  user: string[];
  text: TextFilterValue;
  date: DateFilterValue;
  multiStep: string[];
}
export type FilterValues = Record<string, FilterValue>;

export interface ListQuery {
  /** 1-based, as the API's pages read. */
  page: number;
  limit: number;
  sort: ListSort;
  search: string;
  filters: FilterValues;
}

export interface ListQueryIssue {
  param: string;
  message: string;
}

/** The parsed request, and what was refused in it (dropped from `query`). */
export interface ParsedListQuery {
  query: ListQuery;
  issues: ListQueryIssue[];
}

export type RawParams = Record<string, unknown>;

/** The highest page number a request may ask for. */
export const MAX_PAGE = 1_000_000;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_TEXT_FILTER_LENGTH = 200;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_ID_RE = /^[A-Za-z0-9_-]{1,100}$/;
// C0 and C1 controls, lone surrogates: no filter value needs them.
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function emptyListQuery(def: ListDefinition): ListQuery {
  return { page: 1, limit: def.defaultPageSize, sort: { ...def.defaultSort }, search: '', filters: {} };
}

function isIdIn(format: IdFormat, value: string): boolean {
  return format === 'uuid' ? UUID_RE.test(value) : KEY_ID_RE.test(value);
}

function splitList(raw: string): string[] {
  return [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** Parses one filter's parameter; returns the value or the reason it is refused. */
type Parsed = { value: FilterValue } | { error: string };
const fail = (error: string): Parsed => ({ error });

function parseFilter(f: FilterDefinition, op: string | null, raw: string): Parsed {
  if (op !== null && f.kind !== 'text') return fail(`Filter '${f.key}' takes no operator`);
  switch (f.kind) {
    case 'radio':
    case 'select':
      return f.options.includes(raw) ? { value: raw } : fail(`'${raw}' is not one of ${f.options.join(', ')}`);
    case 'checkbox':
    case 'autoSelect': {
      const values = splitList(raw);
      if (values.length === 0) return fail('Choose at least one value');
      const bad = values.find((v) => !f.options.includes(v));
      return bad === undefined ? { value: values } : fail(`'${bad}' is not one of ${f.options.join(', ')}`);
    }
    case 'searchSelect':
    case 'user': {
      const format = f.kind === 'user' ? 'uuid' : f.idFormat;
      const values = splitList(raw);
      if (values.length === 0) return fail('Choose at least one value');
      if (values.length > f.max) return fail(`At most ${f.max} values`);
      const bad = values.find((v) => !isIdIn(format, v));
      return bad === undefined ? { value: values } : fail(`'${bad.slice(0, 60)}' is not a valid id`);
    }
    case 'text': {
      const operator = op ?? 'contains';
      if (!(f.operators as readonly string[]).includes(operator) || !(TEXT_OPERATORS as readonly string[]).includes(operator)) {
        return fail(`Unknown operator '${operator.slice(0, 40)}' for filter '${f.key}'; use ${f.operators.join(', ')}`);
      }
      const value = raw.trim();
      if (!value) return fail('Type something to filter by');
      if (value.length > MAX_TEXT_FILTER_LENGTH) return fail(`At most ${MAX_TEXT_FILTER_LENGTH} characters`);
      return { value: { op: operator as TextOperator, value } };
    }
    case 'date': {
      if (isDatePreset(raw)) return { value: { preset: raw } };
      const m = /^(\d{4}-\d{2}-\d{2})?\.\.(\d{4}-\d{2}-\d{2})?$/.exec(raw);
      if (!m || (!m[1] && !m[2])) return fail(`'${raw.slice(0, 40)}' is neither a date preset nor a range from..to`);
      if ((m[1] && !parseCalendarDay(m[1])) || (m[2] && !parseCalendarDay(m[2]))) return fail('Not a calendar date');
      if (m[1] && m[2] && m[1] > m[2]) return fail('The range ends before it starts');
      return { value: { ...(m[1] ? { from: m[1] } : {}), ...(m[2] ? { to: m[2] } : {}) } };
    }
    case 'multiStep': {
      const values = raw.split('/');
      if (values.length === 0 || values.length > f.steps.length || values.some((v) => !v)) {
        return fail(`Give 1 to ${f.steps.length} values separated by /`);
      }
      for (const [i, v] of values.entries()) {
        const step = f.steps[i];
        if (step.options ? !step.options.includes(v) : !isIdIn(step.idFormat ?? 'key', v)) {
          return fail(`'${v.slice(0, 60)}' is not valid for ${step.key}`);
        }
      }
      return { value: values };
    }
  }
}

function single(params: RawParams, key: string, issues: ListQueryIssue[]): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    issues.push({ param: key, message: 'Give this parameter once' });
    return undefined;
  }
  if (CONTROL_RE.test(value)) {
    issues.push({ param: key, message: 'Contains characters that are not allowed' });
    return undefined;
  }
  return value;
}

export interface ParseOptions {
  /** Parameters another layer reads (the web's view, selection, widget reference). */
  ignore?: readonly string[];
}

/**
 * Reads a list request. Every refused parameter is an issue naming it; the API answers 400 with
 * them, the web drops them from a stale link or an old saved view and goes on.
 */
export function parseListQuery(def: ListDefinition, params: RawParams, options: ParseOptions = {}): ParsedListQuery {
  const issues: ListQueryIssue[] = [];
  const query = emptyListQuery(def);

  const page = single(params, 'page', issues);
  if (page !== undefined) {
    const n = Number(page);
    if (/^\d+$/.test(page) && n >= 1 && n <= MAX_PAGE) query.page = n;
    else issues.push({ param: 'page', message: `A page is a number from 1 to ${MAX_PAGE}` });
  }
  const limit = single(params, 'limit', issues);
  if (limit !== undefined) {
    const n = Number(limit);
    if (def.pageSizes.includes(n)) query.limit = n;
    else issues.push({ param: 'limit', message: `A page holds ${def.pageSizes.join(', ')} rows` });
  }
  // The spec's older clients send page_size (999999 for "all of a user's files"): served clamped.
  const pageSize = single(params, 'page_size', issues);
  if (pageSize !== undefined && limit === undefined) {
    const n = Number(pageSize);
    if (/^\d+$/.test(pageSize) && n >= 1) query.limit = Math.min(n, MAX_PAGE_SIZE);
    else issues.push({ param: 'page_size', message: 'A page size is a positive number' });
  }
  const sort = single(params, 'sort', issues);
  if (sort !== undefined) {
    const dir = sort.startsWith('-') ? 'desc' : 'asc';
    const key = sort.replace(/^[-+]/, '');
    if (def.sorts.includes(key)) query.sort = { key, dir };
    else issues.push({ param: 'sort', message: `Unknown sort '${key.slice(0, 40)}'; sort by ${def.sorts.join(', ')}` });
  }
  const search = single(params, 'search', issues);
  if (search !== undefined) {
    if (!def.search) issues.push({ param: 'search', message: 'This list has no search' });
    else if (search.trim().length > MAX_SEARCH_LENGTH) issues.push({ param: 'search', message: `At most ${MAX_SEARCH_LENGTH} characters` });
    else query.search = search.trim();
  }

  const ignored = new Set(options.ignore ?? []);
  for (const param of Object.keys(params)) {
    if ((RESERVED_PARAMS as readonly string[]).includes(param) || ignored.has(param)) continue;
    const m = /^([^[\]]+)(?:\[([^[\]]*)\])?$/.exec(param);
    const filter = m ? filterOf(def, m[1]) : undefined;
    if (!m || !filter) {
      issues.push({ param: param.slice(0, 60), message: `Unknown filter '${param.slice(0, 60)}'` });
      continue;
    }
    const raw = single(params, param, issues);
    if (raw === undefined) continue;
    if (filter.key in query.filters) {
      issues.push({ param, message: `Filter '${filter.key}' is given twice` });
      continue;
    }
    const parsed = parseFilter(filter, m[2] ?? null, raw);
    if ('error' in parsed) issues.push({ param, message: parsed.error });
    else query.filters[filter.key] = parsed.value;
  }
  return { query, issues };
}

/** One filter's parameter, as parseListQuery reads it back. */
export function encodeFilter(f: FilterDefinition, value: FilterValue): [string, string] | null {
  if (typeof value === 'string') return value ? [f.key, value] : null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return [f.key, value.join(f.kind === 'multiStep' ? '/' : ',')];
  }
  if ('op' in value) return value.value.trim() ? [`${f.key}[${value.op}]`, value.value] : null;
  if ('preset' in value) return [f.key, value.preset];
  if (!value.from && !value.to) return null;
  return [f.key, `${value.from ?? ''}..${value.to ?? ''}`];
}

/** The parameters of a list request, defaults left out, filters in their declared order. */
export function listQueryToParams(def: ListDefinition, query: Partial<ListQuery>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (query.page && query.page !== 1) out.push(['page', String(query.page)]);
  if (query.limit && query.limit !== def.defaultPageSize) out.push(['limit', String(query.limit)]);
  if (query.sort && (query.sort.key !== def.defaultSort.key || query.sort.dir !== def.defaultSort.dir)) {
    out.push(['sort', `${query.sort.dir === 'desc' ? '-' : ''}${query.sort.key}`]);
  }
  if (query.search?.trim()) out.push(['search', query.search.trim()]);
  for (const f of def.filters) {
    const value = query.filters?.[f.key];
    if (value === undefined) continue;
    const pair = encodeFilter(f, value);
    if (pair) out.push(pair);
  }
  return out;
}

/** The filters as a flat record (what a saved view or default stores). */
export function filtersToRecord(def: ListDefinition, filters: FilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of def.filters) {
    const value = filters[f.key];
    if (value === undefined) continue;
    const pair = encodeFilter(f, value);
    if (pair) out[pair[0]] = pair[1];
  }
  return out;
}

/** Whether any filter is set (the download button shows only then). */
export function hasActiveFilters(query: Pick<ListQuery, 'filters'>): boolean {
  return Object.keys(query.filters).length > 0;
}

/**
 * What a saved view or a per-screen default holds: filters, sort and search as the same
 * parameters a request carries, so that one parser checks all of them.
 */
export const listStateSchema = z
  .record(z.string().min(1).max(60), z.string().max(2000))
  .refine((r) => Object.keys(r).length <= 40, 'At most 40 parameters');
export type ListState = z.infer<typeof listStateSchema>;

/** The parameters of a view (no paging: a view opens on its first page). */
export function listQueryToState(def: ListDefinition, query: Partial<ListQuery>): ListState {
  return Object.fromEntries(listQueryToParams(def, { ...query, page: 1, limit: def.defaultPageSize }));
}
