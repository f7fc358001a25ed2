// TEMPORARY (branch answer-screen): a direct sender with the outbox's signature, so that the
// screen can be built and tested before the offline outbox (branch answer-offline) lands. That
// branch's file of the same path replaces this one on merge.
import { useCallback, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import type { AnswersSubmitReply, AnswerIssue } from '@fieldwork/contracts';
import { apiBaseUrl } from '../../../app/api/oauthClient';
import type { SessionState } from '../../../app/session/sessionSlice';
import type { AnswerDraft, AnswerIssues, AnswerSyncState } from '../types';

export type AnswerOutboxTarget = { kind: 'job'; jobId: string } | { kind: 'public'; token: string };
export interface AnswerOutboxItem {
  key: string;
  draft: AnswerDraft;
  basedOn: string | null;
}

/** The stand-in keeps nothing on the device: no queued drafts from before. */
const NO_DRAFTS: ReadonlyMap<string, AnswerDraft> = new Map();

export function useAnswerOutbox(target: AnswerOutboxTarget) {
  const store = useStore<{ session: SessionState }>();
  const [states, setStates] = useState<ReadonlyMap<string, AnswerSyncState>>(new Map());
  const [pending, setPending] = useState(0);
  const jobId = target.kind === 'job' ? target.jobId : null;
  const token = target.kind === 'public' ? target.token : null;

  const send = useCallback(
    async (items: AnswerOutboxItem[], location?: { lat: number; long: number } | null): Promise<void> => {
      if (items.length === 0) return;
      const put = (entries: [string, AnswerSyncState][]) => setStates((now) => new Map([...now, ...entries]));
      put(items.map((i) => [i.key, { state: 'sending' }]));
      setPending((n) => n + items.length);
      const data = items.map(({ key, draft, basedOn }) => {
        const { pendingFiles: _files, fileViews: _views, signatureUrl: _url, ...answer } = draft;
        return { question: key, answer: { ...answer, clientId: crypto.randomUUID(), answeredAt: new Date().toISOString(), basedOn } };
      });
      const url = jobId ? `${apiBaseUrl()}/answers` : `${apiBaseUrl()}/public/answer/${encodeURIComponent(token ?? '')}`;
      const body = jobId ? { job: jobId, data, ...(location !== undefined ? { location } : {}) } : { data };
      const accessToken = store.getState().session.accessToken;
      void fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(jobId && accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
        body: JSON.stringify(body),
      })
        .then(async (response) => {
          const reply = (await response.json().catch(() => ({}))) as Partial<AnswersSubmitReply> & { message?: string; issues?: AnswerIssue[] };
          const at = new Date().toISOString();
          if (response.ok && reply.data) {
            put(reply.data.map((r) => [r.question, { state: 'sent', outcome: r.outcome, at }]));
            return;
          }
          const byKey = new Map<string, AnswerIssues>();
          for (const issue of reply.issues ?? []) byKey.set(issue.question, { ...byKey.get(issue.question), [issue.path]: issue.message });
          put(items.map((i) => [i.key, { state: 'refused', issues: byKey.get(i.key) ?? { value: reply.message ?? response.statusText }, at }]));
        })
        .catch(() => put(items.map((i) => [i.key, { state: 'waiting' }])))
        .finally(() => setPending((n) => n - items.length));
    },
    [jobId, token, store],
  );

  return useMemo(() => ({ send, states, pending, drafts: NO_DRAFTS, online: true }), [send, states, pending]);
}
