import { sql } from 'drizzle-orm';
import type { Scope } from './database';
import { instanceCounters } from './schema';

/** What an instance numbers: its questions (a question's ID) and its jobs (a job's display ID). */
export type CounterName = 'question' | 'job';

/**
 * Takes the next `count` numbers of a counter of the scope's instance and returns the first.
 * The counter's row stays locked until the transaction ends, so two requests never get the same
 * number; a rolled-back take is undone with its transaction, so committed numbers have no gaps.
 */
export async function takeNumbers(scope: Scope, name: CounterName, count = 1): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`takeNumbers: count must be a positive integer, not ${count}`);
  const [row] = await scope.tx
    .insert(instanceCounters)
    .values({ instanceId: scope.instanceId, name, value: count })
    .onConflictDoUpdate({
      target: [instanceCounters.instanceId, instanceCounters.name],
      set: { value: sql`${instanceCounters.value} + ${count}` },
    })
    .returning({ value: instanceCounters.value });
  return row.value - count + 1;
}
