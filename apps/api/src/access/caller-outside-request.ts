import type { Actor } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import type { InstanceStateService } from '../settings/instance-state.service';
import type { ResolvedInstance } from '../tenancy/instance.types';
import type { Caller } from './caller';

/**
 * A caller for a use case run outside an HTTP request (the demo seed), made as the request scope
 * makes one: the instance as its host resolves, the actor, and the policy context read through
 * the unit's own transaction. Whoever opened the unit commits it.
 */
export async function callerOutsideRequest(instances: InstanceStateService, scope: Scope, instance: ResolvedInstance, actor: Actor): Promise<Caller> {
  return { instance, actor, scope, policy: await instances.policyContext(scope, instance) };
}
