import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { answerHistory, answers, assets, users } from '../db/schema';
import type { AnswerHistoryRow, AnswerRow, AssetRefRow, PersonRow } from '../jobs/jobs.repository';

export type NewAnswerRow = Omit<typeof answers.$inferInsert, 'id' | 'instanceId' | 'createdAt' | 'updatedAt'>;
export type NewHistoryRow = Omit<typeof answerHistory.$inferInsert, 'id' | 'instanceId' | 'createdAt'>;

/** A question of a job type as answering reads it (current revision). */
export interface AnsweringQuestionRow {
  id: string;
  number: number;
  type: string;
  title: string;
  settings: Record<string, unknown>;
  revision: number;
  isClientVisible: boolean;
  disabled: boolean;
}

/** The job type and project facts a submission needs besides the job, read in one statement. */
export interface AnsweringFacts {
  jobTypeTitle: string;
  jobTypeSettings: Record<string, unknown>;
  projectName: string | null;
  questions: AnsweringQuestionRow[];
  /** The job's answers to the keys sent. */
  answers: AnswerRow[];
  /** The client ids sent that were recorded before. */
  recorded: Set<string>;
}

/** A file an answer names: whose and for what it was uploaded. */
export interface AnswerFileRow {
  id: string;
  uploadedBy: string | null;
  target: string;
  targetId: string | null;
}

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** An answers row read as JSON (row_to_json's column names) as Drizzle reads it. */
function answerRowOf(raw: Raw): AnswerRow {
  return {
    id: String(raw.id),
    instanceId: String(raw.instance_id),
    jobId: String(raw.job_id),
    questionId: String(raw.question_id),
    revision: Number(raw.revision),
    key: String(raw.key),
    value: raw.value ?? null,
    files: (raw.files as string[]) ?? [],
    comment: (raw.comment as string | null) ?? null,
    signatureAssetId: (raw.signature_asset_id as string | null) ?? null,
    emails: (raw.emails as string[]) ?? [],
    isIssue: raw.is_issue === true,
    elements: (raw.elements as unknown[]) ?? [],
    searchValue: (raw.search_value as string | null) ?? null,
    extra: (raw.extra as Record<string, unknown>) ?? {},
    location: (raw.location as { lat: number; long: number } | null) ?? null,
    userId: (raw.user_id as string | null) ?? null,
    linkId: (raw.link_id as string | null) ?? null,
    clientId: (raw.client_id as string | null) ?? null,
    answeredAt: dateOf(raw.answered_at),
    createdAt: dateOf(raw.created_at),
    updatedAt: dateOf(raw.updated_at),
  };
}

const PERSON = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  avatarAssetId: users.avatarAssetId,
};

/** All SQL on answers and their history. Every method takes the tenant scope first. */
@Injectable()
export class AnswersRepository {
  /**
   * Everything a submission reads besides the job, in one statement: the job type's title,
   * settings and current questions, the project's name, the job's answers to `keys` and which of
   * `clientIds` were recorded already (any job of the instance). The job's row is locked by then,
   * so the answers cannot change under the submission.
   */
  async facts(scope: Scope, job: { id: string; jobTypeId: string; projectId: string | null }, keys: readonly string[], clientIds: readonly string[]): Promise<AnsweringFacts | null> {
    const none = sql`false`;
    const result = await scope.tx.execute(sql`
      select t.title, t.settings,
             (select p.name from projects p where p.instance_id = ${scope.instanceId} and p.id = ${job.projectId}) as project_name,
             coalesce((select json_agg(json_build_object('id', q.id, 'number', q.number, 'type', q.type, 'title', q.title, 'settings', q.settings,
                                                         'revision', q.revision, 'isClientVisible', q.is_client_visible, 'disabled', q.disabled))
                         from questions q
                        where q.instance_id = ${scope.instanceId} and q.job_type_id = t.id and q.deleted_at is null), '[]'::json) as questions,
             coalesce((select json_agg(a) from answers a
                        where a.instance_id = ${scope.instanceId} and a.job_id = ${job.id} and ${keys.length ? inArray(sql`a.key`, [...keys]) : none}), '[]'::json) as answers,
             coalesce((select json_agg(h.client_id) from answer_history h
                        where h.instance_id = ${scope.instanceId} and ${clientIds.length ? inArray(sql`h.client_id`, [...clientIds]) : none}), '[]'::json) as recorded
        from job_types t
       where t.instance_id = ${scope.instanceId} and t.id = ${job.jobTypeId}`);
    const [row] = rowsOf(result);
    if (!row) return null;
    return {
      jobTypeTitle: String(row.title),
      jobTypeSettings: jsonOf<Record<string, unknown>>(row.settings) ?? {},
      projectName: (row.project_name as string | null) ?? null,
      questions: jsonOf<AnsweringQuestionRow[]>(row.questions),
      answers: jsonOf<Raw[]>(row.answers).map(answerRowOf),
      recorded: new Set(jsonOf<string[]>(row.recorded)),
    };
  }

