import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ROUTE_ACCESS, type RouteAccess } from '../access/access.decorators';
import { AppError } from '../common/app-error';
import type { TokenIdentity } from '../tenancy/instance.types';

/**
 * Global: reads the bearer token of routes that take one. Public routes ignore it; anonymous
 * routes go without when none comes (a bad one is still a 401).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  override canActivate(ctx: ExecutionContext) {
    const access = this.reflector.get<RouteAccess | undefined>(ROUTE_ACCESS, ctx.getHandler());
    if (!access || access.kind === 'public') return true;
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (access.anonymous && !req.headers.authorization) return true;
    return super.canActivate(ctx);
  }

  override handleRequest<T>(err: unknown, identity: T, info: unknown, ctx: ExecutionContext): T {
    if (err) throw err;
    if (!identity) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw new AppError('unauthenticated', expired ? 'Session expired, please sign in again' : 'Sign in first');
    }
    ctx.switchToHttp().getRequest<FastifyRequest>().identity = identity as unknown as TokenIdentity;
    return identity;
  }
}
