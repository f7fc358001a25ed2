import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ListQuery, SkillRequirementTarget } from '@fieldwork/contracts';
import type { Db, Scope } from '../db/database';
import { appToggles, instances, skillExpiryNotices, skillRequirements, skills, userSkills, users } from '../db/schema';
import { listPageRows, type ListPageRows } from '../lists/list-page';
import { compileListQuery, type ListContext } from '../lists/list-sql';
import { skillsListSql } from './skills-list';

export type SkillRow = typeof skills.$inferSelect;
export type SkillValues = Pick<typeof skills.$inferInsert, 'name' | 'label' | 'avatarAssetId' | 'roles'>;

/** A skill a user holds: the catalogue's row and the dates. */
export interface HeldSkillRow {
  skill: SkillRow;
  startsOn: string;
  expiresOn: string | null;
}

export interface SkillDates {
  startsOn: string;
  expiresOn: string | null;
}

export type ExpiryThreshold = 'expiring' | 'expired';

/** A held skill the daily check has to announce: it entered the close window, or expired. */
export interface DueNotice {
  userId: string;
  skillId: string;
  name: string;
  threshold: ExpiryThreshold;
  expiresOn: string;
}

/** All SQL on skills, user_skills, skill_requirements and skill_expiry_notices. Every method takes the tenant scope first. */
@Injectable()
export class SkillsRepository {
  // The catalogue

  /** A page of the catalogue as the request asks (GET /v2/skills). */
  async page(scope: Scope, query: ListQuery, ctx: ListContext): Promise<ListPageRows<SkillRow>> {
    const { where, orderBy } = compileListQuery(skillsListSql, query, ctx, [eq(skills.instanceId, scope.instanceId)]);
    return listPageRows(scope, {
      query,
      table: skills,
      where,
      rows: (limit, offset) => scope.tx.select().from(skills).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    });
  }

