import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { ResolvedInstance } from './instance.types';

/** The request's instance; refuses unknown hosts and (unless allowed) inactive instances. */
export function requireInstance(req: FastifyRequest, opts: { allowInactive?: boolean } = {}): ResolvedInstance {
  const instance = req.instance;
  if (!instance) throw new AppError('instance_not_found', 'No instance is served at this address');
  if (!instance.active && !opts.allowInactive) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
  return instance;
}
