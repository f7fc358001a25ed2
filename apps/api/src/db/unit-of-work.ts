import { Logger } from '@nestjs/common';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Drizzle over one connection (or PGlite); repositories build their SQL on it. */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * A tenant's view of the database for one use case: one transaction, run as fieldwork_app with
 * app.instance_id set, so row-level security holds even where a query forgets its WHERE.
 * Repository methods take it first; everything a request does runs in the one scope.
 */
export interface Scope {
  readonly tx: Db;
  readonly instanceId: string;
  /** Runs after the transaction commits (storage deletes, queue jobs, cache invalidation); never after a rollback. */
  afterCommit(effect: () => unknown): void;
  /** Undoes, after a rollback, what was done outside the database (objects stored for a failed upload). */
  onRollback(compensation: () => unknown): void;
}

/** A row as the driver gives it: column names to values its type parsers made. */
export type RawRow = Record<string, unknown>;

/**
 * A read that travels with the transaction's set-up, in its one round trip: a single `select`
 * whose values are inlined (its maker allows only values it has checked, such as uuids), and how
 * its rows become what the open check wants. The token check's user is read this way, so a
 * signed-in request's first statement costs no round trip of its own.
 */
export interface SetupRead<T> {
  readonly sql: string;
  take(scope: Scope, rows: RawRow[]): T;
}

/** One driver's way to open a tenant transaction. */
export interface TransactionOpener {
  /**
   * Opens a transaction as fieldwork_app for the instance: the set-up is one round trip, and
   * carries `read` (a select with inlined values) when one is given.
   */
  open(instanceId: string, read?: string): Promise<OpenTransaction>;
  /** Drizzle over a client whose queries go to `run`. */
  drizzle(client: LazyClient): Db;
}

export interface OpenTransaction {
  /** The driver client's query function, bound to the open transaction. */
  query(...args: unknown[]): Promise<unknown>;
  /** The rows of the read the set-up carried (none when it carried none). */
  readonly setupRows: RawRow[];
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/**
 * What drizzle sees as its client: the transaction opens on the first query, so a request that
 * never touches the database (an anonymous bootstrap served from cache) costs no round trip.
 * A class (not a plain object) so drizzle takes it as a client rather than a config.
 */
export class LazyClient {
  constructor(private readonly unit: UnitOfWork) {}

  async query(...args: unknown[]): Promise<unknown> {
    const open = await this.unit.begin();
    return open.query(...args);
  }
}

type State = 'idle' | 'open' | 'committed' | 'rolled_back';
const logger = new Logger('UnitOfWork');

/**
 * One use case's transaction. It opens lazily, runs the `onOpen` checks first (the token check of
 * a request shares the transaction), commits or rolls back once, then runs the effects.
 */
export class UnitOfWork implements Scope {
  readonly tx: Db;
  private state: State = 'idle';
  private opening: Promise<OpenTransaction> | null = null;
  private resolved: OpenTransaction | null = null;
  private inHooks = false;
  private readonly openHooks: Array<(scope: Scope, open: OpenTransaction) => Promise<void>> = [];
  private setupRead: string | undefined;
  private readonly commitEffects: Array<() => unknown> = [];
  private readonly compensations: Array<() => unknown> = [];

  constructor(
    readonly instanceId: string,
    private readonly opener: TransactionOpener,
  ) {
    this.tx = opener.drizzle(new LazyClient(this));
  }

  /** Whether the transaction was opened (a query ran, or `open()` was called). */
  get opened(): boolean {
    return this.opening !== null;
  }

  /**
   * A check that runs as the transaction's first statements, whenever it opens. Given a `read`,
   * the check gets its result, read in the set-up's round trip (one such read per unit).
   */
  onOpen(check: (scope: Scope) => Promise<void>): void;
  onOpen<T>(check: (scope: Scope, read: T) => Promise<void>, read: SetupRead<T>): void;
  onOpen<T>(check: (scope: Scope, read?: T) => Promise<void>, read?: SetupRead<T>): void {
    if (this.opening) throw new Error('onOpen after the transaction opened');
    if (!read) {
      this.openHooks.push((scope) => check(scope));
      return;
    }
    if (this.setupRead !== undefined) throw new Error('A unit carries one read with its set-up');
    this.setupRead = read.sql;
    this.openHooks.push((scope, open) => check(scope, read.take(scope, open.setupRows)));
  }

  afterCommit(effect: () => unknown): void {
    this.commitEffects.push(effect);
  }

  onRollback(compensation: () => unknown): void {
    this.compensations.push(compensation);
  }

  /** Opens the transaction now (it would open on the first query anyway). */
  async open(): Promise<void> {
    await this.begin();
  }

  /** @internal The open transaction, opening it (and running the open checks) on first use. */
  begin(): Promise<OpenTransaction> {
    if (this.state === 'committed' || this.state === 'rolled_back') {
      return Promise.reject(new Error('The transaction of this use case has already ended'));
    }
    // The open checks query through this unit too: they get the transaction without waiting for themselves.
    if (this.inHooks && this.resolved) return Promise.resolve(this.resolved);
    this.opening ??= this.openAndCheck();
    return this.opening;
  }

  private async openAndCheck(): Promise<OpenTransaction> {
    const open = await this.opener.open(this.instanceId, this.setupRead);
    this.resolved = open;
    this.state = 'open';
    this.inHooks = true;
    try {
      for (const hook of this.openHooks) await hook(this, open);
    } finally {
      this.inHooks = false;
    }
    return open;
  }

  /** Commits (when opened), then runs the after-commit effects; their failures are logged, not thrown. */
  async commit(): Promise<void> {
    if (this.state === 'committed') return;
    if (this.state === 'rolled_back') throw new Error('Commit after rollback');
    if (this.opening) {
      await this.opening.catch(async (error: unknown) => {
        await this.rollback();
        throw error;
      });
      await this.resolved!.commit();
    }
    this.state = 'committed';
    await runAll(this.commitEffects, 'after-commit effect');
  }

  /** Rolls back (when opened), then runs the compensations. Safe to call more than once. */
  async rollback(): Promise<void> {
    if (this.state === 'committed' || this.state === 'rolled_back') return;
    this.state = 'rolled_back';
    if (this.opening) {
      // Wait for a half-done open so its connection is handed back, whatever it ended in.
      await this.opening.catch(() => undefined);
      if (this.resolved) await this.resolved.rollback().catch((err: Error) => logger.warn(`Rollback failed: ${err.message}`));
    }
    await runAll(this.compensations, 'compensation');
  }

  /** Runs `fn` in this unit and ends it: commit on success, rollback on failure. */
  async run<T>(fn: (scope: Scope) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await fn(this);
    } catch (error) {
      await this.rollback();
      throw error;
    }
    await this.commit();
    return result;
  }
}

async function runAll(effects: Array<() => unknown>, what: string): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      logger.warn(`An ${what} failed: ${(err as Error).message}`);
    }
  }
}
