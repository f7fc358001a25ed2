import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { SessionState } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/hooks';
import type { AnswerDraft, AnswerSyncState } from '../types';
import { targetKey, type OutboxTarget } from './outboxDb';
import { outboxFor, parseTarget, type Outbox, type OutboxItem, type OutboxLocation, type OutboxSnapshot } from './outbox';
import { publicOwner, publicTransport, userIdOf, userOwner, userTransport, type OutboxStore } from './transport';

export type { OutboxTarget } from './outboxDb';

export interface AnswerOutbox {
  /** Queues the answers as one submission; resolves when they are stored on the device, not when sent. */
  send(items: OutboxItem[], location?: OutboxLocation): Promise<void>;
  /** Each question key's trip to the server, for this target. */
  states: ReadonlyMap<string, AnswerSyncState>;
  /** Answers of this target waiting to be sent (refused ones not counted). */
  pending: number;
  /**
   * The latest queued draft of each question key of this target (waiting or refused), kept on the
   * device: after a reload the screen lays them over the job's answers, so what was typed shows.
   */
  drafts: ReadonlyMap<string, AnswerDraft>;
  online: boolean;
}

/** The owner of a target's queue: the signed-in user for a job, the link for a public page; null when nobody is signed in. */
export function ownerOf(target: OutboxTarget, accessToken: string | null): string | null {
  if (target.kind === 'public') return publicOwner(target.token);
  const userId = userIdOf(accessToken);
  return userId ? userOwner(userId) : null;
}

/** The outbox of the owner of `target` in this page, started on first use. */
export function useOutbox(given: OutboxTarget): Outbox | null {
  const target = useStableTarget(given);
  const store = useStore() as unknown as OutboxStore;
  const accessToken = useAppSelector((state: { session: SessionState }) => state.session.accessToken);
  const owner = ownerOf(target, accessToken);
  const outbox = useMemo(() => {
    if (!owner) return null;
    return outboxFor(owner, () =>
      target.kind === 'public' ? publicTransport(store) : userTransport(store, owner.slice('user:'.length)),
    );
  }, [owner, store, target.kind]);
  // Opening the screen is a moment to try what waits (app start, a reload).
  useEffect(() => outbox?.kick(), [outbox]);
  return outbox;
}

/** The same target object while it names the same job or link (callers may pass a new object each render). */
function useStableTarget(target: OutboxTarget): OutboxTarget {
  const key = targetKey(target);
  return useMemo(() => parseTarget(key), [key]);
}

const EMPTY: OutboxSnapshot = { records: [], sending: new Set(), sent: new Map(), online: true, retryAt: null, failed: false };
const noSubscribe = () => () => undefined;

export function useOutboxSnapshot(outbox: Outbox | null): OutboxSnapshot {
  return useSyncExternalStore(outbox?.subscribe ?? noSubscribe, outbox?.getSnapshot ?? (() => EMPTY));
}

/** The answers' states of one target from an outbox's snapshot: the latest queued answer of a key wins over an earlier send. */
export function statesOf(snapshot: OutboxSnapshot, target: OutboxTarget): Map<string, AnswerSyncState> {
  const tKey = targetKey(target);
  const states = new Map<string, AnswerSyncState>();
  for (const sent of snapshot.sent.values()) {
    if (sent.target === tKey) states.set(sent.key, { state: 'sent', outcome: sent.outcome, at: sent.at });
  }
  for (const record of snapshot.records) {
    if (record.target !== tKey) continue;
    if (record.status === 'refused') states.set(record.key, { state: 'refused', issues: record.issues ?? {}, at: record.refusedAt ?? record.answeredAt });
    else states.set(record.key, { state: snapshot.sending.has(record.seq!) ? 'sending' : 'waiting' });
  }
  return states;
}

/**
 * The answering screen's outbox (ADR 0045): `send` stores the answers on the device and the
 * sender takes them to the server in order, now or when the network returns.
 */
export function useAnswerOutbox(given: OutboxTarget): AnswerOutbox {
  const target = useStableTarget(given);
  const outbox = useOutbox(target);
  const snapshot = useOutboxSnapshot(outbox);
  const tKey = targetKey(target);
  const send = useCallback(
    async (items: OutboxItem[], location?: OutboxLocation) => {
      if (!outbox) throw new Error('Sign in to send answers');
      await outbox.enqueue(target, items, location);
    },
    [outbox, target],
  );
  const states = useMemo(() => statesOf(snapshot, target), [snapshot, target]);
  const pending = useMemo(() => snapshot.records.filter((r) => r.target === tKey && r.status === 'waiting').length, [snapshot, tKey]);
  const drafts = useMemo(() => {
    const latest = new Map<string, AnswerDraft>();
    for (const record of snapshot.records) if (record.target === tKey) latest.set(record.key, record.draft);
    return latest;
  }, [snapshot, tKey]);
  return { send, states, pending, drafts, online: snapshot.online };
}
