import type { SessionState } from '../../../app/session/sessionSlice';
import { outboxDb } from './outboxDb';
import { outboxFor } from './outbox';
import { userIdOf, userOwner, userTransport, type OutboxStore } from './transport';

/** Starts the signed-in user's sender when their queue holds answers waiting (app start). */
export async function resumeOutbox(store: OutboxStore): Promise<void> {
  const userId = userIdOf((store.getState() as { session: SessionState }).session.accessToken);
  if (!userId) return;
  const owner = userOwner(userId);
  const records = await (await outboxDb()).getAllFromIndex('answers', 'owner', owner);
  if (!records.some((r) => r.status === 'waiting')) return;
  outboxFor(owner, () => userTransport(store, userId)).kick();
}
