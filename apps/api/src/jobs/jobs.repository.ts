import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@fieldwork/contracts';
import type { Scope } from '../db/database';
import { TableReader } from '../db/table-reader';
import {
  answerHistory,
  answers,
  assets,
  clientProjects,
  jobConfirmations,
  jobLinks,
  jobs,
  jobTypes,
  jobUsers,
  jobVisits,
  outboxEvents,
  projects,
  skillRequirements,
  users,
} from '../db/schema';
import { listPageRows, type ListPageRows } from '../lists/list-page';
import { compileListQuery, type ListContext } from '../lists/list-sql';
import { jobsListContext, jobsListSql } from './jobs-list';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Omit<typeof jobs.$inferInsert, 'id' | 'instanceId' | 'createdAt' | 'updatedAt'>;
/** What PUT /v2/jobs/{id} writes to the row (people and skills are written apart). */
export type JobPatch = Partial<Pick<NewJob, 'status' | 'startDate' | 'endDate' | 'projectId' | 'jobTypeId'>>;
export type AnswerRow = typeof answers.$inferSelect;
export type AnswerHistoryRow = typeof answerHistory.$inferSelect;
export type FeedRow = typeof outboxEvents.$inferSelect;
export type AssetRefRow = Pick<typeof assets.$inferSelect, 'id' | 'instanceId' | 'originalName' | 'kind'>;

/** A person as job replies show them. */
export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  avatarAssetId: string | null;
}

/** A job with everything its summary shows, read in one statement (ADR 0037). */
export interface JobSummaryRow {
  job: JobRow;
  jobType: { id: string; title: string; icon: string; settings: Record<string, unknown> };
  project: { id: string; name: string; avatarAssetId: string | null; userIds: string[] } | null;
  people: PersonRow[];
  confirmations: Array<{ userId: string; at: Date }>;
  /** The job's own required skills and its job type's, by name. */
  requiredSkills: Array<{ id: string; name: string }>;
  issues: number;
}

/** A linked job, as a previous or next job shows. */
export interface JobRefRow {
  id: string;
  number: number;
  status: string;
  startDate: Date | null;
  jobType: { id: string; title: string; icon: string };
}

/** What every job event names besides the job: its type's title and its project's name. */
export interface JobNames {
  jobTypeTitle: string;
  projectName: string | null;
}

/**
 * Whose jobs a read is narrowed to: every job of the instance (null), or a client's (the
 * client's user id): the jobs of their client projects.
 */
export type ClientScope = string | null;

const PERSON = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  avatarAssetId: users.avatarAssetId,
};

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : dateOf(value));
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * The columns of a job's summary over a relation named "jobs" (the table, or a page of it): its
 * own columns, then its type, project, people, confirmations, required skills and issues, each a
 * sub-select, so a page of 20 is one statement and keeps its order. Exported for
 * bench/jobs-list.mjs, which times the same statement straight on PostgreSQL.
 */
export function jobSummaryColumns(instanceId: string): SQL {
  return sql`
    "jobs"."id", "jobs"."instance_id", "jobs"."number", "jobs"."job_type_id", "jobs"."project_id", "jobs"."status",
    "jobs"."start_date", "jobs"."end_date", "jobs"."link_id", "jobs"."cloned_from", "jobs"."created_by",
    "jobs"."created_at", "jobs"."updated_at",
    (select json_build_object('title', t.title, 'icon', t.icon, 'settings', t.settings)
       from job_types t where t.id = "jobs"."job_type_id") as job_type,
    (select json_build_object('name', p.name, 'avatar', p.avatar_asset_id,
              'users', coalesce((select json_agg(pu.user_id order by pu.user_id) from project_users pu
                                  where pu.instance_id = ${instanceId} and pu.project_id = p.id), '[]'::json))
       from projects p where p.id = "jobs"."project_id") as project,
    coalesce((select json_agg(json_build_object('id', u.id, 'first', u.first_name, 'last', u.last_name, 'email', u.email,
                                                'role', u.role, 'avatar', u.avatar_asset_id) order by ju.created_at, u.id)
                from job_users ju join users u on u.id = ju.user_id
               where ju.instance_id = ${instanceId} and ju.job_id = "jobs"."id"), '[]'::json) as people,
    coalesce((select json_agg(json_build_object('user', c.user_id, 'at', c.created_at) order by c.created_at, c.user_id)
                from job_confirmations c where c.instance_id = ${instanceId} and c.job_id = "jobs"."id"), '[]'::json) as confirmations,
    coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by lower(s.name), s.id)
                from skills s
               where s.id in (select r.skill_id from skill_requirements r
                               where r.instance_id = ${instanceId}
                                 and ((r.target_type = 'job' and r.target_id = "jobs"."id")
                                   or (r.target_type = 'job_type' and r.target_id = "jobs"."job_type_id")))), '[]'::json) as required_skills,
    (select count(*) from answers a where a.instance_id = ${instanceId} and a.job_id = "jobs"."id" and a.is_issue)::int as issues`;
}

