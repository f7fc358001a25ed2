import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { errorBodySchema } from '@fieldwork/contracts';

/** The one error body, as OpenAPI shows it for every error reply. */
export class ErrorBodyDto extends createZodDto(errorBodySchema) {}

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: a body, query or path that does not match its schema, or bad input (NUL, broken text, nesting)',
  401: 'Not signed in, or the session expired or belongs to another instance',
  403: 'Refused by the access policy (code forbidden), an app switched off (toggle_disabled), or a banned user or inactive instance',
  404: 'No such row for this caller, or no instance at this host',
  409: 'The change conflicts with the state of the row',
  410: 'A link that has expired or was withdrawn',
  413: 'A file or a body over the size limit',
  415: 'A file type the target does not take',
  422: 'A corrupted file, or answers their questions refuse (answer_invalid, each issue named by question and field)',
  429: 'Too many attempts; retry after the Retry-After header',
  500: 'Something went wrong on the server',
  502: 'File storage did not answer',
};

/** Documents error replies with the error body; the access decorators add the ones every route can give. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorBodyDto })),
  );
}
