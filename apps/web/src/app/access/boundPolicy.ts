import { can, type Action, type Actor, type Decision, type PolicyContext, type SubjectOf } from '@fieldwork/contracts';

/** The policy's answer, with the reason when it refuses. Without a subject only the gates answer. */
export type Decide = <A extends Action>(action: A, subject?: SubjectOf<A>) => Decision;

/** Whether the policy allows it. Without a subject only the gates answer. */
export type Can = <A extends Action>(action: A, subject?: SubjectOf<A>) => boolean;

export interface BoundPolicy {
  decide: Decide;
  can: Can;
}

/** The contracts policy bound to one actor on one instance: what `useCan` hands out, and what menu tests build. */
export function bindPolicy(actor: Actor | null, context: PolicyContext): BoundPolicy {
  const decide: Decide = (action, subject) => can(actor, action, subject, context);
  return { decide, can: (action, subject) => decide(action, subject).allowed };
}
