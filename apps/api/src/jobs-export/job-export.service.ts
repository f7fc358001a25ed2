import { rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_ISSUE_COLOR,
  isRtl,
  JOB_MESSAGES,
  LANGUAGES,
  type JobDetail,
  type JobExportQuery,
  type Language,
  type MarkingsReply,
  type Question,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { STORAGE } from '../core/tokens';
import { StagingArea, type StagedFile } from '../files/staging-area';
import { BlueprintsService } from '../blueprints/blueprints.service';
import { JobsService } from '../jobs/jobs.service';
import { InstanceStateService } from '../settings/instance-state.service';
import type { StorageDriver } from '../storage/storage-driver';
import { JobExportRepository } from './job-export.repository';
import { jobPdfJobOf } from './job-pdf.builder';
import type { JobPdfDocument, PdfImageSource } from './job-pdf.model';
import { renderJobPdf } from './job-pdf.renderer';
import { JOB_PDF_TEXTS } from './job-pdf.texts';
import { pdfColor } from './pdf-colors';

/** A job PDF ready to render: its model (images fetched when drawn) and its file name. */
export interface PreparedExport {
  model: JobPdfDocument;
  fileName: string;
}

/** PDFs this process renders at once; more wait their turn (each holds a row of decoded photos). */
const RENDERS_AT_ONCE = 2;

/** An instance's logo when it is one of its own uploaded images (a link of the asset download route). */
const OWN_ASSET_LINK = /\/asset\/download\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * GET /v2/jobs/{id}/export (ADR 0038): one job, or several in one file, as a branded PDF. The
 * jobs are loaded and checked in the request's transaction (`prepare`); the file is rendered
 * after it, into a staging file, and handed over only when whole (`render`), so a failure is
 * still answered as an error the web can show.
 */
@Injectable()
export class JobExportService {
  private readonly logger = new Logger(JobExportService.name);
  private readonly turns = new Turns(RENDERS_AT_ONCE);

  constructor(
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(JobExportRepository) private readonly repo: JobExportRepository,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(StagingArea) private readonly staging: StagingArea,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(BlueprintsService) private readonly blueprints: BlueprintsService,
  ) {}

  /**
   * The jobs ({id}, then the combined ones) the caller may export, all or none: one that another
   * tenant owns or the caller cannot see is 'Job not found'. Each as the caller reads it (a
   * client: the questions shown to clients), in the instance's branding and time zone.
   */
  async prepare(caller: Caller, id: string, query: JobExportQuery): Promise<PreparedExport> {
    const { scope } = caller;
    const rows = await this.jobs.loadMany(caller, [id, ...query.combined], 'job.export');
    const details: JobDetail[] = [];
    for (const row of rows) details.push(await this.jobs.detailOf(caller, row));
    const { settings } = await this.instances.get(scope);
    const language = query.lang ?? asLanguage(await this.repo.languageOf(scope, caller.actor.id)) ?? settings.default_language;
    const texts = JOB_PDF_TEXTS[language];
    const signatures = await this.repo.signaturesOf(scope, rows.map((row) => row.id));
    const logoId = OWN_ASSET_LINK.exec(settings.logoUrl ?? '')?.[1]?.toLowerCase() ?? null;
    const fileIds = details.flatMap((job) => job.answers.flatMap((answer) => answer.files.map((file) => file.assetId)));
    const images = await this.repo.imagesByIds(scope, [...new Set([...fileIds, ...signatures.values(), ...(logoId ? [logoId] : [])])]);
    const image = (assetId: string): PdfImageSource => ({ load: () => this.read(images.get(assetId)?.storageKey) });
    const markings = new Map<string, MarkingsReply | null>();
    for (const job of details) {
      if (job.questions.some((q) => q.type === 'blueprint')) markings.set(job._id, await this.markingsOf(caller, job._id));
    }
    const model: JobPdfDocument = {
      branding: {
        companyName: settings.companyName,
        primaryColor: pdfColor(settings.branding.primary.color.hex, '#0083c9'),
        issueColor: pdfColor(settings.branding.review?.color.hex, DEFAULT_ISSUE_COLOR.toLowerCase()),
        logo: logoId && images.has(logoId) ? image(logoId) : null,
      },
      language,
      direction: isRtl(language) ? 'rtl' : 'ltr',
      timeZone: validTimeZone(settings.timezone),
      texts,
      generatedAt: new Date(),
      jobs: details.map((job) =>
        jobPdfJobOf(job, {
          language,
          timeZone: validTimeZone(settings.timezone),
          texts,
          statuses: settings,
          showAnswerer: caller.actor.role !== 'client',
          images: {
            file: image,
            signature: (answer) => (signatures.has(answer._id) ? image(signatures.get(answer._id)!) : null),
          },
          blueprintLines: (question) => blueprintLinesOf(markings.get(job._id) ?? null, question, texts.blueprintTotal, language),
        }),
      ),
    };
    return { model, fileName: fileNameOf(details.map((job) => job.ID)) };
  }

  /** The job's markings with their measures, as the caller may read them; none where the blueprints app is off. */
  private async markingsOf(caller: Caller, jobId: string): Promise<MarkingsReply | null> {
    try {
      return (await this.blueprints.markings(caller, { job: jobId })).data;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'toggle_disabled' || error.code === 'forbidden')) return null;
      throw error;
    }
  }

  /**
   * Renders the PDF into a staging file and calls `send` with it once it is whole; the file is
   * removed when `send` is done. A failure to render is 'The PDF could not be made' (500).
   */
  async render<T>(prepared: PreparedExport, send: (file: StagedFile) => Promise<T>): Promise<T> {
    return this.turns.take(async () => {
      const out = new PassThrough();
      const rendering = renderJobPdf(prepared.model, out).catch((error: unknown) => {
        // Ends the staging of a half-made file (as a premature close: its reason is thrown here).
        out.destroy();
        throw error;
      });
      let staged: StagedFile;
      try {
        [staged] = await Promise.all([this.staging.stage(out), rendering]);
      } catch (error) {
        await rendering.catch(() => undefined);
        this.logger.error({ err: error }, JOB_MESSAGES.exportFailed);
        throw new AppError('internal', JOB_MESSAGES.exportFailed);
      }
      try {
        return await send(staged);
      } finally {
        await rm(staged.path, { force: true });
      }
    });
  }

  private async read(storageKey: string | undefined): Promise<Buffer> {
    if (!storageKey) throw new Error('No such image');
    return buffer((await this.storage.get(storageKey)).stream);
  }
}

