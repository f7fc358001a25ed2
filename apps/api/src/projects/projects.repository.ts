import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { executePrepared } from '../db/prepared';
import { clientProjects, outboxEvents, projects, projectUsers, users } from '../db/schema';
import { listPageRows, type ListPageRows } from '../lists/list-page';
import { compileListQuery, escapeLike, type ListContext } from '../lists/list-sql';
import { projectsListSql } from './projects-list';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = Omit<typeof projects.$inferInsert, 'id' | 'instanceId' | 'createdAt' | 'updatedAt'>;
/** What PUT /v2/projects/{id} writes to the row (the people are written apart). */
export type ProjectPatch = Partial<Pick<NewProject, 'name' | 'company' | 'location' | 'avatarAssetId'>>;
export type FeedRow = typeof outboxEvents.$inferSelect;

/** A person of a project, as summaries show them. */
export interface PersonRow {
  id: string;
  instanceId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  avatarAssetId: string | null;
}

/** A project's people as a reply shows them: the first ones by name, and how many there are. */
export interface ProjectPeople {
  people: PersonRow[];
  count: number;
}

/** A project in pickers: no people, no fields. */
export type ProjectChoiceRow = Pick<ProjectRow, 'id' | 'instanceId' | 'name' | 'company' | 'avatarAssetId' | 'updatedAt'>;

/**
 * Whose projects a read is narrowed to: every project of the instance (null), or a client's
 * client projects only (the client's user id).
 */
export type ClientScope = string | null;

const PERSON = {
  id: users.id,
  instanceId: users.instanceId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  avatarAssetId: users.avatarAssetId,
};
const CHOICE = {
  id: projects.id,
  instanceId: projects.instanceId,
  name: projects.name,
  company: projects.company,
  avatarAssetId: projects.avatarAssetId,
  updatedAt: projects.updatedAt,
};

