import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppSelector } from '../../../app/hooks';
import type { OutboxStore } from './transport';

/** How long after the app starts the queue is looked at: after the first screen, never competing with it. */
const RESUME_DELAY_MS = 1500;

/**
 * On app start (the main layout), and when another user signs in, the signed-in user's waiting
 * answers are sent, even before the answering screen is opened again (ADR 0045). The outbox's
 * code loads only then, in its own chunk.
 */
export function useResumeOutbox(): void {
  const store = useStore() as unknown as OutboxStore;
  const token = useAppSelector((state) => state.session.accessToken);
  useEffect(() => {
    if (!token || typeof indexedDB === 'undefined') return;
    const timer = setTimeout(() => void import('./resume').then((m) => m.resumeOutbox(store)).catch(() => undefined), RESUME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, token]);
}
