import { Logger } from 'nestjs-pino';

// Nest reports every module and route it wires at start-up; useful when debugging, noise otherwise.
const WIRING_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** pino for Nest's own messages, without the start-up wiring lines unless LOG_LEVEL is debug or trace. */
export class QuietNestLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && WIRING_CONTEXTS.has(context) && !this.logger.logger.isLevelEnabled('debug')) return;
    super.log(message, ...optionalParams);
  }
}
