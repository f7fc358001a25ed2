import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { AuthUser, ResolvedInstance } from './instance.types';

/** The request's instance; refuses unknown hosts and inactive instances. */
export const CurrentInstance = createParamDecorator((_: unknown, ctx: ExecutionContext): ResolvedInstance => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  return requireInstance(req);
});

export function requireInstance(req: FastifyRequest, opts: { allowInactive?: boolean } = {}): ResolvedInstance {
  const instance = req.instance;
  if (!instance) throw new AppError('instance_not_found', 'No instance is served at this address');
  if (!instance.active && !opts.allowInactive) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
  return instance;
}

/** The signed-in user (routes behind the global auth guard always have one). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  if (!req.user) throw new AppError('unauthenticated', 'Sign in first');
  return req.user;
});

/** The signed-in user or undefined, for routes that also answer anonymously. */
export const OptionalUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest<FastifyRequest>().user,
);
