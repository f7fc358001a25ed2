import { ANSWER_MESSAGES, type AnswerOutcome } from '@fieldwork/contracts';
import type { AnswerDraft, AnswerIssues } from '../types';
import { blobOf } from './pendingFiles';
import { outboxDb, targetKey, type OutboxTarget, type QueuedAnswer } from './outboxDb';

/**
 * The answer outbox (ADR 0045): answers wait in IndexedDB and one sender per owner sends them in
 * the order they were queued, one submission at a time: first the answer's files, then the
 * answers. A network failure, a 5xx or a 429 keeps everything and tries again later (sooner when
 * the browser says it is online again, or when the user asks); a refusal marks the answers it
 * names, keeps what was typed, and the queue goes on. Nothing is dropped without the user.
 */

export interface OutboxItem {
  key: string;
  draft: AnswerDraft;
  basedOn: string | null;
}

export type OutboxLocation = { lat: number; long: number } | null;

/** An HTTP reply as RTK Query's base queries give it. */
export type TransportResult =
  | { data: unknown; error?: undefined }
  | { error: { status: number | string; data?: unknown; originalStatus?: number }; data?: undefined };

/** How an owner's requests reach the API. */
export interface OutboxTransport {
  /** Whether requests may go now on this owner's behalf (for a user: that user is the one signed in). */
  ready(): boolean;
  /** A POST to the API (url under /v2). A 401 is renewed by the transport when it can. */
  post(url: string, body: unknown): Promise<TransportResult>;
  /** After a submission was kept: the screens showing the target refresh. */
  sent?(target: OutboxTarget): void;
}

/** An answer the server kept in this page's life (the queue forgets it once sent). */
export interface SentAnswer {
  target: string;
  key: string;
  clientId: string;
  outcome: AnswerOutcome;
  at: string;
}

export interface OutboxSnapshot {
  /** The owner's queue in order: answers waiting and answers refused. */
  records: readonly QueuedAnswer[];
  /** The seqs of the submission on its way. */
  sending: ReadonlySet<number>;
  /** What was sent, by `${target}|${key}`, the latest only. */
  sent: ReadonlyMap<string, SentAnswer>;
  online: boolean;
  /** When the next try is due after a failure (ms since the epoch), or null. */
  retryAt: number | null;
  /** Whether the queue could be read (IndexedDB may be refused, e.g. in some private modes). */
  failed: boolean;
}

/** Waits after consecutive failures, before a random spread of up to a fifth. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** A reply that leaves the answer waiting (the network, the server's trouble, too fast, an expired token). */
function isTransient(error: { status: number | string; originalStatus?: number }): boolean {
  const status = typeof error.status === 'number' ? error.status : error.originalStatus;
  if (typeof status !== 'number') return true; // FETCH_ERROR, TIMEOUT_ERROR: no reply at all
  return status >= 500 || status === 401 || status === 408 || status === 429 || status < 400;
}

function messageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** The refusal's issues: `issues` at the top of the error body, or in its `details`. */
function issuesOf(data: unknown): Array<{ question: string; path: string; message: string }> {
  const body = data as { issues?: unknown; details?: unknown } | null;
  const candidates = [body?.issues, (body?.details as { issues?: unknown } | null | undefined)?.issues, body?.details];
  const list = candidates.find(Array.isArray) as unknown[] | undefined;
  return (list ?? []).flatMap((issue) => {
    const i = issue as { question?: unknown; path?: unknown; message?: unknown };
    if (typeof i.message !== 'string') return [];
    return [{ question: i.question == null ? '' : String(i.question), path: typeof i.path === 'string' ? i.path : '', message: i.message }];
  });
}

/** The field an issue of the whole answer (no path) or of the whole submission is shown under. */
export const WHOLE_ANSWER = 'answer';

export function parseTarget(key: string): OutboxTarget {
  return key.startsWith('job:') ? { kind: 'job', jobId: key.slice(4) } : { kind: 'public', token: key.slice(7) };
}

