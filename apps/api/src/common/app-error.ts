import { ERROR_HTTP_STATUS, MESSAGES, type ErrorCode } from '@fieldwork/contracts';

/** The one domain error. Services raise it; the exception filter maps it to HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_HTTP_STATUS[this.code];
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static forbidden(message = 'You are not allowed to do this'): AppError {
    return new AppError('forbidden', message);
  }

  static invalidCredentials(): AppError {
    return new AppError('invalid_credentials', MESSAGES.invalidCredentials);
  }
}