function toSummaryRow(raw: Raw): JobSummaryRow {
  const jobType = jsonOf<{ title: string; icon: string; settings: Record<string, unknown> }>(raw.job_type);
  const project = jsonOf<{ name: string; avatar: string | null; users: string[] } | null>(raw.project);
  const people = jsonOf<Array<{ id: string; first: string; last: string; email: string; role: string; avatar: string | null }>>(raw.people);
  const confirmations = jsonOf<Array<{ user: string; at: string }>>(raw.confirmations);
  const job: JobRow = {
    id: String(raw.id),
    instanceId: String(raw.instance_id),
    number: Number(raw.number),
    jobTypeId: String(raw.job_type_id),
    projectId: (raw.project_id as string | null) ?? null,
    status: String(raw.status),
    startDate: dateOrNull(raw.start_date),
    endDate: dateOrNull(raw.end_date),
    linkId: (raw.link_id as string | null) ?? null,
    clonedFrom: (raw.cloned_from as string | null) ?? null,
    createdBy: (raw.created_by as string | null) ?? null,
    createdAt: dateOf(raw.created_at),
    updatedAt: dateOf(raw.updated_at),
  };
  return {
    job,
    jobType: { id: job.jobTypeId, title: jobType.title, icon: jobType.icon, settings: jobType.settings ?? {} },
    project: project && job.projectId ? { id: job.projectId, name: project.name, avatarAssetId: project.avatar, userIds: project.users } : null,
    people: people.map((p) => ({ id: p.id, firstName: p.first, lastName: p.last, email: p.email, role: p.role, avatarAssetId: p.avatar })),
    confirmations: confirmations.map((c) => ({ userId: c.user, at: dateOf(c.at) })),
    requiredSkills: jsonOf<Array<{ id: string; name: string }>>(raw.required_skills),
    issues: Number(raw.issues),
  };
}

/** One job by id is read by every answer submission: that statement is written out (see TableReader). */
const jobsReader = new TableReader(jobs);

