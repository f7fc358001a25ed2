import { applyDecorators, type PipeTransform } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  DATE_PRESETS,
  MAX_PAGE_SIZE,
  parseListQuery,
  type FilterDefinition,
  type ListDefinition,
  type ListQuery,
  type ParseOptions,
} from '@fieldwork/contracts';
import { AppError } from '../common/app-error';

/** The error a refused list request answers: 400 validation_failed, each refused parameter in `details`. */
export function listQueryError(issues: ReadonlyArray<{ param: string; message: string }>): AppError {
  return new AppError('validation_failed', `Invalid list request: ${issues.map((i) => i.param).join(', ')}`, issues);
}

/**
 * Parses a list request's query string against its definition (the one codec in contracts).
 * Anything the definition does not declare is refused with the parameter named, never ignored.
 */
export class ListQueryPipe implements PipeTransform<unknown, ListQuery> {
  constructor(
    private readonly def: ListDefinition,
    private readonly options: ParseOptions = {},
  ) {}

  transform(raw: unknown): ListQuery {
    const params = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const { query, issues } = parseListQuery(this.def, params, this.options);
    if (issues.length > 0) throw listQueryError(issues);
    return query;
  }
}

/** Documents a list's query parameters in OpenAPI, from its definition. */
export function ApiListQuery(def: ListDefinition) {
  const sorts = def.sorts.flatMap((s) => [s, `-${s}`]);
  return applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
    ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', enum: [...def.pageSizes], default: def.defaultPageSize } }),
    ApiQuery({ name: 'page_size', required: false, description: `Older clients' page size, served clamped to ${MAX_PAGE_SIZE}`, schema: { type: 'integer', minimum: 1 } }),
    ApiQuery({ name: 'sort', required: false, description: 'A sort key, descending with a leading -', schema: { type: 'string', enum: sorts, default: `${def.defaultSort.dir === 'desc' ? '-' : ''}${def.defaultSort.key}` } }),
    ...(def.search ? [ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: 200 } })] : []),
    ...def.filters.map((f) => ApiQuery({ name: f.kind === 'text' ? `${f.key}[contains]` : f.key, required: false, description: describeFilter(f), schema: { type: 'string' } })),
  );
}

function describeFilter(f: FilterDefinition): string {
  switch (f.kind) {
    case 'radio':
    case 'select':
      return `One of: ${f.options.join(', ')}`;
    case 'checkbox':
    case 'autoSelect':
      return `Any of (comma separated): ${f.options.join(', ')}`;
    case 'searchSelect':
      return `Up to ${f.max} ${f.source} ids, comma separated`;
    case 'user':
      return `Up to ${f.max} user ids, comma separated`;
    case 'text':
      return `Contains this text (also accepted as ${f.key}=...)`;
    case 'date':
      return `A preset (${DATE_PRESETS.join(', ')}) or a range of days YYYY-MM-DD..YYYY-MM-DD (either end may be left out), in the instance's time zone`;
    case 'multiStep':
      return `Values separated by /: ${f.steps.map((s) => (s.options ? `${s.key} (${s.options.join(', ')})` : s.key)).join(' / ')}`;
  }
}
