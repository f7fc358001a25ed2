import type { Database } from '../../src/db/database';
import type { OpenTransaction, TransactionOpener } from '../../src/db/unit-of-work';

/**
 * The SQL of every round trip the tenant transactions opened during `fn` send, in order (the
 * transaction's set-up, each statement, the commit or rollback): for tests that hold a route to
 * its number of statements. Wraps the database's transaction opener while `fn` runs.
 */
export async function statementsDuring(db: Database, fn: () => Promise<unknown>): Promise<string[]> {
  const holder = db as unknown as { opener: TransactionOpener };
  const opener = holder.opener;
  const seen: string[] = [];
  const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : String((arg as { text?: string; sql?: string })?.text ?? (arg as { sql?: string })?.sql ?? ''));
  holder.opener = {
    drizzle: (client) => opener.drizzle(client),
    async open(instanceId, read): Promise<OpenTransaction> {
      // A read that travels with the set-up is in the same round trip: it is named with it.
      seen.push(read === undefined ? '(begin and tenant set-up)' : `(begin and tenant set-up) + ${read.replace(/\s+/g, ' ').trim()}`);
      const open = await opener.open(instanceId, read);
      return {
        setupRows: open.setupRows,
        query: (...args: unknown[]) => {
          seen.push(textOf(args[0]).replace(/\s+/g, ' ').trim());
          return open.query(...args);
        },
        commit: () => {
          seen.push('commit');
          return open.commit();
        },
        rollback: () => {
          seen.push('rollback');
          return open.rollback();
        },
      };
    },
  };
  try {
    await fn();
  } finally {
    holder.opener = opener;
  }
  return seen;
}