/** All SQL on jobs, their people, confirmations, links and visits, and the reading of their answers. Every method takes the tenant scope first. */
@Injectable()
export class JobsRepository {
  /**
   * One job; `forUpdate` locks it until the transaction ends (a change, a delete, each answer
   * submission). Written out (TableReader): every submission of answers runs it.
   */
  async findById(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<JobRow | null> {
    const [row] = await jobsReader.rows(
      scope,
      sql`select ${jobsReader.columns} from jobs where instance_id = ${scope.instanceId} and id = ${id}${opts.forUpdate ? sql` for update` : sql``}`,
    );
    return row ?? null;
  }

  /** The jobs among `ids` of this instance, locked in id order with `forUpdate` (so that two bulk calls never deadlock). */
  async findByIds(scope: Scope, ids: readonly string[], opts: { forUpdate?: boolean } = {}): Promise<JobRow[]> {
    if (ids.length === 0) return [];
    const query = scope.tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.instanceId, scope.instanceId), inArray(jobs.id, [...ids])))
      .orderBy(asc(jobs.id));
    return opts.forUpdate ? query.for('update') : query;
  }

  /** A page of the jobs list with each job's summary, in one statement, and how many jobs match. */
  async page(scope: Scope, query: ListQuery, ctx: ListContext, client: ClientScope): Promise<ListPageRows<JobSummaryRow>> {
    const { where, orderBy } = compileListQuery(jobsListSql, query, jobsListContext(ctx, query), this.visible(scope, client));
    return listPageRows(scope, {
      query,
      table: jobs,
      where,
      rows: async (limit, offset) => {
        const page = scope.tx.select().from(jobs).where(where).orderBy(...orderBy).limit(limit).offset(offset);
        // The page keeps the table's name, so the list's ORDER BY reads its columns again outside.
        const result = await scope.tx.execute(sql`select ${jobSummaryColumns(scope.instanceId)} from (${page}) as "jobs" order by ${sql.join(orderBy, sql`, `)}`);
        return rowsOf(result).map(toSummaryRow);
      },
    });
  }

  /** The summaries of the jobs among `ids` of this instance, in no particular order. */
  async summaries(scope: Scope, ids: readonly string[]): Promise<JobSummaryRow[]> {
    if (ids.length === 0) return [];
    const result = await scope.tx.execute(
      sql`select ${jobSummaryColumns(scope.instanceId)} from jobs as "jobs" where "jobs"."instance_id" = ${scope.instanceId} and ${inArray(sql`"jobs"."id"`, [...ids])}`,
    );
    return rowsOf(result).map(toSummaryRow);
  }

  /**
   * What the access policy asks of jobs for an actor: which of them the actor is one of the
   * people of, and (for a client) which are in one of their client projects. One statement.
   */
  async subjectFacts(scope: Scope, jobIds: readonly string[], actor: { id: string; client: boolean }): Promise<{ assigned: Set<string>; clientProject: Set<string> }> {
    if (jobIds.length === 0) return { assigned: new Set(), clientProject: new Set() };
    const result = await scope.tx.execute(sql`
      select j.id,
             exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${actor.id}) as assigned,
             ${actor.client ? sql`exists (select 1 from client_projects cp where cp.instance_id = ${scope.instanceId} and cp.user_id = ${actor.id} and cp.project_id = j.project_id)` : sql`false`} as client_project
        from jobs j
       where j.instance_id = ${scope.instanceId} and ${inArray(sql`j.id`, [...jobIds])}`);
    const assigned = new Set<string>();
    const clientProject = new Set<string>();
    for (const row of rowsOf(result)) {
      if (row.assigned) assigned.add(String(row.id));
      if (row.client_project) clientProject.add(String(row.id));
    }
    return { assigned, clientProject };
  }

  /** The job type's title and the project's name of each job, for its events. */
  async namesOf(scope: Scope, rows: readonly JobRow[]): Promise<Map<string, JobNames>> {
    if (rows.length === 0) return new Map();
    const typeIds = [...new Set(rows.map((row) => row.jobTypeId))];
    const projectIds = [...new Set(rows.flatMap((row) => (row.projectId ? [row.projectId] : [])))];
    const types = await scope.tx.select({ id: jobTypes.id, title: jobTypes.title }).from(jobTypes).where(and(eq(jobTypes.instanceId, scope.instanceId), inArray(jobTypes.id, typeIds)));
    const names =
      projectIds.length === 0
        ? []
        : await scope.tx.select({ id: projects.id, name: projects.name }).from(projects).where(and(eq(projects.instanceId, scope.instanceId), inArray(projects.id, projectIds)));
    const titleOf = new Map(types.map((t) => [t.id, t.title]));
    const nameOf = new Map(names.map((p) => [p.id, p.name]));
    return new Map(rows.map((row) => [row.id, { jobTypeTitle: titleOf.get(row.jobTypeId) ?? '', projectName: row.projectId ? (nameOf.get(row.projectId) ?? null) : null }]));
  }

  async insert(scope: Scope, values: NewJob): Promise<JobRow> {
    const [row] = await scope.tx
      .insert(jobs)
      .values({ ...values, instanceId: scope.instanceId })
      .returning();
    return row;
  }

  /** Writes a change; `updated_at` moves with any change, people's and skills' included. */
  async update(scope: Scope, ids: readonly string[], patch: JobPatch): Promise<JobRow[]> {
    if (ids.length === 0) return [];
    return scope.tx
      .update(jobs)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(jobs.instanceId, scope.instanceId), inArray(jobs.id, [...ids])))
      .returning();
  }

  /**
   * Deletes the jobs; their people, confirmations, links, visits and answers go with them
   * (foreign keys cascade), and their required skills (skill_requirements names its targets
   * without a foreign key).
   */
  async delete(scope: Scope, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await scope.tx
      .delete(skillRequirements)
      .where(and(eq(skillRequirements.instanceId, scope.instanceId), eq(skillRequirements.targetType, 'job'), inArray(skillRequirements.targetId, [...ids])));
    await scope.tx.delete(jobs).where(and(eq(jobs.instanceId, scope.instanceId), inArray(jobs.id, [...ids])));
  }

  /** Whether any job is of this project (the project's dependents' check). */
  async anyOfProject(scope: Scope, projectId: string): Promise<boolean> {
    const [row] = await scope.tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.instanceId, scope.instanceId), eq(jobs.projectId, projectId))).limit(1);
    return Boolean(row);
  }

  /** Whether any job is of this job type (the job type's dependents' check). */
  async anyOfJobType(scope: Scope, jobTypeId: string): Promise<boolean> {
    const [row] = await scope.tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.instanceId, scope.instanceId), eq(jobs.jobTypeId, jobTypeId))).limit(1);
    return Boolean(row);
  }

  // People (job_users)

  /** The people of each job, by job id (ids only). */
  async userIdsOf(scope: Scope, jobIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(jobIds.map((id) => [id, []]));
    if (jobIds.length === 0) return out;
    const rows = await scope.tx
      .select({ jobId: jobUsers.jobId, userId: jobUsers.userId })
      .from(jobUsers)
      .where(and(eq(jobUsers.instanceId, scope.instanceId), inArray(jobUsers.jobId, [...jobIds])))
      .orderBy(asc(jobUsers.createdAt), asc(jobUsers.userId));
    for (const row of rows) out.get(row.jobId)?.push(row.userId);
    return out;
  }

  /** Adds people to jobs (those already there stay as they were). */
  async addUsers(scope: Scope, pairs: ReadonlyArray<{ jobId: string; userId: string }>, assignedBy: string | null): Promise<void> {
    if (pairs.length === 0) return;
    await scope.tx
      .insert(jobUsers)
      .values(pairs.map((p) => ({ instanceId: scope.instanceId, jobId: p.jobId, userId: p.userId, assignedBy })))
      .onConflictDoNothing();
  }

  /** Takes people off jobs; their confirmations go with them. */
  async removePairs(scope: Scope, pairs: ReadonlyArray<{ jobId: string; userId: string }>): Promise<void> {
    if (pairs.length === 0) return;
    const list = sql.join(pairs.map((p) => sql`(${p.jobId}::uuid, ${p.userId}::uuid)`), sql`, `);
    await scope.tx.execute(sql`delete from job_users where instance_id = ${scope.instanceId} and (job_id, user_id) in (${list})`);
    await scope.tx.execute(sql`delete from job_confirmations where instance_id = ${scope.instanceId} and (job_id, user_id) in (${list})`);
  }

  /** The users among `ids` of this instance who have not been removed. */
  async usersByIds(scope: Scope, ids: readonly string[]): Promise<Map<string, PersonRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select(PERSON)
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids]), isNull(users.removedAt)));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The users among `ids` of this instance, removed ones too (a feed or an answer's history names them). */
  async namesByIds(scope: Scope, ids: readonly string[]): Promise<Map<string, PersonRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx.select(PERSON).from(users).where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Who may be assigned, best first: the instance's present users who are not clients nor banned,
   * with the skills each holds in force on `today` among `skillIds`; at most `limit`.
   */
  async candidates(scope: Scope, skillIds: readonly string[], today: string, limit: number): Promise<Array<PersonRow & { skillIds: string[] }>> {
    const held = skillIds.length
      ? sql`coalesce((select json_agg(us.skill_id) from user_skills us
              where us.instance_id = ${scope.instanceId} and us.user_id = u.id and ${inArray(sql`us.skill_id`, [...skillIds])}
                and us.starts_on <= ${today}::date and (us.expires_on is null or us.expires_on >= ${today}::date)), '[]'::json)`
      : sql`'[]'::json`;
    // Ranked here, so that the limit keeps the best: most skills held in force, then by name.
    const result = await scope.tx.execute(sql`
      select * from (
        select u.id, u.first_name, u.last_name, u.email, u.role, u.avatar_asset_id, ${held} as skill_ids
          from users u
         where u.instance_id = ${scope.instanceId} and u.removed_at is null and not u.banned and u.role <> 'client') c
       order by json_array_length(c.skill_ids) desc, c.first_name, c.last_name, c.id
       limit ${limit}`);
    return rowsOf(result).map((r) => ({
      id: String(r.id),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: String(r.email),
      role: String(r.role),
      avatarAssetId: (r.avatar_asset_id as string | null) ?? null,
      skillIds: jsonOf<string[]>(r.skill_ids),
    }));
  }

  /** The skills among `skillIds` each user holds in force on `today` (started, not past its expiry date). */
  async skillsInForce(scope: Scope, userIds: readonly string[], skillIds: readonly string[], today: string): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>(userIds.map((id) => [id, new Set()]));
    if (userIds.length === 0 || skillIds.length === 0) return out;
    const result = await scope.tx.execute(sql`
      select us.user_id, us.skill_id from user_skills us
       where us.instance_id = ${scope.instanceId} and ${inArray(sql`us.user_id`, [...userIds])} and ${inArray(sql`us.skill_id`, [...skillIds])}
         and us.starts_on <= ${today}::date and (us.expires_on is null or us.expires_on >= ${today}::date)`);
    for (const row of rowsOf(result)) out.get(String(row.user_id))?.add(String(row.skill_id));
    return out;
  }

  // Attendance (job_confirmations)

  async confirmedUserIds(scope: Scope, jobId: string): Promise<Set<string>> {
    const rows = await scope.tx
      .select({ userId: jobConfirmations.userId })
      .from(jobConfirmations)
      .where(and(eq(jobConfirmations.instanceId, scope.instanceId), eq(jobConfirmations.jobId, jobId)));
    return new Set(rows.map((r) => r.userId));
  }

  /** Records a confirmation; false when the user had confirmed already. */
  async confirm(scope: Scope, jobId: string, userId: string): Promise<boolean> {
    const rows = await scope.tx
      .insert(jobConfirmations)
      .values({ instanceId: scope.instanceId, jobId, userId })
      .onConflictDoNothing()
      .returning({ userId: jobConfirmations.userId });
    return rows.length > 0;
  }

  /** Removes a confirmation; false when there was none. */
  async unconfirm(scope: Scope, jobId: string, userId: string): Promise<boolean> {
    const rows = await scope.tx
      .delete(jobConfirmations)
      .where(and(eq(jobConfirmations.instanceId, scope.instanceId), eq(jobConfirmations.jobId, jobId), eq(jobConfirmations.userId, userId)))
      .returning({ userId: jobConfirmations.userId });
    return rows.length > 0;
  }

  // Links (job_links)

  /** The previous and the next jobs of a job, by number. */
  async linksOf(scope: Scope, jobId: string): Promise<{ prev: JobRefRow[]; next: JobRefRow[] }> {
    const result = await scope.tx.execute(sql`
      select l.dir, j.id, j.number, j.status, j.start_date, t.id as type_id, t.title, t.icon
        from (select 'prev' as dir, prev_job_id as id from job_links where instance_id = ${scope.instanceId} and next_job_id = ${jobId}
              union all
              select 'next', next_job_id from job_links where instance_id = ${scope.instanceId} and prev_job_id = ${jobId}) l
        join jobs j on j.id = l.id
        join job_types t on t.id = j.job_type_id
       order by j.number`);
    const out = { prev: [] as JobRefRow[], next: [] as JobRefRow[] };
    for (const r of rowsOf(result)) {
      const ref: JobRefRow = {
        id: String(r.id),
        number: Number(r.number),
        status: String(r.status),
        startDate: dateOrNull(r.start_date),
        jobType: { id: String(r.type_id), title: String(r.title), icon: String(r.icon) },
      };
      (r.dir === 'prev' ? out.prev : out.next).push(ref);
    }
    return out;
  }

  /**
   * Serialises the changes of the instance's links until the transaction ends, so that two
   * links made at once cannot close a cycle that neither saw.
   */
  async lockLinks(scope: Scope): Promise<void> {
    await scope.tx.execute(sql`select pg_advisory_xact_lock(hashtext('job_links'), hashtext(${scope.instanceId}))`);
  }

  /** Whether `descendant` follows `jobId`, directly or through other jobs. */
  async follows(scope: Scope, jobId: string, descendant: string): Promise<boolean> {
    const result = await scope.tx.execute(sql`
      with recursive after(id) as (
        select next_job_id from job_links where instance_id = ${scope.instanceId} and prev_job_id = ${jobId}
        union
        select l.next_job_id from job_links l join after a on l.prev_job_id = a.id where l.instance_id = ${scope.instanceId}
      )
      select exists (select 1 from after where id = ${descendant}) as found`);
    return Boolean(rowsOf(result)[0]?.found);
  }

  /** Links `prevId` before `nextId`; false when it was linked already. */
  async link(scope: Scope, prevId: string, nextId: string, createdBy: string | null): Promise<boolean> {
    const rows = await scope.tx
      .insert(jobLinks)
      .values({ instanceId: scope.instanceId, prevJobId: prevId, nextJobId: nextId, createdBy })
      .onConflictDoNothing()
      .returning({ prev: jobLinks.prevJobId });
    return rows.length > 0;
  }

  /** Unlinks them; false when they were not linked. */
  async unlink(scope: Scope, prevId: string, nextId: string): Promise<boolean> {
    const rows = await scope.tx
      .delete(jobLinks)
      .where(and(eq(jobLinks.instanceId, scope.instanceId), eq(jobLinks.prevJobId, prevId), eq(jobLinks.nextJobId, nextId)))
      .returning({ prev: jobLinks.prevJobId });
    return rows.length > 0;
  }

  // Visits

  /** Records that the user opened the job now. */
  async visit(scope: Scope, jobId: string, userId: string): Promise<void> {
    await scope.tx
      .insert(jobVisits)
      .values({ instanceId: scope.instanceId, jobId, userId })
      .onConflictDoUpdate({ target: [jobVisits.jobId, jobVisits.userId], set: { visitedAt: sql`now()` } });
  }

  // Answers, read for the job's detail

  async answersOf(scope: Scope, jobId: string): Promise<AnswerRow[]> {
    return scope.tx
      .select()
      .from(answers)
      .where(and(eq(answers.instanceId, scope.instanceId), eq(answers.jobId, jobId)))
      .orderBy(asc(answers.answeredAt), asc(answers.key));
  }

  /** Every recorded change of these answers, oldest first. */
  async historyOf(scope: Scope, answerIds: readonly string[]): Promise<AnswerHistoryRow[]> {
    if (answerIds.length === 0) return [];
    return scope.tx
      .select()
      .from(answerHistory)
      .where(and(eq(answerHistory.instanceId, scope.instanceId), inArray(answerHistory.answerId, [...answerIds])))
      .orderBy(asc(answerHistory.createdAt), asc(answerHistory.id));
  }

  /** The assets among `ids` of this instance: names and kinds for the answers' files. */
  async assetsByIds(scope: Scope, ids: readonly string[]): Promise<Map<string, AssetRefRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: assets.id, instanceId: assets.instanceId, originalName: assets.originalName, kind: assets.kind })
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  // The job's feed

  /** A page of the job's events (aggregate 'job'), newest first, from the outbox's aggregate index. */
  async feedPage(scope: Scope, jobId: string, page: { limit: number; offset: number }): Promise<{ rows: FeedRow[]; total: number }> {
    const where = and(eq(outboxEvents.instanceId, scope.instanceId), eq(outboxEvents.aggregateType, 'job'), eq(outboxEvents.aggregateId, jobId));
    const rows = await scope.tx.select().from(outboxEvents).where(where).orderBy(desc(outboxEvents.id)).limit(page.limit).offset(page.offset);
    if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) return { rows, total: page.offset + rows.length };
    const [{ n }] = await scope.tx.select({ n: count() }).from(outboxEvents).where(where);
    return { rows, total: n };
  }

  /** The tenant condition, and a client's narrowing to their client projects' jobs. */
  private visible(scope: Scope, client: ClientScope): SQL[] {
    const conditions = [eq(jobs.instanceId, scope.instanceId)];
    if (client) {
      conditions.push(
        inArray(
          jobs.projectId,
          scope.tx
            .select({ id: clientProjects.projectId })
            .from(clientProjects)
            .where(and(eq(clientProjects.instanceId, scope.instanceId), eq(clientProjects.userId, client))),
        ),
      );
    }
    return conditions;
  }
}

