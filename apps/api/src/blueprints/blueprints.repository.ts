import { Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Scope } from '../db/database';
import { assets, blueprintElements, blueprintMarkings, jobs, jobTypes, projects, questions, users } from '../db/schema';
import type { AnsweringQuestionRow } from '../answers/answers.repository';
import type { JobRow } from '../jobs/jobs.repository';

/** A PDF plan's row as the editor reads it. */
export interface PlanRow {
  id: string;
  originalName: string;
  kind: string;
  rotation: number;
  grayscale: boolean;
  measurements: Record<string, unknown> | null;
  measureIntroDisplayed: boolean;
  pageCount: number | null;
  pageSizes: Array<{ page: number; width: number; height: number }> | null;
  storageKey: string;
}

/** A marking record (job, question, plan). */
export interface MarkingRow {
  id: string;
  jobId: string;
  questionId: string | null;
  fileAssetId: string;
}

/** An element row with its author's name. */
export interface ElementRow {
  id: string;
  markingId: string;
  elementId: string;
  canvasData: Record<string, unknown>;
  visible: boolean;
  userId: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** An element as PUT writes it. */
export interface ElementWrite {
  id: string;
  elementId: string;
  canvasData: Record<string, unknown>;
  visible: boolean;
}

/** What the editor shows of a job: its row and its type. */
export interface BlueprintJobRow {
  job: JobRow;
  jobTypeTitle: string;
  jobTypeIcon: string | null;
}

const PLAN = {
  id: assets.id,
  originalName: assets.originalName,
  kind: assets.kind,
  rotation: assets.rotation,
  grayscale: assets.grayscale,
  measurements: assets.measurements,
  measureIntroDisplayed: assets.measureIntroDisplayed,
  pageCount: assets.pageCount,
  pageSizes: assets.pageSizes,
  storageKey: assets.storageKey,
};

const MARKING = { id: blueprintMarkings.id, jobId: blueprintMarkings.jobId, questionId: blueprintMarkings.questionId, fileAssetId: blueprintMarkings.fileAssetId };

const ELEMENT = {
  id: blueprintElements.id,
  markingId: blueprintElements.markingId,
  elementId: blueprintElements.elementId,
  canvasData: blueprintElements.canvasData,
  visible: blueprintElements.visible,
  userId: blueprintElements.userId,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  createdAt: blueprintElements.createdAt,
  updatedAt: blueprintElements.updatedAt,
};

/** All SQL on blueprint markings and their elements (ADR 0046). Every method takes the tenant scope first. */
@Injectable()
export class BlueprintsRepository {
  /** The asset, whatever its kind (the service refuses what is not a PDF). */
  async plan(scope: Scope, id: string, opts: { forUpdate?: boolean } = {}): Promise<PlanRow | null> {
    const query = scope.tx
      .select(PLAN)
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), eq(assets.id, id)))
      .limit(1);
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  async plans(scope: Scope, ids: readonly string[]): Promise<PlanRow[]> {
    if (ids.length === 0) return [];
    return scope.tx
      .select(PLAN)
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, [...ids])));
  }

  async setPlan(scope: Scope, id: string, patch: Partial<Pick<PlanRow, 'grayscale' | 'measurements' | 'measureIntroDisplayed'>>): Promise<PlanRow> {
    const [row] = await scope.tx
      .update(assets)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(assets.instanceId, scope.instanceId), eq(assets.id, id)))
      .returning(PLAN);
    return row;
  }

  /** A current, enabled blueprint question of the job type by its number. */
  async blueprintQuestion(scope: Scope, jobTypeId: string, number: number): Promise<AnsweringQuestionRow | null> {
    const [row] = await scope.tx
      .select({
        id: questions.id,
        number: questions.number,
        type: questions.type,
        title: questions.title,
        settings: questions.settings,
        revision: questions.revision,
        isClientVisible: questions.isClientVisible,
        disabled: questions.disabled,
      })
      .from(questions)
      .where(
        and(
          eq(questions.instanceId, scope.instanceId),
          eq(questions.jobTypeId, jobTypeId),
          eq(questions.number, number),
          eq(questions.type, 'blueprint'),
          eq(questions.disabled, false),
          isNull(questions.deletedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** A project's field values (its blueprintList fields hold plan ids) and its name. */
  async project(scope: Scope, id: string): Promise<{ name: string; fields: Record<string, unknown> } | null> {
    const [row] = await scope.tx
      .select({ name: projects.name, fields: projects.fields })
      .from(projects)
      .where(and(eq(projects.instanceId, scope.instanceId), eq(projects.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** Jobs by id with their type's title and icon. */
  async jobs(scope: Scope, ids: readonly string[]): Promise<BlueprintJobRow[]> {
    if (ids.length === 0) return [];
    const rows = await scope.tx
      .select({ job: jobs, jobTypeTitle: jobTypes.title, jobTypeIcon: jobTypes.icon })
      .from(jobs)
      .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
      .where(and(eq(jobs.instanceId, scope.instanceId), inArray(jobs.id, [...ids])));
    return rows;
  }

  /** A job with its type's title and its project's name and field values (its plans), in one statement; null when not there. */
  async jobFacts(scope: Scope, id: string): Promise<{ job: JobRow; jobTypeTitle: string; projectName: string | null; projectFields: Record<string, unknown> } | null> {
    const [row] = await scope.tx
      .select({ job: jobs, jobTypeTitle: jobTypes.title, projectName: projects.name, projectFields: projects.fields })
      .from(jobs)
      .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
      .leftJoin(projects, eq(projects.id, jobs.projectId))
      .where(and(eq(jobs.instanceId, scope.instanceId), eq(jobs.id, id)))
      .limit(1);
    return row ? { ...row, projectFields: row.projectFields ?? {} } : null;
  }

  /** The ids of a project's jobs. */
  async jobIdsOfProject(scope: Scope, projectId: string): Promise<string[]> {
    const rows = await scope.tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.instanceId, scope.instanceId), eq(jobs.projectId, projectId)));
    return rows.map((r) => r.id);
  }

  /** Marking records by plan, job or jobs, and question. */
  async markings(scope: Scope, where: { file?: string; job?: string; jobs?: readonly string[]; question?: string }): Promise<MarkingRow[]> {
    if (where.jobs && where.jobs.length === 0) return [];
    return scope.tx
      .select(MARKING)
      .from(blueprintMarkings)
      .where(
        and(
          eq(blueprintMarkings.instanceId, scope.instanceId),
          where.file ? eq(blueprintMarkings.fileAssetId, where.file) : undefined,
          where.job ? eq(blueprintMarkings.jobId, where.job) : undefined,
          where.jobs ? inArray(blueprintMarkings.jobId, [...where.jobs]) : undefined,
          where.question !== undefined ? eq(blueprintMarkings.questionId, where.question) : undefined,
        ),
      )
      .orderBy(blueprintMarkings.createdAt, blueprintMarkings.id);
  }

  /** An empty record for the job and question on the plan unless one exists; the record either way. */
  async ensureMarking(scope: Scope, key: { job: string; question: string; file: string }): Promise<MarkingRow> {
    await scope.tx
      .insert(blueprintMarkings)
      .values({ instanceId: scope.instanceId, jobId: key.job, questionId: key.question, fileAssetId: key.file })
      .onConflictDoNothing();
    const [row] = await this.markings(scope, { job: key.job, question: key.question, file: key.file });
    return row;
  }

  /**
   * The record for the job and question on the plan, made when missing, and locked until the
   * transaction ends: concurrent PUTs of one record run one after the other. (ON CONFLICT DO
   * UPDATE locks the row it finds; a statement of its own, so the reads after it see what the
   * PUT it waited for wrote.)
   */
  async lockMarking(scope: Scope, key: { job: string; question: string; file: string }): Promise<MarkingRow> {
    const [row] = await scope.tx
      .insert(blueprintMarkings)
      .values({ instanceId: scope.instanceId, jobId: key.job, questionId: key.question, fileAssetId: key.file })
      .onConflictDoUpdate({
        target: [blueprintMarkings.instanceId, blueprintMarkings.jobId, blueprintMarkings.questionId, blueprintMarkings.fileAssetId],
        set: { updatedAt: sql`now()` },
      })
      .returning(MARKING);
    return row;
  }

  /** The elements of records, newest first, with their authors' names. */
  async elementsOf(scope: Scope, markingIds: readonly string[]): Promise<ElementRow[]> {
    if (markingIds.length === 0) return [];
    return scope.tx
      .select(ELEMENT)
      .from(blueprintElements)
      .leftJoin(users, eq(users.id, blueprintElements.userId))
      .where(and(eq(blueprintElements.instanceId, scope.instanceId), inArray(blueprintElements.markingId, [...markingIds])))
      .orderBy(desc(blueprintElements.createdAt), desc(blueprintElements.id));
  }

  /** One element with its record. */
  async element(scope: Scope, id: string): Promise<{ element: ElementRow; marking: MarkingRow } | null> {
    const [row] = await scope.tx
      .select({ element: ELEMENT, marking: MARKING })
      .from(blueprintElements)
      .innerJoin(blueprintMarkings, and(eq(blueprintMarkings.instanceId, blueprintElements.instanceId), eq(blueprintMarkings.id, blueprintElements.markingId)))
      .leftJoin(users, eq(users.id, blueprintElements.userId))
      .where(and(eq(blueprintElements.instanceId, scope.instanceId), eq(blueprintElements.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** A record's elements and, among `ids`, those of other records, in one statement (newest first). */
  async elementsForSave(scope: Scope, markingId: string, ids: readonly string[]): Promise<ElementRow[]> {
    return scope.tx
      .select(ELEMENT)
      .from(blueprintElements)
      .leftJoin(users, eq(users.id, blueprintElements.userId))
      .where(
        and(
          eq(blueprintElements.instanceId, scope.instanceId),
          ids.length > 0 ? or(eq(blueprintElements.markingId, markingId), inArray(blueprintElements.id, [...ids])) : eq(blueprintElements.markingId, markingId),
        ),
      )
      .orderBy(desc(blueprintElements.createdAt), desc(blueprintElements.id));
  }

  /** Writes a record's changes: new elements (drawn by `userId`), changed ones (their author kept), removed ones. */
  async writeElements(scope: Scope, markingId: string, userId: string, changes: { added: ElementWrite[]; changed: ElementWrite[]; removed: string[] }): Promise<void> {
    const { tx, instanceId } = scope;
    if (changes.removed.length > 0) {
      await tx
        .delete(blueprintElements)
        .where(and(eq(blueprintElements.instanceId, instanceId), eq(blueprintElements.markingId, markingId), inArray(blueprintElements.id, changes.removed)));
    }
    if (changes.added.length > 0) {
      // Newest first reads by created_at: one PUT's new elements keep the order they were sent in.
      const base = Date.now();
      await tx.insert(blueprintElements).values(
        changes.added.map((e, i) => ({
          id: e.id,
          instanceId,
          markingId,
          elementId: e.elementId,
          canvasData: e.canvasData,
          visible: e.visible,
          userId,
          createdAt: new Date(base + i),
          updatedAt: new Date(base + i),
        })),
      );
    }
    if (changes.changed.length > 0) {
      await tx.execute(sql`
        update blueprint_elements as e set element_id = c.element_id, canvas_data = c.canvas_data, visible = c.visible, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(changes.changed.map((c) => ({ id: c.id, element_id: c.elementId, canvas_data: c.canvasData, visible: c.visible })))}::jsonb)
          as c(id uuid, element_id text, canvas_data jsonb, visible boolean)
        where e.instance_id = ${instanceId} and e.marking_id = ${markingId} and e.id = c.id`);
    }
  }

  async deleteElement(scope: Scope, id: string): Promise<void> {
    await scope.tx.delete(blueprintElements).where(and(eq(blueprintElements.instanceId, scope.instanceId), eq(blueprintElements.id, id)));
  }
}
