import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { ToggleKey } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { appToggles } from '../db/schema';

export type ToggleRow = typeof appToggles.$inferSelect;

@Injectable()
export class TogglesRepository {
  list(scope: Scope): Promise<ToggleRow[]> {
    return scope.tx.select().from(appToggles).where(eq(appToggles.instanceId, scope.instanceId));
  }

  async find(scope: Scope, key: ToggleKey): Promise<ToggleRow | null> {
    const [row] = await scope.tx
      .select()
      .from(appToggles)
      .where(and(eq(appToggles.instanceId, scope.instanceId), eq(appToggles.toggleId, key)))
      .limit(1);
    return row ?? null;
  }

  async upsert(
    scope: Scope,
    key: ToggleKey,
    patch: { isActive?: boolean; settings?: Record<string, unknown> },
  ): Promise<ToggleRow> {
    const [row] = await scope.tx
      .insert(appToggles)
      .values({ instanceId: scope.instanceId, toggleId: key, isActive: patch.isActive ?? false, settings: patch.settings ?? {} })
      .onConflictDoUpdate({
        target: [appToggles.instanceId, appToggles.toggleId],
        set: {
          ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
          ...(patch.settings !== undefined ? { settings: patch.settings } : {}),
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return row;
  }
}
