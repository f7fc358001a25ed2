import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ZodSerializerInterceptor } from 'nestjs-zod';
import { from, lastValueFrom, of, type Observable } from 'rxjs';
import { can, isRole, MESSAGES, type Actor } from '@fieldwork/contracts';
import { isImpersonator } from '../auth/impersonator';
import { AppError } from '../common/app-error';
import { isReusableReply } from '../common/checked-reply';
import { Database, type Scope } from '../db/database';
import type { UnitOfWork } from '../db/unit-of-work';
import { InstanceStateService, contextOf } from '../settings/instance-state.service';
import { requireInstance } from '../tenancy/require-instance';
import type { ResolvedInstance, TokenIdentity } from '../tenancy/instance.types';
import { UsersRepository, type UserRow } from '../users/users.repository';
import { ROUTE_ACCESS, type RouteAccess } from './access.decorators';
import { enforce, type AnyCaller } from './caller';

/**
 * One transaction per request. The request's unit of work opens on its first query; the token
 * check (the user still exists, is not banned, has the role) is its first statement, then the
 * route's action is asked of the access policy, then the handler runs with the caller. The unit
 * commits before the reply is sent and rolls back on any error; side effects run after commit.
 */
@Injectable()
export class RequestScopeInterceptor implements NestInterceptor {
  /**
   * The reply is checked against the route's response schema (nestjs-zod's serializer) inside the
   * transaction, before it commits. It is called from here rather than registered as a second
   * global interceptor: each Nest interceptor layer costs every request an async-context bind and
   * two observables.
   */
  private readonly serializer: { intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> };
  /** Reusable replies (common/checked-reply.ts) and their checked form. */
  private readonly checked = new WeakMap<object, unknown>();

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(Database) private readonly db: Database,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {
    this.serializer = new ZodSerializerInterceptor(reflector);
  }

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const access = this.reflector.get<RouteAccess | undefined>(ROUTE_ACCESS, ctx.getHandler());
    if (!access) throw new Error(`${ctx.getClass().name}.${ctx.getHandler().name} declares no access`);
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    // Tenant-less routes (health) open no transaction: on PGlite a request's own transaction
    // would hold the one connection that their privileged queries need.
    if (access.kind === 'public' && !access.tenant) return from(this.handled(ctx, next));
    // The token grant answers on an inactive instance itself, with the catalogue text.
    const instance = requireInstance(req, { allowInactive: access.kind === 'public' });
    const unit = this.db.unit(instance.id);
    return from(this.run(unit, req, instance, access, ctx, next));
  }

  /** The handler's reply, checked against the route's response schema. */
  private async handled(ctx: ExecutionContext, next: CallHandler): Promise<unknown> {
    return this.checkedReply(ctx, await lastValueFrom(next.handle(), { defaultValue: undefined }));
  }

  /**
   * The reply checked against the route's response schema (nestjs-zod's serializer, whose
   * observable of one value is read at once); a reusable reply (built once from cached state) is
   * checked the first time it is given and its checked form reused.
   */
  private checkedReply(ctx: ExecutionContext, reply: unknown): unknown {
    const reusable = isReusableReply(reply);
    if (reusable && this.checked.has(reply)) return this.checked.get(reply);
    let result: { value: unknown } | { error: unknown } | undefined;
    this.serializer.intercept(ctx, { handle: () => of(reply) }).subscribe({ next: (value) => (result = { value }), error: (error: unknown) => (result = { error }) });
    if (!result) throw new Error('The reply check gave no answer');
    if ('error' in result) throw result.error;
    if (reusable) this.checked.set(reply, result.value);
    return result.value;
  }

  private async run(unit: UnitOfWork, req: FastifyRequest, instance: ResolvedInstance, access: RouteAccess, ctx: ExecutionContext, next: CallHandler) {
    try {
      req.caller = await this.callerFor(unit, req, instance, access);
      const result = await this.handled(ctx, next);
      await unit.commit();
      return result;
    } catch (error) {
      await unit.rollback();
      throw error;
    }
  }

  private async callerFor(unit: UnitOfWork, req: FastifyRequest, instance: ResolvedInstance, access: RouteAccess): Promise<AnyCaller> {
    const identity = req.identity;
    const caller = { instance, scope: unit as Scope, actor: null as Actor | null, policy: undefined! as AnyCaller['policy'] };
    if (access.kind === 'public') {
      caller.policy = await this.policyFor(unit, instance);
      return caller;
    }
    if (!identity) {
      if (!access.anonymous) throw new AppError('unauthenticated', 'Sign in first');
      caller.policy = await this.policyFor(unit, instance);
      enforce(can(null, access.action, undefined, caller.policy));
      return caller;
    }
    // The token check is the transaction's first statement, whenever it opens: its user is read
    // in the set-up's round trip.
    unit.onOpen(async (scope, user) => {
      caller.actor = await this.actorOf(scope, identity, user);
    }, this.users.findByIdWithSetup(instance.id, identity.sub));
    if (access.streamsBody) {
      // Decided on the token's role now; the actor is checked again when the body is in and the transaction opens.
      const claimed: Actor = { id: identity.sub, role: identity.role, canManageSkills: false, impersonatedBy: identity.impersonatedBy ?? null };
      caller.policy = this.instances.peek(instance.id) ? contextOf(this.instances.peek(instance.id)!, instance) : await this.policyFor(unit, instance);
      enforce(can(claimed, access.action, undefined, caller.policy));
      if (!unit.opened) caller.actor = claimed;
      return caller;
    }
    await unit.open();
    caller.policy = await this.policyFor(unit, instance);
    enforce(can(caller.actor, access.action, undefined, caller.policy));
    return caller;
  }

  private policyFor(scope: Scope, instance: ResolvedInstance) {
    return this.instances.policyContext(scope, instance);
  }

  /** The signed-in user, as the database has them now (`user`, read with the transaction's set-up). */
  private async actorOf(scope: Scope, identity: TokenIdentity, user: UserRow | null): Promise<Actor> {
    if (!user || !isRole(user.role)) throw new AppError('unauthenticated', 'Session expired, please sign in again');
    if (user.banned) throw new AppError('user_banned', MESSAGES.userBanned);
    // A role changed since the token was issued: the change revoked its refresh tokens, so the user signs in again.
    if (user.role !== identity.role) throw new AppError('unauthenticated', 'Session expired, please sign in again');
    // An impersonation lasts while its sys_admin still is one (one more query, on those sessions only).
    if (identity.impersonatedBy && !isImpersonator(await this.users.findById(scope, identity.impersonatedBy))) {
      throw new AppError('unauthenticated', 'Session expired, please sign in again');
    }
    return {
      id: user.id,
      role: user.role,
      canManageSkills: user.canManageSkills || user.role === 'sys_admin' || user.role === 'business_admin',
      impersonatedBy: identity.impersonatedBy ?? null,
    };
  }
}
