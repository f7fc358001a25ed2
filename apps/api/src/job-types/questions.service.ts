import { Inject, Injectable } from '@nestjs/common';
import { QUESTION_MESSAGES, QUESTIONS_PER_JOB_TYPE_MAX, questionTypeOf, type Question, type QuestionQuery, type QuestionType } from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { JobTypesRepository, type QuestionRow } from './job-types.repository';
import { JobTypesService, settingsOf, subjectOf } from './job-types.service';

/** The question types that read a project's fields: GET /v2/question/projects lists them. */
const PROJECT_TYPES: readonly QuestionType[] = ['project_list', 'project_table', 'project_value'];

/**
 * Reading questions: the builder's lists (a job type's, the global ones, by title or type), the
 * project questions, and one question. A client reads the questions shown to clients of the job
 * types they may read.
 */
@Injectable()
export class QuestionsService {
  constructor(
    @Inject(JobTypesRepository) private readonly repo: JobTypesRepository,
    @Inject(JobTypesService) private readonly jobTypes: JobTypesService,
  ) {}

  /** GET /v2/question: by job type and sequence; `only_global`, `jobType`, `search` (title) and `type` (name or number) narrow. */
  async list(caller: Caller, query: QuestionQuery): Promise<{ success: true; data: Question[] }> {
    const types = query.type === undefined ? undefined : [typeOf(query.type)];
    return { success: true, data: await this.find(caller, query, types) };
  }

  /** GET /v2/question/projects: the questions that read a project's fields (list, table, value). */
  async projects(caller: Caller, query: QuestionQuery): Promise<{ success: true; data: Question[] }> {
    const types = query.type === undefined ? PROJECT_TYPES : PROJECT_TYPES.filter((type) => type === typeOf(query.type!));
    return { success: true, data: types.length === 0 ? [] : await this.find(caller, query, types) };
  }

  /** GET /v2/question/{id}: one question, if the caller may read it and its job type. */
  async one(caller: Caller, id: string): Promise<Question> {
    const question = await this.repo.findQuestion(caller.scope, id);
    if (!question) throw new AppError('not_found', QUESTION_MESSAGES.notFound);
    await this.jobTypes.load(caller, question.jobTypeId, 'jobType.read').catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'not_found' ? new AppError('not_found', QUESTION_MESSAGES.notFound) : error;
    });
    authorize(caller, 'question.read', { isClientVisible: question.isClientVisible });
    return this.jobTypes.reply(caller, question);
  }

  private async find(caller: Caller, query: QuestionQuery, types: readonly QuestionType[] | undefined): Promise<Question[]> {
    const jobTypeId = query.jobType?.toLowerCase();
    if (jobTypeId) await this.jobTypes.load(caller, jobTypeId, 'jobType.read');
    const rows = await this.repo.questions(
      caller.scope,
      { jobTypeId, onlyGlobal: query.only_global, search: query.search?.trim() || undefined, types },
      QUESTIONS_PER_JOB_TYPE_MAX,
    );
    return this.jobTypes.replies(caller, await this.ofReadableJobTypes(caller, rows));
  }

  /** The questions whose job types the caller may read (a client, those letting clients create jobs). */
  private async ofReadableJobTypes(caller: Caller, rows: readonly QuestionRow[]): Promise<QuestionRow[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((row) => row.jobTypeId))];
    const readable = new Set(
      (await this.repo.jobTypes(caller.scope, ids)).filter((row) => allows(caller, 'jobType.read', subjectOf(settingsOf(row)))).map((row) => row.id),
    );
    return rows.filter((row) => readable.has(row.jobTypeId));
  }
}

/** A type named in a query, by name or number; an unknown one is a 400. */
function typeOf(value: string): QuestionType {
  const type = questionTypeOf(value);
  if (!type) throw new AppError('validation_failed', `Unknown question type: ${value.slice(0, 40)}`, [{ path: 'type', message: 'Unknown question type' }]);
  return type;
}