  async findById(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<SkillRow | null> {
    const query = scope.tx
      .select()
      .from(skills)
      .where(and(eq(skills.instanceId, scope.instanceId), eq(skills.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async findByIds(scope: Scope, ids: readonly string[]): Promise<SkillRow[]> {
    if (ids.length === 0) return [];
    return scope.tx
      .select()
      .from(skills)
      .where(and(eq(skills.instanceId, scope.instanceId), inArray(skills.id, [...ids])))
      .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
  }

  /** Whether another skill of the instance has this name, whatever its case. */
  async nameTaken(scope: Scope, name: string, exceptId: string | null = null): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: skills.id })
      .from(skills)
      .where(
        and(
          eq(skills.instanceId, scope.instanceId),
          sql`lower(${skills.name}) = lower(${name})`,
          exceptId ? sql`${skills.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** A new skill; null when the name was taken meanwhile (the unique index on the lowercased name). */
  async insert(scope: Scope, values: SkillValues): Promise<SkillRow | null> {
    const [row] = await scope.tx
      .insert(skills)
      .values({ instanceId: scope.instanceId, ...values })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /** Changes a skill; a name taken meanwhile raises PostgreSQL's unique violation (see isUniqueViolation). */
  async update(scope: Scope, id: string, patch: Partial<SkillValues>): Promise<SkillRow | null> {
    const [row] = await scope.tx
      .update(skills)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(skills.instanceId, scope.instanceId), eq(skills.id, id)))
      .returning();
    return row ?? null;
  }

  /** Deletes a skill; the users' holdings, requirements and notices of it go with it (foreign keys). */
  async delete(scope: Scope, id: string): Promise<SkillRow | null> {
    const [row] = await scope.tx
      .delete(skills)
      .where(and(eq(skills.instanceId, scope.instanceId), eq(skills.id, id)))
      .returning();
    return row ?? null;
  }

  // Users' skills

  /** The skills a user holds, by name. */
  async heldBy(scope: Scope, userId: string): Promise<HeldSkillRow[]> {
    const rows = await scope.tx
      .select({ skill: skills, startsOn: userSkills.startsOn, expiresOn: userSkills.expiresOn })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .where(and(eq(userSkills.instanceId, scope.instanceId), eq(userSkills.userId, userId)))
      .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
    return rows;
  }

  /** The names of the skills each of these users holds (the users list's column). */
  async namesHeldBy(scope: Scope, userIds: readonly string[]): Promise<Array<{ userId: string; skillId: string; name: string }>> {
    if (userIds.length === 0) return [];
    return scope.tx
      .select({ userId: userSkills.userId, skillId: skills.id, name: skills.name })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .where(and(eq(userSkills.instanceId, scope.instanceId), inArray(userSkills.userId, [...userIds])))
      .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
  }

  /** The dates of some of a user's skills, by skill id, locked for the change that follows. */
  async datesOf(scope: Scope, userId: string, skillIds: readonly string[]): Promise<Map<string, SkillDates>> {
    if (skillIds.length === 0) return new Map();
    const rows = await scope.tx
      .select({ skillId: userSkills.skillId, startsOn: userSkills.startsOn, expiresOn: userSkills.expiresOn })
      .from(userSkills)
      .where(and(eq(userSkills.instanceId, scope.instanceId), eq(userSkills.userId, userId), inArray(userSkills.skillId, [...skillIds])))
      .for('update');
    return new Map(rows.map((r) => [r.skillId, { startsOn: r.startsOn, expiresOn: r.expiresOn }]));
  }

  /** Gives the skills, or changes their dates when the user holds them already. */
  async upsertHeld(scope: Scope, userId: string, items: ReadonlyArray<{ skillId: string } & SkillDates>): Promise<void> {
    if (items.length === 0) return;
    await scope.tx
      .insert(userSkills)
      .values(items.map((i) => ({ instanceId: scope.instanceId, userId, skillId: i.skillId, startsOn: i.startsOn, expiresOn: i.expiresOn })))
      .onConflictDoUpdate({
        target: [userSkills.userId, userSkills.skillId],
        set: { startsOn: sql`excluded.starts_on`, expiresOn: sql`excluded.expires_on`, updatedAt: sql`now()` },
      });
  }

  /** Takes a skill from a user; false when they did not hold it. */
  async removeHeld(scope: Scope, userId: string, skillId: string): Promise<boolean> {
    const rows = await scope.tx
      .delete(userSkills)
      .where(and(eq(userSkills.instanceId, scope.instanceId), eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)))
      .returning({ skillId: userSkills.skillId });
    return rows.length > 0;
  }

  // Requirements of jobs, job types and projects

  /** The skills a target requires now, in place of the ones before. */
  async replaceRequirements(scope: Scope, type: SkillRequirementTarget, targetId: string, skillIds: readonly string[]): Promise<void> {
    await scope.tx
      .delete(skillRequirements)
      .where(and(eq(skillRequirements.instanceId, scope.instanceId), eq(skillRequirements.targetType, type), eq(skillRequirements.targetId, targetId)));
    if (skillIds.length === 0) return;
    await scope.tx
      .insert(skillRequirements)
      .values(skillIds.map((skillId) => ({ instanceId: scope.instanceId, targetType: type, targetId, skillId })));
  }

  /** The skills a target requires, by name. */
  async requirements(scope: Scope, type: SkillRequirementTarget, targetId: string): Promise<SkillRow[]> {
    return (await this.requirementsOf(scope, type, [targetId])).get(targetId) ?? [];
  }

  /** The skills each of the targets requires, by name, in one statement (a list of job types). */
  async requirementsOf(scope: Scope, type: SkillRequirementTarget, targetIds: readonly string[]): Promise<Map<string, SkillRow[]>> {
    const out = new Map<string, SkillRow[]>(targetIds.map((id) => [id, []]));
    if (targetIds.length === 0) return out;
    const rows = await scope.tx
      .select({ targetId: skillRequirements.targetId, skill: skills })
      .from(skillRequirements)
      .innerJoin(skills, eq(skills.id, skillRequirements.skillId))
      .where(and(eq(skillRequirements.instanceId, scope.instanceId), eq(skillRequirements.targetType, type), inArray(skillRequirements.targetId, [...targetIds])))
      .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
    for (const row of rows) out.get(row.targetId)?.push(row.skill);
    return out;
  }

  // The daily expiry check

  /**
   * Held skills of present users that are past their expiry date ('expired') or within `window`
   * days of it ('expiring') on `today`, and not yet announced at that threshold for that expiry
   * date; at most `limit`, soonest first.
   */
  async dueNotices(scope: Scope, today: string, window: number, limit: number): Promise<DueNotice[]> {
    const threshold = sql<ExpiryThreshold>`(case when ${userSkills.expiresOn} < ${today}::date then 'expired' else 'expiring' end)`;
    const rows = await scope.tx
      .select({ userId: userSkills.userId, skillId: userSkills.skillId, name: skills.name, threshold, expiresOn: userSkills.expiresOn })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .innerJoin(users, and(eq(users.id, userSkills.userId), isNull(users.removedAt)))
      .where(
        and(
          eq(userSkills.instanceId, scope.instanceId),
          sql`${userSkills.expiresOn} is not null`,
          sql`${userSkills.expiresOn} <= ${today}::date + ${window}::int`,
          sql`not exists (select 1 from ${skillExpiryNotices} n
                where n.user_id = ${userSkills.userId} and n.skill_id = ${userSkills.skillId}
                  and n.expires_on = ${userSkills.expiresOn} and n.threshold = ${threshold})`,
        ),
      )
      .orderBy(asc(userSkills.expiresOn), asc(userSkills.userId), asc(userSkills.skillId))
      .limit(limit);
    return rows.map((r) => ({ ...r, expiresOn: r.expiresOn! }));
  }

  /** Records notices; returns those this call recorded (another run's are skipped, not repeated). */
  async recordNotices(scope: Scope, notices: readonly DueNotice[]): Promise<DueNotice[]> {
    if (notices.length === 0) return [];
    const inserted = await scope.tx
      .insert(skillExpiryNotices)
      .values(notices.map((n) => ({ instanceId: scope.instanceId, userId: n.userId, skillId: n.skillId, threshold: n.threshold, expiresOn: n.expiresOn })))
      .onConflictDoNothing()
      .returning({ userId: skillExpiryNotices.userId, skillId: skillExpiryNotices.skillId, threshold: skillExpiryNotices.threshold, expiresOn: skillExpiryNotices.expiresOn });
    const key = (n: Omit<DueNotice, 'name'>) => `${n.userId}/${n.skillId}/${n.threshold}/${n.expiresOn}`;
    const recorded = new Set(inserted.map(key));
    return notices.filter((n) => recorded.has(key(n)));
  }

  /** Cross-instance (the privileged path): the active instances with the skills app on. */
  async instancesWithSkills(db: Db): Promise<string[]> {
    const rows = await db
      .select({ id: instances.id })
      .from(instances)
      .innerJoin(appToggles, and(eq(appToggles.instanceId, instances.id), eq(appToggles.toggleId, 'skills'), eq(appToggles.isActive, true)))
      .where(eq(instances.active, true));
    return rows.map((r) => r.id);
  }
}
