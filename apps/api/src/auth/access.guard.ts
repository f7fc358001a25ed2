import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { isRoleAtLeast, type Role, type ToggleKey } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { TogglesService } from '../settings/toggles.service';
import { MIN_ROLE_KEY, TOGGLE_KEY } from './auth.decorators';

/** Global, after authentication: the route's minimum role and required app toggle. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(TogglesService) private readonly toggles: TogglesService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    const minRole = this.reflector.getAllAndOverride<Role | undefined>(MIN_ROLE_KEY, targets);
    const toggle = this.reflector.getAllAndOverride<ToggleKey | undefined>(TOGGLE_KEY, targets);
    if (!minRole && !toggle) return true;
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (minRole) {
      if (!req.user) throw new AppError('unauthenticated', 'Sign in first');
      if (!isRoleAtLeast(req.user.role, minRole)) throw AppError.forbidden();
    }
    if (toggle && req.instance) {
      if (!(await this.toggles.isActive(req.instance.id, toggle))) {
        throw new AppError('toggle_disabled', `The ${toggle} app is switched off for this instance`);
      }
    }
    return true;
  }
}
