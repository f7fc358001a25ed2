import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY } from './auth.decorators';

/** Global: every route needs a valid bearer token unless it is marked @Public or @OptionalAuth. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  override canActivate(ctx: ExecutionContext) {
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets) && !req.headers.authorization) {
      return true;
    }
    return super.canActivate(ctx);
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err) throw err;
    if (!user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw new AppError('unauthenticated', expired ? 'Session expired, please sign in again' : 'Sign in first');
    }
    return user;
  }
}