  /** The files among `ids` of this instance, with whom and what they were uploaded for. */
  async files(scope: Scope, ids: readonly string[]): Promise<Map<string, AnswerFileRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: assets.id, uploadedBy: assets.uploadedBy, target: assets.target, targetId: assets.targetId })
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Writes answers, new or over the job's answer to the same key (the row keeps its id). */
  async upsert(scope: Scope, rows: readonly NewAnswerRow[]): Promise<AnswerRow[]> {
    if (rows.length === 0) return [];
    return scope.tx
      .insert(answers)
      .values(rows.map((row) => ({ ...row, instanceId: scope.instanceId })))
      .onConflictDoUpdate({
        target: [answers.jobId, answers.key],
        set: {
          questionId: sql`excluded.question_id`,
          revision: sql`excluded.revision`,
          value: sql`excluded.value`,
          files: sql`excluded.files`,
          comment: sql`excluded.comment`,
          signatureAssetId: sql`excluded.signature_asset_id`,
          emails: sql`excluded.emails`,
          isIssue: sql`excluded.is_issue`,
          elements: sql`excluded.elements`,
          searchValue: sql`excluded.search_value`,
          extra: sql`excluded.extra`,
          location: sql`coalesce(excluded.location, ${answers.location})`,
          userId: sql`excluded.user_id`,
          linkId: sql`excluded.link_id`,
          clientId: sql`excluded.client_id`,
          answeredAt: sql`excluded.answered_at`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
  }

  /** Adds history rows (never changed after: a trigger refuses updates). */
  async addHistory(scope: Scope, rows: readonly NewHistoryRow[]): Promise<AnswerHistoryRow[]> {
    if (rows.length === 0) return [];
    return scope.tx
      .insert(answerHistory)
      .values(rows.map((row) => ({ ...row, instanceId: scope.instanceId })))
      .returning();
  }

  /** Every recorded change of these answers, oldest first, with the people who made them: one statement. */
  async historyWithPeople(scope: Scope, answerIds: readonly string[]): Promise<{ history: AnswerHistoryRow[]; people: Map<string, PersonRow> }> {
    if (answerIds.length === 0) return { history: [], people: new Map() };
    const rows = await scope.tx
      .select({ history: answerHistory, person: PERSON })
      .from(answerHistory)
      .leftJoin(users, and(eq(users.instanceId, scope.instanceId), eq(users.id, answerHistory.userId)))
      .where(and(eq(answerHistory.instanceId, scope.instanceId), inArray(answerHistory.answerId, [...answerIds])))
      .orderBy(asc(answerHistory.createdAt), asc(answerHistory.answeredAt), asc(answerHistory.id));
    const people = new Map<string, PersonRow>();
    for (const row of rows) if (row.person?.id) people.set(row.person.id, row.person as PersonRow);
    return { history: rows.map((row) => row.history), people };
  }

  /** The assets among `ids`: names and kinds for the answers' files. */
  async assetRefs(scope: Scope, ids: readonly string[]): Promise<Map<string, AssetRefRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: assets.id, instanceId: assets.instanceId, originalName: assets.originalName, kind: assets.kind })
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The users among `ids` of this instance, removed ones too (an answer names who gave it). */
  async people(scope: Scope, ids: readonly string[]): Promise<Map<string, PersonRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx.select(PERSON).from(users).where(and(eq(users.instanceId, scope.instanceId), inArray(users.id, [...ids])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The people who answered jobs of the instance (GET /v2/answers/users), narrowed to a job, a job
   * type and a name or e-mail; by name, at most `limit`.
   */
  async answerers(scope: Scope, filter: { job?: string; jobType?: string; search?: string }, limit: number): Promise<PersonRow[]> {
    const search = filter.search?.trim() ? `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const result = await scope.tx.execute(sql`
      select u.id, u.first_name, u.last_name, u.email, u.role, u.avatar_asset_id
        from users u
       where u.instance_id = ${scope.instanceId}
         and exists (select 1 from answers a join jobs j on j.id = a.job_id
                      where a.instance_id = ${scope.instanceId} and a.user_id = u.id
                        ${filter.job ? sql`and a.job_id = ${filter.job}` : sql``}
                        ${filter.jobType ? sql`and j.job_type_id = ${filter.jobType}` : sql``})
         ${search ? sql`and (u.first_name || ' ' || u.last_name ilike ${search} or u.email ilike ${search})` : sql``}
       order by lower(u.first_name), lower(u.last_name), u.id
       limit ${limit}`);
    return rowsOf(result).map((r) => ({
      id: String(r.id),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: String(r.email),
      role: String(r.role),
      avatarAssetId: (r.avatar_asset_id as string | null) ?? null,
    }));
  }
}
