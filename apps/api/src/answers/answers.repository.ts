import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { executeNamed } from '../db/named-statement';
import { answerHistory, answers, assets, users } from '../db/schema';
import { EventsRepository, type OutboxRow } from '../events/events.repository';
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
  /** The job type's current questions among the numbers sent. */
  questions: AnsweringQuestionRow[];
  /** The job's answers to the keys sent. */
  answers: AnswerRow[];
  /** The client ids sent that were recorded before. */
  recorded: Set<string>;
  /** The policy's facts of the job for the signed-in author: one of its people, in a client project of theirs. */
  assigned: boolean;
  clientProject: boolean;
  /** With `withHistory`: the history of `answers`, oldest first, and the people of that history, of the answers and the author. */
  history: HistoryRow[];
  people: Map<string, PersonRow>;
}

/** What a submission reads besides the job: the keys, question numbers and client ids sent, and who sends them. */
export interface FactsQuery {
  keys: readonly string[];
  numbers: readonly number[];
  clientIds: readonly string[];
  /** The signed-in author (null for a public answerer). */
  actor: { id: string; client: boolean } | null;
  /** Whether the reply shows the answerer and the history (not to clients and public answerers). */
  withHistory: boolean;
}

/** A history row with its creation time in microseconds, the order the job's reading gives history in. */
export type HistoryRow = AnswerHistoryRow & { createdUs: number };

/** A history row to write: of a stored answer (`answerId`), or of the answer this statement writes to `key`. */
export type HistoryInsert = Omit<NewHistoryRow, 'answerId'> & { answerId: string | null; key: string };

