import type { SessionState } from '../../../app/session/sessionSlice';
import { outboxDb } from './outboxDb';
import { userIdOf, userOwner } from './owner';
import type { OutboxStore } from './transport';

/**
 * Starts the signed-in user's sender when their queue holds answers waiting (app start). Only the
 * look into IndexedDB loads first; the sender's code follows when there is something to send.
 */
export async function resumeOutbox(store: OutboxStore): Promise<void> {
  const userId = userIdOf((store.getState() as { session: SessionState }).session.accessToken);
  if (!userId) return;
  const owner = userOwner(userId);
  const records = await (await outboxDb()).getAllFromIndex('answers', 'owner', owner);
  if (!records.some((r) => r.status === 'waiting')) return;
  const [{ outboxFor }, { userTransport }] = await Promise.all([import('./outbox'), import('./transport')]);
  outboxFor(owner, () => userTransport(store, userId)).kick();
}
