import { and, eq, sql } from 'drizzle-orm';
import type { InstanceSettings } from '@fieldwork/contracts';
import { instances, mails, users } from '../../src/db/schema';
import { InstanceStateService } from '../../src/settings/instance-state.service';
import type { TestContext, TestInstance, TestUser } from './test-app';

export type MailRowOf = typeof mails.$inferSelect;

/** Stores settings of an instance, as the settings screen will, and forgets the cached ones. */
export async function setInstanceSettings(ctx: TestContext, instance: TestInstance, settings: InstanceSettings): Promise<void> {
  await ctx.db.tenant(instance.id, ({ tx }) => tx.update(instances).set({ settings }).where(eq(instances.id, instance.id)));
  await ctx.app.get(InstanceStateService).invalidate(instance.id);
}

export async function setUserLanguage(ctx: TestContext, user: TestUser, language: string): Promise<void> {
  await ctx.db.tenant(user.instance.id, ({ tx }) => tx.update(users).set({ language }).where(eq(users.id, user.id)));
}

/** The instance's mails to `to`, oldest first. */
export function mailsTo(ctx: TestContext, instance: TestInstance, to: string): Promise<MailRowOf[]> {
  return ctx.db.tenant(instance.id, ({ tx }) =>
    tx.select().from(mails).where(and(eq(mails.instanceId, instance.id), eq(mails.to, to))).orderBy(sql`${mails.createdAt}`),
  );
}

/** Waits until the only mail to `to` satisfies `done`, and returns it. */
export async function waitForMail(
  ctx: TestContext,
  instance: TestInstance,
  to: string,
  done: (row: MailRowOf) => boolean,
  ms = 20_000,
): Promise<MailRowOf> {
  const start = Date.now();
  for (;;) {
    const [row] = await mailsTo(ctx, instance, to);
    if (row && done(row)) return row;
    if (Date.now() - start > ms) throw new Error(`The mail to ${to} is still ${row?.status ?? 'missing'} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
