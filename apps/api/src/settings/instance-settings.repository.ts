import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { InstanceSettings } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { instances } from '../db/schema';

@Injectable()
export class InstanceSettingsRepository {
  async get(scope: Scope): Promise<{ name: string; settings: InstanceSettings } | null> {
    const [row] = await scope.tx
      .select({ name: instances.name, settings: instances.settings })
      .from(instances)
      .where(eq(instances.id, scope.instanceId))
      .limit(1);
    return row ?? null;
  }

  async save(scope: Scope, settings: InstanceSettings): Promise<void> {
    await scope.tx
      .update(instances)
      .set({ settings, updatedAt: sql`now()` })
      .where(eq(instances.id, scope.instanceId));
  }
}
