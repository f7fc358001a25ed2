import {
  IMAGE_KINDS,
  isBuiltInStatus,
  statusColorOf,
  statusTranslationOf,
  type Answer,
  type FileKind,
  type JobDetail,
  type Language,
  type Question,
  type StatusSettings,
} from '@fieldwork/contracts';
import { answerLines, type AnswerTextContext } from './answer-text';
import type { JobPdfEntry, JobPdfJob, JobPdfQuestion, PdfImageSource } from './job-pdf.model';
import { JOB_PDF_LOCALES, type JobPdfTexts } from './job-pdf.texts';
import { pdfColor } from './pdf-colors';

/** Where the pictures of a job's answers come from (the service reads them from storage). */
export interface JobPdfImages {
  /** An uploaded image (jpeg or png) by asset id. */
  file(assetId: string): PdfImageSource;
  /** The answer's signature, or null when it has none. */
  signature(answer: Answer): PdfImageSource | null;
}

export interface JobPdfContext {
  language: Language;
  timeZone: string;
  texts: JobPdfTexts;
  statuses: Pick<StatusSettings, 'customStatuses' | 'statusTranslations'>;
  /** Who answered is left out for clients (spec 2 section 2). */
  showAnswerer: boolean;
  images: JobPdfImages;
  /**
   * A blueprint question's answer: the elements marked for it (and its repeats) on each plan, as
   * lines with their measures; none when nothing is marked or the blueprints app is off.
   */
  blueprintLines?: (question: Question) => string[];
}

/** Question types that only show something: nothing of theirs goes in the PDF. */
const SHOWN_ONLY: ReadonlySet<Question['type']> = new Set(['message', 'summary']);

/**
 * A job in the PDF's words: its status label and colour, details, and each question in order
 * with its answers (a repeated question once per answer). Answers to questions the caller was
 * not given are left out, whatever the job carries.
 */
export function jobPdfJobOf(job: JobDetail, ctx: JobPdfContext): JobPdfJob {
  const text: AnswerTextContext = { texts: ctx.texts, locale: JOB_PDF_LOCALES[ctx.language], timeZone: ctx.timeZone };
  const answersByQuestion = new Map<string, Answer[]>();
  for (const answer of job.answers) {
    const list = answersByQuestion.get(answer.questionId) ?? [];
    list.push(answer);
    answersByQuestion.set(answer.questionId, list);
  }
  const entries: JobPdfEntry[] = [];
  for (const question of [...job.questions].sort((a, b) => a.sequence - b.sequence)) {
    if (question.type === 'step') {
      entries.push({ kind: 'step', title: question.title });
      continue;
    }
    if (SHOWN_ONLY.has(question.type)) continue;
    if (question.type === 'blueprint') {
      // Its answer is the plan's markings, which the blueprint editor keeps (ADR 0046).
      entries.push({ ...unanswered(question), lines: ctx.blueprintLines?.(question) ?? [] });
      continue;
    }
    const answers = (answersByQuestion.get(question._id) ?? []).sort((a, b) => repeatOf(a) - repeatOf(b));
    if (answers.length === 0) {
      if (!question.disabled) entries.push(unanswered(question));
      continue;
    }
    for (const answer of answers) entries.push(answered(question, answer, text, ctx));
  }
  return {
    number: job.ID,
    status: statusOf(job.status, ctx),
    jobTypeTitle: job.jobType.title,
    projectName: job.project?.name ?? null,
    startDate: job.startDate ? new Date(job.startDate) : null,
    assignees: job.users.map((user) => `${user.name.first} ${user.name.last}`.trim() || user.email),
    entries,
  };
}

function statusOf(name: string, ctx: JobPdfContext): { label: string; color: string } {
  const label = statusTranslationOf(ctx.statuses, name, ctx.language) ?? (isBuiltInStatus(name) ? ctx.texts.statuses[name] : name);
  return { label, color: pdfColor(statusColorOf(ctx.statuses, name)) };
}

/** The repeat of an answer: "12" is the first, "12_3" the third. */
function repeatOf(answer: Answer): number {
  const suffix = /_(\d+)$/.exec(answer.question);
  return suffix ? Number(suffix[1]) : 1;
}

function unanswered(question: Question): JobPdfQuestion {
  return { kind: 'question', title: question.title, lines: [], comment: null, photos: [], files: [], signature: null, isIssue: false, answeredAt: null, answeredBy: null };
}

function answered(question: Question, answer: Answer, text: AnswerTextContext, ctx: JobPdfContext): JobPdfQuestion {
  const images = answer.files.filter((file) => IMAGE_KINDS.includes(file.kind as FileKind));
  const others = answer.files.filter((file) => !IMAGE_KINDS.includes(file.kind as FileKind));
  const answeredAt = new Date(answer.date);
  return {
    kind: 'question',
    title: question.title,
    lines: answerLines(question, answer, text),
    comment: answer.comment?.trim() || null,
    photos: images.map((file) => ({ name: file.name, image: ctx.images.file(file.assetId) })),
    files: others.map((file) => file.name),
    signature: ctx.images.signature(answer),
    isIssue: answer.isIssue,
    answeredAt: Number.isNaN(answeredAt.getTime()) ? null : answeredAt,
    answeredBy: ctx.showAnswerer && answer.user ? `${answer.user.name.first} ${answer.user.name.last}`.trim() : null,
  };
}
