import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

// Nest reports every module and route it wires at start-up; useful when debugging, noise otherwise.
const WIRING_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's messages (and every `new Logger(context)` of the code) as pino lines with their context,
 * without the start-up wiring lines unless LOG_LEVEL is debug or trace. A message may be a string
 * or an object of fields; the last string parameter is the context, an Error the error.
 */
export class QuietNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    if (typeof context === 'string' && WIRING_CONTEXTS.has(context) && !this.logger.isLevelEnabled('debug')) return;
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest appends the logger's context last (after an `undefined` when nothing else was passed).
    const rest = params.filter((p) => p !== undefined);
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (message && typeof message === 'object') {
      // pino's own shape: an object of fields, then the message.
      this.logger[level]({ ...fields, ...(message as Record<string, unknown>) }, typeof rest[0] === 'string' ? rest[0] : undefined);
    } else {
      // Nest's shape for errors: the message, then the stack.
      if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest[0];
      this.logger[level](fields, String(message));
    }
  }
}