function asLanguage(value: string | null): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

function validTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** job-12.pdf; jobs-12-13.pdf; past five numbers, jobs-12-13-14-and-7-more.pdf. */
export function fileNameOf(numbers: readonly number[]): string {
  if (numbers.length === 1) return `job-${numbers[0]}.pdf`;
  if (numbers.length <= 5) return `jobs-${numbers.join('-')}.pdf`;
  return `jobs-${numbers.slice(0, 3).join('-')}-and-${numbers.length - 3}-more.pdf`;
}

/** At most `size` pieces of work at once; the rest start in the order they came. */
export class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * A blueprint question's answer in lines: per plan, its name, then each element marked for the
 * question (or a repeat of it) with its length and area, then the totals; as the job panel shows
 * them (GET /v2/blueprints/markings).
 */
export function blueprintLinesOf(markings: MarkingsReply | null, question: Pick<Question, 'ID'>, totalLabel: string, language: Language): string[] {
  if (!markings) return [];
  const key = String(question.ID);
  const units = markings.unit === 'Inches' ? { length: 'in', area: 'in²' } : { length: 'm', area: 'm²' };
  const number = new Intl.NumberFormat(language === 'he' ? 'he-IL' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const measure = (length: number | null, area: number | null) =>
    [length === null ? null : `${number.format(length)} ${units.length}`, area === null ? null : `${number.format(area)} ${units.area}`].filter(Boolean).join(', ');
  const lines: string[] = [];
  const items = markings.items.filter((item) => item.question === key || item.question?.startsWith(`${key}_`));
  for (const item of items) {
    if (item.rows.length === 0) continue;
    lines.push(`${item.file.name}:`);
    let length: number | null = null;
    let area: number | null = null;
    for (const row of item.rows) {
      lines.push(`${row.name} (${row.type}): ${measure(row.totalLength, row.totalArea) || '—'}`);
      if (row.totalLength !== null) length = (length ?? 0) + row.totalLength;
      if (row.totalArea !== null) area = (area ?? 0) + row.totalArea;
    }
    lines.push(`${totalLabel}: ${measure(length, area) || '—'}`);
  }
  return lines;
}
