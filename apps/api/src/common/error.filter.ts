import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationException } from 'nestjs-zod';
import { ZodError } from 'zod';
import { MESSAGES, type ErrorBody, type ErrorCode } from '@fieldwork/contracts';
import { AppError } from './app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'file_too_large',
  415: 'invalid_file_type',
  429: 'rate_limited',
};

/** The one exception filter: every failure answers {statusCode, error, code, message, details?}. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(thrown: unknown, host: ArgumentsHost): void {
    const exception = domainErrorIn(thrown);
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const body = this.toBody(exception);
    body.requestId = String(req.id);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, reqId: req.id }, body.message);
    } else if (exception instanceof AppError && exception.cause) {
      // The reason behind a refusal (a corrupted file, say) is for operators, not for the answer.
      this.logger.warn({ err: exception.cause, reqId: req.id, code: body.code }, body.message);
    }
    if (reply.sent) return;
    if (body.code === 'rate_limited') {
      const retry = (body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (retry) void reply.header('retry-after', String(retry));
    }
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) return body(exception.status, exception.code, exception.message, exception.details);
    if (exception instanceof ZodValidationException) {
      const zodError = exception.getZodError();
      return body(400, 'validation_failed', 'Invalid request', issuesOf(zodError));
    }
    if (exception instanceof ZodError) return body(400, 'validation_failed', 'Invalid request', issuesOf(exception));
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
      return body(status, CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'validation_failed'), String(message));
    }
    // Fastify's own errors (body too large, bad content type, malformed JSON) carry a status.
    const status = (exception as { statusCode?: number } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return body(status, CODE_BY_STATUS[status] ?? 'validation_failed', (exception as Error).message);
    }
    return body(500, 'internal', MESSAGES.somethingWentWrong);
  }
}

/**
 * A domain error raised beneath a library that wraps it (drizzle wraps what a transaction's open
 * check throws into its query error) is still that domain error.
 */
function domainErrorIn(thrown: unknown): unknown {
  let current: unknown = thrown;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof AppError) return current;
    current = current.cause;
  }
  return thrown;
}

/** The error body of a domain error, as every failing call answers it. */
export function errorBodyOf(error: AppError): ErrorBody {
  return body(error.status, error.code, error.message, error.details);
}

function body(statusCode: number, code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(details === undefined ? {} : { details }),
  };
}

function issuesOf(error: unknown): unknown {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues ?? [];
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}