/** What a submission writes, in one statement: answers, their history, and its event. */
export interface AnswersWrite {
  answers: readonly NewAnswerRow[];
  history: readonly HistoryInsert[];
  event: OutboxRow | null;
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

/** An answer_history row read as JSON, with `created_us` (its creation time in microseconds). */
function historyRowOf(raw: Raw): HistoryRow {
  return {
    id: String(raw.id),
    instanceId: String(raw.instance_id),
    answerId: String(raw.answer_id),
    userId: (raw.user_id as string | null) ?? null,
    linkId: (raw.link_id as string | null) ?? null,
    before: raw.before ?? null,
    after: raw.after ?? null,
    clientId: (raw.client_id as string | null) ?? null,
    answeredAt: raw.answered_at == null ? null : dateOf(raw.answered_at),
    superseded: raw.superseded === true,
    createdAt: dateOf(raw.created_at),
    createdUs: Number(raw.created_us),
  };
}

/** The order of the job's reading: created, then answered, then id (uuids compare as their lowercase text). */
export function historyOrder(a: HistoryRow, b: HistoryRow): number {
  return a.createdUs - b.createdUs || (a.answeredAt?.getTime() ?? Infinity) - (b.answeredAt?.getTime() ?? Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const personOf = (raw: Raw): PersonRow => ({
  id: String(raw.id),
  firstName: String(raw.first_name),
  lastName: String(raw.last_name),
  email: String(raw.email),
  role: String(raw.role),
  avatarAssetId: (raw.avatar_asset_id as string | null) ?? null,
});

/**
 * A list of text as one bound value whatever its length (a JSON parameter), as an array the
 * planner uses an index with (`column = any(...)`; an IN (select ...) was planned as a scan).
 */
const textList = (values: readonly unknown[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The columns of an answers row as jsonb_to_recordset reads a written answer. */
const ANSWER_INPUT = sql.raw(`job_id uuid, question_id uuid, revision integer, key text, value jsonb, files jsonb, comment text, signature_asset_id uuid,
  emails jsonb, is_issue boolean, elements jsonb, search_value text, extra jsonb, location jsonb, user_id uuid, link_id uuid, client_id text, answered_at timestamptz`);
const ANSWER_COLUMNS = sql.raw(`job_id, question_id, revision, key, value, files, comment, signature_asset_id, emails, is_issue, elements, search_value, extra,
  location, user_id, link_id, client_id, answered_at`);

/** A new answers row as JSON for jsonb_to_recordset: the column names, every column present (a missing one would be null, not its default). */
function answerInputOf(row: NewAnswerRow): Record<string, unknown> {
  return {
    job_id: row.jobId,
    question_id: row.questionId,
    revision: row.revision,
    key: row.key,
    value: row.value ?? null,
    files: row.files ?? [],
    comment: row.comment ?? null,
    signature_asset_id: row.signatureAssetId ?? null,
    emails: row.emails ?? [],
    is_issue: row.isIssue ?? false,
    elements: row.elements ?? [],
    search_value: row.searchValue ?? null,
    extra: row.extra ?? {},
    location: row.location ?? null,
    user_id: row.userId ?? null,
    link_id: row.linkId ?? null,
    client_id: row.clientId ?? null,
    answered_at: (row.answeredAt ?? new Date()).toISOString(),
  };
}

function historyInputOf(row: HistoryInsert): Record<string, unknown> {
  return {
    answer_id: row.answerId,
    key: row.key,
    user_id: row.userId ?? null,
    link_id: row.linkId ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    client_id: row.clientId ?? null,
    answered_at: row.answeredAt ? row.answeredAt.toISOString() : null,
    superseded: row.superseded ?? false,
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
  constructor(@Inject(EventsRepository) private readonly events: EventsRepository) {}

  /**
   * Everything a submission reads besides the job, in one statement: the job type's title and
   * settings and its current questions among `numbers`, the project's name, the job's answers to
   * `keys`, which of `clientIds` were recorded already (any job of the instance), the policy's
   * facts of the job for the author, and with `withHistory` those answers' history and the
   * people the reply names. The job's row is locked by then, so none of it can change under the
   * submission.
   */
  async facts(scope: Scope, job: { id: string; jobTypeId: string; projectId: string | null }, query: FactsQuery): Promise<AnsweringFacts | null> {
    const i = scope.instanceId;
    const { actor } = query;
    const stored = sql`select a.* from answers a where a.instance_id = ${i} and a.job_id = ${job.id} and a.key = any(${textList(query.keys)})`;
    const history = sql`select h.*, (extract(epoch from h.created_at) * 1000000)::bigint as created_us
                          from answer_history h where h.instance_id = ${i} and h.answer_id in (select s.id from stored s)`;
    const rows = await executeNamed(scope, 'answers_facts', sql`
      with stored as (${stored})${query.withHistory ? sql`, history as (${history})` : sql``}
      select t.title, t.settings,
             (select p.name from projects p where p.instance_id = ${i} and p.id = ${job.projectId}) as project_name,
             coalesce((select json_agg(json_build_object('id', q.id, 'number', q.number, 'type', q.type, 'title', q.title, 'settings', q.settings,
                                                         'revision', q.revision, 'isClientVisible', q.is_client_visible, 'disabled', q.disabled))
                         from questions q
                        where q.instance_id = ${i} and q.job_type_id = t.id and q.deleted_at is null
                          and q.number = any(${textList(query.numbers)}::int[])), '[]'::json) as questions,
             coalesce((select json_agg(s) from stored s), '[]'::json) as answers,
             coalesce((select json_agg(h.client_id) from answer_history h
                        where h.instance_id = ${i} and h.client_id is not null
                          and h.client_id = any(${textList(query.clientIds)})), '[]'::json) as recorded,
             ${actor ? sql`exists (select 1 from job_users ju where ju.job_id = ${job.id} and ju.user_id = ${actor.id})` : sql`false`} as assigned,
             ${actor?.client ? sql`exists (select 1 from client_projects cp where cp.instance_id = ${i} and cp.user_id = ${actor.id} and cp.project_id = ${job.projectId})` : sql`false`} as client_project,
             ${
               query.withHistory
                 ? sql`coalesce((select json_agg(h order by h.created_at, h.answered_at, h.id) from history h), '[]'::json) as history,
             coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'role', u.role,
                                                         'avatar_asset_id', u.avatar_asset_id))
                         from users u
                        where u.instance_id = ${i}
                          and (u.id in (select h.user_id from history h) or u.id in (select s.user_id from stored s)${actor ? sql` or u.id = ${actor.id}` : sql``})), '[]'::json) as people`
                 : sql`'[]'::json as history, '[]'::json as people`
             }
        from job_types t
       where t.instance_id = ${i} and t.id = ${job.jobTypeId}`);
    const [row] = rows;
    if (!row) return null;
    return {
      jobTypeTitle: String(row.title),
      jobTypeSettings: jsonOf<Record<string, unknown>>(row.settings) ?? {},
      projectName: (row.project_name as string | null) ?? null,
      questions: jsonOf<AnsweringQuestionRow[]>(row.questions),
      answers: jsonOf<Raw[]>(row.answers).map(answerRowOf),
      recorded: new Set(jsonOf<string[]>(row.recorded)),
      assigned: row.assigned === true,
      clientProject: row.client_project === true,
      history: jsonOf<Raw[]>(row.history).map(historyRowOf),
      people: new Map(jsonOf<Raw[]>(row.people).map((raw) => [String(raw.id), personOf(raw)])),
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

  /**
   * A submission's writes in one statement: the answers (new, or over the job's answer to the same
   * key: the row keeps its id), their history rows (never changed after: a trigger refuses
   * updates), a row of a new answer found by its key, and the event (the outbox's own INSERT).
   * Returns the answers written and the history rows added.
   */
  async write(scope: Scope, changes: AnswersWrite): Promise<{ answers: AnswerRow[]; history: HistoryRow[] }> {
    const i = sql`${scope.instanceId}::uuid`;
    const [row] = await executeNamed(scope, 'answers_write', sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(changes.answers.map(answerInputOf))}::jsonb) as r(${ANSWER_INPUT})
      ), written as (
        insert into answers as a (instance_id, ${ANSWER_COLUMNS})
        select ${i}, ${ANSWER_COLUMNS} from input
        on conflict (job_id, key) do update set
          question_id = excluded.question_id, revision = excluded.revision, value = excluded.value, files = excluded.files,
          comment = excluded.comment, signature_asset_id = excluded.signature_asset_id, emails = excluded.emails,
          is_issue = excluded.is_issue, elements = excluded.elements, search_value = excluded.search_value, extra = excluded.extra,
          location = coalesce(excluded.location, a.location), user_id = excluded.user_id, link_id = excluded.link_id,
          client_id = excluded.client_id, answered_at = excluded.answered_at, updated_at = now()
        returning a.*
      ), added as (
        insert into answer_history (instance_id, answer_id, user_id, link_id, before, after, client_id, answered_at, superseded)
        select ${i}, coalesce(h.answer_id, w.id), h.user_id, h.link_id, h.before, h.after, h.client_id, h.answered_at, h.superseded
          from jsonb_to_recordset(${JSON.stringify(changes.history.map(historyInputOf))}::jsonb)
               as h(answer_id uuid, key text, user_id uuid, link_id uuid, before jsonb, after jsonb, client_id text, answered_at timestamptz, superseded boolean)
          left join written w on h.answer_id is null and w.key = h.key
        returning *
      )${changes.event ? sql`, event as (${this.events.insertStatement(scope, changes.event)})` : sql``}
      select coalesce((select json_agg(w) from written w), '[]'::json) as answers,
             coalesce((select json_agg(x) from (select ad.*, (extract(epoch from ad.created_at) * 1000000)::bigint as created_us from added ad) x), '[]'::json) as history`);
    return { answers: jsonOf<Raw[]>(row.answers).map(answerRowOf), history: jsonOf<Raw[]>(row.history).map(historyRowOf) };
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
