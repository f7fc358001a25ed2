import { Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { WidgetPosition } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { dashboardWidgets } from '../db/schema';

export type WidgetRow = typeof dashboardWidgets.$inferSelect;

/** All SQL on dashboard_widgets: a user's own widgets, one of each kind. */
@Injectable()
export class WidgetsRepository {
  /** The user's widgets, top to bottom, then left to right. */
  list(scope: Scope, userId: string): Promise<WidgetRow[]> {
    return scope.tx
      .select()
      .from(dashboardWidgets)
      .where(and(eq(dashboardWidgets.instanceId, scope.instanceId), eq(dashboardWidgets.userId, userId)))
      .orderBy(sql`(${dashboardWidgets.position}->>'y')::int`, sql`(${dashboardWidgets.position}->>'x')::int`, asc(dashboardWidgets.kind));
  }

  /** Adds the widgets the user does not have yet; a kind they have (a request at the same time) is left as it is. */
  async addMissing(scope: Scope, userId: string, widgets: ReadonlyArray<{ kind: string; position: WidgetPosition }>): Promise<void> {
    if (widgets.length === 0) return;
    await scope.tx
      .insert(dashboardWidgets)
      .values(widgets.map((w) => ({ instanceId: scope.instanceId, userId, kind: w.kind, position: w.position })))
      .onConflictDoNothing({ target: [dashboardWidgets.instanceId, dashboardWidgets.userId, dashboardWidgets.kind] });
  }

  /** The user's widget `id`, or null when it is not theirs (or not there). */
  async findOwn(scope: Scope, userId: string, id: string): Promise<WidgetRow | null> {
    const [row] = await scope.tx
      .select()
      .from(dashboardWidgets)
      .where(and(eq(dashboardWidgets.instanceId, scope.instanceId), eq(dashboardWidgets.userId, userId), eq(dashboardWidgets.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** Changes the user's widget `id`; null when it is not theirs. */
  async updateOwn(
    scope: Scope,
    userId: string,
    id: string,
    patch: Partial<Pick<WidgetRow, 'position' | 'hidden' | 'settings'>>,
  ): Promise<WidgetRow | null> {
    const [row] = await scope.tx
      .update(dashboardWidgets)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(dashboardWidgets.instanceId, scope.instanceId), eq(dashboardWidgets.userId, userId), eq(dashboardWidgets.id, id)))
      .returning();
    return row ?? null;
  }
}
