import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { isRole, MESSAGES } from '@fieldwork/contracts';
import { ROUTE_ACCESS, type RouteAccess } from '../access/access.decorators';
import { AppError } from '../common/app-error';
import type { TokenIdentity } from '../tenancy/instance.types';
import { AccessTokenSigner } from './access-token';

const BEARER = /^Bearer +(\S+)$/i;

/**
 * Global: reads the bearer token of routes that take one: its signature, its expiry and its
 * instance (a token is good only on a host of the instance that issued it). Public routes ignore
 * it; anonymous routes go without when none comes (a bad one is still a 401). Whether the user
 * still exists, is not banned and has the role is checked in the request's own transaction
 * (RequestScopeInterceptor), not here.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AccessTokenSigner) private readonly tokens: AccessTokenSigner,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    const access = this.reflector.get<RouteAccess | undefined>(ROUTE_ACCESS, ctx.getHandler());
    if (!access || access.kind === 'public') return true;
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const header = req.headers.authorization;
    if (access.anonymous && !header) return true;
    req.identity = this.identity(req, header);
    return true;
  }

  private identity(req: FastifyRequest, header: string | undefined): TokenIdentity {
    const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
    if (!token) throw new AppError('unauthenticated', 'Sign in first');
    const verified = this.tokens.verify(token);
    if (!verified.ok) {
      throw new AppError('unauthenticated', verified.failure === 'expired' ? 'Session expired, please sign in again' : 'Sign in first');
    }
    const { sub, instanceId, role, impersonatedBy } = verified.claims;
    const instance = req.instance;
    if (!instance || instance.id !== instanceId) throw new AppError('unauthenticated', 'This session belongs to another instance');
    if (!instance.active) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
    if (typeof sub !== 'string' || !isRole(role)) throw new AppError('unauthenticated', 'Sign in first');
    return {
      sub,
      instanceId,
      role,
      ...(typeof impersonatedBy === 'string' && impersonatedBy ? { impersonatedBy } : {}),
    };
  }
}
