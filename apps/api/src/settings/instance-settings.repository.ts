import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { InstanceSettings } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { instances } from '../db/schema';

@Injectable()
export class InstanceSettingsRepository {
  /** The instance's stored settings; `forUpdate` locks its row until the transaction ends (read, change, write). */
  async get(scope: Scope, opts: { forUpdate?: boolean } = {}): Promise<{ name: string; settings: InstanceSettings } | null> {
    const query = scope.tx
      .select({ name: instances.name, settings: instances.settings })
      .from(instances)
      .where(eq(instances.id, scope.instanceId))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async save(scope: Scope, settings: InstanceSettings): Promise<void> {
    await scope.tx
      .update(instances)
      .set({ settings, updatedAt: sql`now()` })
      .where(eq(instances.id, scope.instanceId));
  }

  /** Writes the keys of `patch` over the stored settings and leaves every other key as it is. */
  async merge(scope: Scope, patch: InstanceSettings): Promise<void> {
    await scope.tx
      .update(instances)
      .set({ settings: sql`coalesce(${instances.settings}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` })
      .where(eq(instances.id, scope.instanceId));
  }
}