/** All SQL on projects, their people (project_users) and their clients (client_projects). Every method takes the tenant scope first. */
@Injectable()
export class ProjectsRepository {
  /** One project; `forUpdate` locks it until the transaction ends (a change, a delete). */
  async findById(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<ProjectRow | null> {
    const query = scope.tx
      .select()
      .from(projects)
      .where(and(eq(projects.instanceId, scope.instanceId), eq(projects.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** A page of the projects list as the request asks, narrowed to a client's projects when `client` is set. */
  async page(scope: Scope, query: ListQuery, ctx: ListContext, client: ClientScope): Promise<ListPageRows<ProjectRow>> {
    const { where, orderBy } = compileListQuery(projectsListSql, query, ctx, this.visible(scope, client));
    return listPageRows(scope, {
      query,
      table: projects,
      where,
      rows: (limit, offset) => scope.tx.select().from(projects).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    });
  }

  /** GET /v2/projects/all: the projects by name, of the given companies, matching `search`; at most `limit`. */
  async choices(
    scope: Scope,
    client: ClientScope,
    filter: { search?: string; companies?: readonly string[] },
    limit: number,
  ): Promise<ProjectChoiceRow[]> {
    const search = filter.search ? `%${escapeLike(filter.search)}%` : null;
    return scope.tx
      .select(CHOICE)
      .from(projects)
      .where(
        and(
          ...this.visible(scope, client),
          filter.companies ? inArray(projects.company, [...filter.companies]) : undefined,
          search ? or(ilike(projects.name, search), ilike(projects.company, search)) : undefined,
        ),
      )
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(limit);
  }

  /** The companies projects are for, by name, with how many projects each; at most `limit`. */
  async companies(scope: Scope, limit: number): Promise<Array<{ name: string; projects: number }>> {
    const rows = await scope.tx
      .select({ name: projects.company, projects: count() })
      .from(projects)
      .where(and(eq(projects.instanceId, scope.instanceId), isNotNull(projects.company)))
      .groupBy(projects.company)
      .orderBy(asc(projects.company))
      .limit(limit);
    return rows.map((r) => ({ name: r.name!, projects: r.projects }));
  }

  /** The dashboard's counts: every visible project, those made since `since`, and the `recent` last changed. */
  async dashboard(
    scope: Scope,
    client: ClientScope,
    since: Date,
    recent: number,
  ): Promise<{ total: number; createdSince: number; recent: ProjectChoiceRow[] }> {
    const where = and(...this.visible(scope, client));
    const [counts] = await scope.tx
      .select({ total: count(), createdSince: sql<number>`count(*) filter (where ${gte(projects.createdAt, since)})`.mapWith(Number) })
      .from(projects)
      .where(where);
    const rows = await scope.tx.select(CHOICE).from(projects).where(where).orderBy(desc(projects.updatedAt), desc(projects.id)).limit(recent);
    return { total: counts.total, createdSince: counts.createdSince, recent: rows };
  }

  /**
   * The people of each project, by name, removed users left out: the first `perProject` of them
   * (all when not given) and how many there are, in one statement.
   */
  async peopleOf(scope: Scope, projectIds: readonly string[], perProject?: number): Promise<Map<string, ProjectPeople>> {
    const out = new Map<string, ProjectPeople>(projectIds.map((id) => [id, { people: [], count: 0 }]));
    if (projectIds.length === 0) return out;
    const ranked = scope.tx
      .select({
        projectId: projectUsers.projectId,
        ...PERSON,
        n: sql<number>`(row_number() over (partition by ${projectUsers.projectId} order by ${users.firstName}, ${users.lastName}, ${users.id}))::int`.as('n'),
        total: sql<number>`(count(*) over (partition by ${projectUsers.projectId}))::int`.as('total'),
      })
      .from(projectUsers)
      .innerJoin(users, and(eq(users.instanceId, projectUsers.instanceId), eq(users.id, projectUsers.userId), isNull(users.removedAt)))
      .where(and(eq(projectUsers.instanceId, scope.instanceId), inArray(projectUsers.projectId, [...projectIds])))
      .as('ranked');
    const rows = await scope.tx
      .select()
      .from(ranked)
      .where(perProject === undefined ? undefined : lte(ranked.n, perProject))
      .orderBy(ranked.projectId, ranked.n);
    for (const { projectId, n: _n, total, ...person } of rows) {
      const entry = out.get(projectId)!;
      entry.people.push(person);
      entry.count = Number(total);
    }
    return out;
  }

  /** The users among `ids` by id: those of this instance, removed ones only when asked (a feed names them). */
  async usersByIds(scope: Scope, ids: readonly string[], opts: { removed: boolean }): Promise<Map<string, PersonRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select(PERSON)
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids]), opts.removed ? undefined : isNull(users.removedAt)));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async insert(scope: Scope, values: NewProject): Promise<ProjectRow> {
    const [row] = await scope.tx
      .insert(projects)
      .values({ ...values, instanceId: scope.instanceId })
      .returning();
    return row;
  }

  /** Writes a change; `updated_at` moves with any change, the people's included. */
  async update(scope: Scope, id: string, patch: ProjectPatch): Promise<ProjectRow> {
    const [row] = await scope.tx
      .update(projects)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(projects.instanceId, scope.instanceId), eq(projects.id, id)))
      .returning();
    return row;
  }

  /** Makes `userIds` the project's people: the others leave, the new ones join. */
  async setUsers(scope: Scope, projectId: string, userIds: readonly string[]): Promise<void> {
    await scope.tx
      .delete(projectUsers)
      .where(
        and(
          eq(projectUsers.instanceId, scope.instanceId),
          eq(projectUsers.projectId, projectId),
          userIds.length > 0 ? notInArray(projectUsers.userId, [...userIds]) : undefined,
        ),
      );
    await this.addUsers(scope, projectId, userIds);
  }

  async addUsers(scope: Scope, projectId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    await scope.tx
      .insert(projectUsers)
      .values(userIds.map((userId) => ({ instanceId: scope.instanceId, projectId, userId })))
      .onConflictDoNothing();
  }

  /** Deletes the project; its people, client links and private list items go with it (foreign keys cascade). */
  async delete(scope: Scope, id: string): Promise<void> {
    await scope.tx.delete(projects).where(and(eq(projects.instanceId, scope.instanceId), eq(projects.id, id)));
  }

  /** The ids among `ids` of this instance's projects. */
  async existingIds(scope: Scope, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await scope.tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.instanceId, scope.instanceId), inArray(projects.id, [...ids])));
    return new Set(rows.map((r) => r.id));
  }

  // Client projects (spec 1 section 4.3)

  /** Whether the project is one of the user's client projects. */
  async isClientProject(scope: Scope, userId: string, projectId: string): Promise<boolean> {
    const [row] = await scope.tx
      .select({ id: clientProjects.projectId })
      .from(clientProjects)
      .where(and(eq(clientProjects.instanceId, scope.instanceId), eq(clientProjects.userId, userId), eq(clientProjects.projectId, projectId)))
      .limit(1);
    return Boolean(row);
  }

  /** A user's client projects, by name. */
  async clientProjectsOf(scope: Scope, userId: string): Promise<ProjectChoiceRow[]> {
    return scope.tx
      .select(CHOICE)
      .from(clientProjects)
      .innerJoin(projects, and(eq(projects.instanceId, clientProjects.instanceId), eq(projects.id, clientProjects.projectId)))
      .where(and(eq(clientProjects.instanceId, scope.instanceId), eq(clientProjects.userId, userId)))
      .orderBy(asc(projects.name), asc(projects.id));
  }

  /**
   * The projects a user is one of the people of or a client of, by name, each saying which: one
   * statement in hand-written SQL, since every GET /v2/users/me reads it (ADR 0027).
   */
  async projectsOfUser(scope: Scope, userId: string): Promise<Array<ProjectChoiceRow & { member: boolean; client: boolean }>> {
    // A union of the two links, grouped by project: a third of the planning and running time of
    // EXISTS and IN sub-queries over the same tables (EXPLAIN ANALYZE, 0.29 against 0.84 ms).
    // A prepared statement: its planning cost twice its running (db/prepared.ts).
    const rows = (await executePrepared(
      scope,
      'projects_of_user',
      sql`
      select p.id, p.instance_id, p.name, p.company, p.avatar_asset_id, p.updated_at,
             bool_or(x.member) as member, bool_or(not x.member) as client
        from (select project_id, true as member from project_users where instance_id = ${scope.instanceId} and user_id = ${userId}
              union all
              select project_id, false from client_projects where instance_id = ${scope.instanceId} and user_id = ${userId}) x
        join projects p on p.instance_id = ${scope.instanceId} and p.id = x.project_id
       group by p.id
       order by p.name, p.id`,
    )) as Array<{ id: string; instance_id: string; name: string; company: string | null; avatar_asset_id: string | null; updated_at: string | Date; member: boolean; client: boolean }>;
    return rows.map((r) => ({
      id: r.id,
      instanceId: r.instance_id,
      name: r.name,
      company: r.company,
      avatarAssetId: r.avatar_asset_id,
      updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at),
      member: r.member,
      client: r.client,
    }));
  }

  /** Makes `projectIds` the user's client projects. */
  async setClientProjects(scope: Scope, userId: string, projectIds: readonly string[]): Promise<void> {
    await scope.tx
      .delete(clientProjects)
      .where(
        and(
          eq(clientProjects.instanceId, scope.instanceId),
          eq(clientProjects.userId, userId),
          projectIds.length > 0 ? notInArray(clientProjects.projectId, [...projectIds]) : undefined,
        ),
      );
    if (projectIds.length === 0) return;
    await scope.tx
      .insert(clientProjects)
      .values(projectIds.map((projectId) => ({ instanceId: scope.instanceId, userId, projectId })))
      .onConflictDoNothing();
  }

  // The project's feed

  /**
   * A page of the project's events (aggregate 'project'), newest first, from the outbox's
   * aggregate index. A short page tells the total by itself; otherwise the events are counted.
   */
  async feedPage(scope: Scope, projectId: string, page: { limit: number; offset: number }): Promise<{ rows: FeedRow[]; total: number }> {
    const where = and(
      eq(outboxEvents.instanceId, scope.instanceId),
      eq(outboxEvents.aggregateType, 'project'),
      eq(outboxEvents.aggregateId, projectId),
    );
    const rows = await scope.tx.select().from(outboxEvents).where(where).orderBy(desc(outboxEvents.id)).limit(page.limit).offset(page.offset);
    if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) return { rows, total: page.offset + rows.length };
    const [{ n }] = await scope.tx.select({ n: count() }).from(outboxEvents).where(where);
    return { rows, total: n };
  }

  /** The tenant condition, and a client's narrowing to their client projects. */
  private visible(scope: Scope, client: ClientScope): SQL[] {
    const conditions = [eq(projects.instanceId, scope.instanceId)];
    if (client) {
      conditions.push(
        exists(
          scope.tx
            .select({ one: sql`1` })
            .from(clientProjects)
            .where(and(eq(clientProjects.instanceId, scope.instanceId), eq(clientProjects.userId, client), eq(clientProjects.projectId, projects.id))),
        ),
      );
    }
    return conditions;
  }
}