const uploadUrl = (target: OutboxTarget) =>
  target.kind === 'job'
    ? `/asset/upload?target=answer&target_id=${encodeURIComponent(target.jobId)}`
    : `/public/answer/${encodeURIComponent(target.token)}/files`;
const submitUrl = (target: OutboxTarget) => (target.kind === 'job' ? '/answers' : `/public/answer/${encodeURIComponent(target.token)}`);

/**
 * The answer as the server takes it: the draft without what only the screen shows (the device's
 * files, the stored files' links, the signature's link), with the uploaded files and the device's ids.
 */
function answerBody(record: QueuedAnswer, uploaded: readonly string[]) {
  const { pendingFiles: _pending, fileViews: _views, signatureUrl: _signature, ...draft } = record.draft;
  return {
    ...draft,
    files: [...(draft.files ?? []), ...uploaded],
    clientId: record.clientId,
    answeredAt: record.answeredAt,
    basedOn: record.basedOn,
  };
}

type Step = 'next' | 'retry' | 'stop' | 'empty';

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export class Outbox {
  private snapshot: OutboxSnapshot = { records: [], sending: new Set(), sent: new Map(), online: isOnline(), retryAt: null, failed: false };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** Resolves when the stored queue has been read once. */
  readonly loaded: Promise<void>;

  constructor(
    readonly owner: string,
    private readonly transport: OutboxTransport,
  ) {
    this.loaded = this.refresh();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  private update(patch: Partial<OutboxSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private async refresh(): Promise<void> {
    try {
      const db = await outboxDb();
      const records = await db.getAllFromIndex('answers', 'owner', this.owner);
      this.update({ records: records.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)), failed: false });
    } catch {
      this.update({ failed: true });
    }
  }

  /**
   * Queues the answers as one submission and resolves once they are stored (not sent). Each gets
   * its clientId and answeredAt now; an answer of the same question refused earlier is replaced.
   */
  async enqueue(target: OutboxTarget, items: readonly OutboxItem[], location?: OutboxLocation): Promise<void> {
    if (!items.length) return;
    const tKey = targetKey(target);
    const batch = crypto.randomUUID();
    const answeredAt = new Date().toISOString();
    const keys = new Set(items.map((item) => item.key));
    const db = await outboxDb();
    const tx = db.transaction(['answers', 'files'], 'readwrite');
    const answers = tx.objectStore('answers');
    const superseded = (await answers.index('owner').getAll(this.owner)).filter(
      (r) => r.target === tKey && r.status === 'refused' && keys.has(r.key),
    );
    for (const record of superseded) await answers.delete(record.seq!);
    for (const item of items) {
      await answers.add({
        owner: this.owner,
        target: tKey,
        batch,
        key: item.key,
        draft: item.draft,
        basedOn: item.basedOn,
        clientId: crypto.randomUUID(),
        answeredAt,
        ...(location === undefined ? {} : { location }),
        status: 'waiting',
      });
    }
    await tx.done;
    await this.dropUnusedFiles(superseded);
    const sent = new Map(this.snapshot.sent);
    for (const key of keys) sent.delete(`${tKey}|${key}`);
    this.update({ sent });
    await this.refresh();
    this.kick();
  }

  /** Takes a refused answer off the queue, at the user's word. */
  async discard(seq: number): Promise<void> {
    const db = await outboxDb();
    const record = await db.get('answers', seq);
    if (!record || record.owner !== this.owner || record.status !== 'refused') return;
    await db.delete('answers', seq);
    await this.dropUnusedFiles([record]);
    await this.refresh();
  }

  /** Sends now: after the browser comes online, on start, or when the user asks. */
  kick(): void {
    if (this.disposed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.failures = 0;
    this.update({ retryAt: null, online: isOnline() });
    void this.run();
  }

  setOnline(online: boolean): void {
    this.update({ online });
    if (online) this.kick();
  }

  /** Stops the timer (the owner signed out or tests end); the queue stays stored. */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves when the sender has nothing more to do for now (sent all, or waits for a retry or the owner). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    // One sender per owner across the device's tabs.
    const run = locks ? locks.request(`fieldwork-outbox:${this.owner}`, () => this.loop()) : this.loop();
    this.running = Promise.resolve(run)
      .then(() => undefined, () => undefined)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async loop(): Promise<void> {
    await this.loaded;
    for (;;) {
      this.again = false;
      let step: Step;
      try {
        step = this.transport.ready() && !this.disposed ? await this.sendHead() : 'stop';
      } catch {
        step = 'retry';
      }
      this.update({ sending: new Set() });
      await this.refresh();
      if (step === 'next') {
        this.failures = 0;
        continue;
      }
      if (step === 'retry') {
        this.scheduleRetry();
        return;
      }
      if (!this.again) return;
    }
  }

  private scheduleRetry(): void {
    if (this.disposed) return;
    const base = RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)];
    this.failures += 1;
    const delay = Math.round(base * (1 + Math.random() / 5));
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.update({ retryAt: null });
      void this.run();
    }, delay);
    this.update({ retryAt: Date.now() + delay });
  }

  /** Sends the first waiting submission: its files, then its answers. */
  private async sendHead(): Promise<Step> {
    const db = await outboxDb();
    const records = (await db.getAllFromIndex('answers', 'owner', this.owner)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    const head = records.find((r) => r.status === 'waiting');
    if (!head) return 'empty';
    const batch = records.filter((r) => r.status === 'waiting' && r.batch === head.batch);
    const target = parseTarget(head.target);
    this.update({ sending: new Set(batch.map((r) => r.seq!)) });

    // Files first, each once: its asset id is stored as soon as it is uploaded.
    const uploaded = new Map<number, string[]>();
    const refused: Array<{ record: QueuedAnswer; issues: AnswerIssues }> = [];
    for (const record of batch) {
      const ids: string[] = [];
      let refusal: AnswerIssues | null = null;
      for (const pending of record.draft.pendingFiles ?? []) {
        const file = await db.get('files', pending.localId);
        if (!file) {
          refusal = { files: ANSWER_MESSAGES.fileNotFound };
          break;
        }
        if (file.assetId && file.uploadedFor === record.target) {
          ids.push(file.assetId);
          continue;
        }
        if (!this.transport.ready()) return 'stop';
        const form = new FormData();
        form.append('file', blobOf(file), file.name);
        const reply = await this.transport.post(uploadUrl(target), form);
        if (reply.error) {
          if (isTransient(reply.error)) return 'retry';
          refusal = { files: messageOf(reply.error.data) ?? ANSWER_MESSAGES.fileNotFound };
          break;
        }
        const assetId = (Array.isArray(reply.data) ? (reply.data[0] as { _id?: unknown } | undefined)?._id : undefined) as string | undefined;
        if (typeof assetId !== 'string') return 'retry';
        await db.put('files', { ...file, assetId, uploadedFor: record.target });
        ids.push(assetId);
      }
      if (refusal) refused.push({ record, issues: refusal });
      else uploaded.set(record.seq!, ids);
    }
    if (refused.length) {
      // The rest of the submission goes on the next turn, its files already uploaded.
      await this.markRefused(refused);
      return 'next';
    }

    if (!this.transport.ready()) return 'stop';
    const body: Record<string, unknown> = {
      data: batch.map((record) => ({ question: record.key, answer: answerBody(record, uploaded.get(record.seq!) ?? []) })),
    };
    if (target.kind === 'job') {
      body.job = target.jobId;
      // The position when asked for: null says the reader refused it (or it could not be had).
      if (head.location !== undefined) body.location = head.location;
    }
    const reply = await this.transport.post(submitUrl(target), body);
    if (reply.error) {
      if (isTransient(reply.error)) return 'retry';
      await this.refuse(batch, reply.error.data);
      return 'next';
    }

    const results = ((reply.data as { data?: unknown } | null)?.data ?? []) as Array<{ question?: string; clientId?: string; outcome?: AnswerOutcome }>;
    const at = new Date().toISOString();
    const sent = new Map(this.snapshot.sent);
    for (const record of batch) {
      const result = results.find((r) => r.clientId === record.clientId) ?? results.find((r) => r.question === record.key);
      sent.set(`${record.target}|${record.key}`, { target: record.target, key: record.key, clientId: record.clientId, outcome: result?.outcome ?? 'saved', at });
    }
    const tx = db.transaction('answers', 'readwrite');
    for (const record of batch) await tx.store.delete(record.seq!);
    await tx.done;
    await this.dropUnusedFiles(batch);
    this.update({ sent });
    this.transport.sent?.(target);
    return 'next';
  }

  /** A refusal of the submission: the answers it names are refused, each with its messages; when it names none, all are. */
  private async refuse(batch: readonly QueuedAnswer[], data: unknown): Promise<void> {
    const issues = issuesOf(data);
    const byKey = new Map<string, AnswerIssues>();
    for (const issue of issues) {
      if (!batch.some((r) => r.key === issue.question)) continue;
      const fields = byKey.get(issue.question) ?? {};
      fields[issue.path || WHOLE_ANSWER] ??= issue.message;
      byKey.set(issue.question, fields);
    }
    if (byKey.size) {
      // Nothing of the submission was kept (all or nothing): the others wait and go again next.
      await this.markRefused(batch.flatMap((record) => (byKey.has(record.key) ? [{ record, issues: byKey.get(record.key)! }] : [])));
      return;
    }
    const message = issues[0]?.message ?? messageOf(data) ?? ANSWER_MESSAGES.shape;
    await this.markRefused(batch.map((record) => ({ record, issues: { [WHOLE_ANSWER]: message } })));
  }

  private async markRefused(refused: ReadonlyArray<{ record: QueuedAnswer; issues: AnswerIssues }>): Promise<void> {
    const db = await outboxDb();
    const at = new Date().toISOString();
    const tx = db.transaction('answers', 'readwrite');
    for (const { record, issues } of refused) await tx.store.put({ ...record, status: 'refused', issues, refusedAt: at });
    await tx.done;
  }

  /** Deletes the stored files of these answers that no answer left in the queue names. */
  private async dropUnusedFiles(gone: readonly QueuedAnswer[]): Promise<void> {
    const ids = new Set(gone.flatMap((r) => (r.draft.pendingFiles ?? []).map((f) => f.localId)));
    if (!ids.size) return;
    const db = await outboxDb();
    const left = await db.getAll('answers');
    for (const record of left) for (const file of record.draft.pendingFiles ?? []) ids.delete(file.localId);
    const tx = db.transaction('files', 'readwrite');
    for (const id of ids) await tx.store.delete(id);
    await tx.done;
  }
}

// ---------------------------------------------------------------------------------------------
// One outbox per owner in the page, shared by the screen and the status.

const outboxes = new Map<string, Outbox>();

export function outboxFor(owner: string, makeTransport: () => OutboxTransport): Outbox {
  let outbox = outboxes.get(owner);
  if (!outbox) {
    outbox = new Outbox(owner, makeTransport());
    outboxes.set(owner, outbox);
    listenToConnection();
  }
  return outbox;
}

/** Stops every sender (tests; a sign-out leaves the queues stored and their senders idle). */
export function resetOutboxes(): void {
  for (const outbox of outboxes.values()) outbox.dispose();
  outboxes.clear();
}

let listening = false;
function listenToConnection(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => outboxes.forEach((outbox) => outbox.setOnline(true)));
  window.addEventListener('offline', () => outboxes.forEach((outbox) => outbox.setOnline(false)));
}
