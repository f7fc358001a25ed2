import { can, type Action, type Actor, type Decision, type PolicyContext, type SubjectOf } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import type { ResolvedInstance } from '../tenancy/instance.types';

/**
 * Who is asking, in which tenant and transaction, under which policy context. Every service
 * method takes it first; repositories take its `scope`.
 */
export interface Caller<A extends Actor | null = Actor> {
  readonly instance: ResolvedInstance;
  readonly actor: A;
  readonly scope: Scope;
  readonly policy: PolicyContext;
}

/** A caller who may be anonymous. */
export type AnyCaller = Caller<Actor | null>;

declare module 'fastify' {
  interface FastifyRequest {
    caller?: AnyCaller;
  }
}

/** Asks the policy and throws its refusal as the matching domain error. */
export function authorize<A extends Action>(caller: AnyCaller, action: A, subject?: SubjectOf<A>): void {
  enforce(can(caller.actor, action, subject, caller.policy));
}

/** Whether the policy allows it, for filtering (no error). */
export function allows<A extends Action>(caller: AnyCaller, action: A, subject?: SubjectOf<A>): boolean {
  return can(caller.actor, action, subject, caller.policy).allowed;
}

/** A refusal as the API answers it: 401, 403 (toggle_disabled for an app that is off) or 404. */
export function enforce(decision: Decision): void {
  if (decision.allowed) return;
  const details = { reason: decision.reason, ...(decision.app ? { app: decision.app } : {}), ...(decision.flag ? { flag: decision.flag } : {}) };
  switch (decision.reason) {
    case 'unauthenticated':
      throw new AppError('unauthenticated', 'Sign in first', details);
    case 'app_off':
      throw new AppError('toggle_disabled', `The ${decision.app} app is switched off for this instance`, details);
    case 'not_visible':
      // A row the caller may not see answers as if it did not exist, and says no more.
      throw AppError.notFound();
    case 'status_locked':
      throw new AppError('forbidden', 'Inspectors cannot edit a job in done', details);
    case 'invalid_target':
      throw new AppError('validation_failed', 'This cannot be done to that user', details);
    default:
      throw new AppError('forbidden', 'You are not allowed to do this', details);
  }
}
