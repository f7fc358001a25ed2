import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { JobPdfDocument, JobPdfJob, JobPdfPhoto, JobPdfQuestion, PdfImageSource } from './job-pdf.model';
import { PAGE, PdfFlow, type TextStyle } from './pdf-flow';
import { pdfReadyImage, type PdfImageKind, type PdfReadyImage } from './pdf-images';
import { JOB_PDF_LOCALES } from './job-pdf.texts';

/**
 * Draws a job PDF (ADR 0038): the instance's header on every page, each job from a new page
 * with its number, status, type, project, start date and people, then its questions and
 * answers with comments, photos, signatures and issue flags; page numbers at the foot.
 * The file is written to `out` as it is made; photos are fetched and downscaled a row at a time.
 */
export async function renderJobPdf(model: JobPdfDocument, out: Writable): Promise<void> {
  const done = finished(out);
  try {
    await new JobPdfRenderer(model).render(out);
  } catch (error) {
    out.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  await done;
}

const INK = '#1f2933';
const MUTED = '#616e7c';
const HAIRLINE = '#d9dee3';
const INDENT = 12;
const PHOTOS_PER_ROW = 3;
const PHOTO_GAP = 8;
const PHOTO_HEIGHT = 124;
const SIGNATURE_BOX = { width: 180, height: 70 };
const LOGO_BOX = { width: 110, height: 32 };
/** The longest the renderer keeps the event loop to itself. */
const BREATH_MS = 20;

const STYLE = {
  title: { weight: 'bold', size: 20, color: INK },
  chip: { weight: 'bold', size: 9 },
  detailLabel: { size: 9, color: MUTED },
  detail: { size: 10, color: INK },
  step: { weight: 'bold', size: 11, color: '#ffffff' },
  question: { weight: 'bold', size: 10.5, color: INK },
  answer: { size: 10, color: INK, inset: INDENT },
  note: { size: 9, color: MUTED, inset: INDENT },
  meta: { size: 8, color: MUTED, inset: INDENT },
  header: { weight: 'bold', size: 12 },
  headerNote: { size: 9, color: MUTED },
  footer: { size: 8, color: MUTED },
} satisfies Record<string, TextStyle>;

class JobPdfRenderer {
  private readonly flow: PdfFlow;
  private readonly dates: Intl.DateTimeFormat;
  private logo: PdfReadyImage | null = null;
  private currentJob: JobPdfJob | null = null;
  private lastBreath = performance.now();

  constructor(private readonly model: JobPdfDocument) {
    const { texts, jobs, branding } = model;
    this.flow = new PdfFlow({
      direction: model.direction,
      language: model.language,
      title: jobs.map((job) => texts.job(job.number)).join(', '),
      author: branding.companyName,
      onPage: () => this.header(),
    });
    this.dates = new Intl.DateTimeFormat(JOB_PDF_LOCALES[model.language], {
      timeZone: model.timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  }

  async render(out: Writable): Promise<void> {
    this.flow.doc.pipe(out);
    this.logo = await this.prepare(this.model.branding.logo, 'drawing');
    for (const job of this.model.jobs) {
      this.currentJob = job;
      this.flow.newPage();
      this.jobHead(job);
      for (const entry of job.entries) {
        if (entry.kind === 'step') this.step(entry.title);
        else await this.question(entry);
        await this.breathe();
      }
    }
    this.footers();
    this.flow.doc.end();
  }

  /** Lets the server answer others between questions: laying out text runs on its one thread. */
  private async breathe(): Promise<void> {
    if (performance.now() - this.lastBreath < BREATH_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.lastBreath = performance.now();
  }

  private date(value: Date | null): string {
    return value ? this.dates.format(value) : this.model.texts.none;
  }

  // -------------------------------------------------------------------------------------------
  // Page furniture

  private header(): void {
    const { flow } = this;
    const { branding, texts } = this.model;
    let inset = 0;
    if (this.logo) {
      const size = fitInside(this.logo, LOGO_BOX.width, LOGO_BOX.height);
      flow.image(this.logo.data, flow.startX(size.width), 26 + (LOGO_BOX.height - size.height) / 2, size.width, size.height);
      inset = size.width + 10;
    }
    const job = this.currentJob;
    const jobLabel = job ? texts.job(job.number) : '';
    const jobWidth = job ? flow.widthOf(jobLabel, STYLE.headerNote) + 12 : 0;
    flow.label(branding.companyName, 34, { ...STYLE.header, color: branding.primaryColor }, { inset, maxWidth: flow.width - inset - jobWidth });
    if (job) flow.label(jobLabel, 37, STYLE.headerNote, { edge: 'end' });
    flow.rule(68, branding.primaryColor, 1.5);
  }

  /** Page numbers go on last, when the count is known (the pages are buffered). */
  private footers(): void {
    const { flow } = this;
    const { texts } = this.model;
    const range = flow.doc.bufferedPageRange();
    const generated = texts.generated(this.date(this.model.generatedAt));
    for (let i = 0; i < range.count; i++) {
      flow.doc.switchToPage(range.start + i);
      const y = PAGE.height - 40;
      flow.rule(y - 8, HAIRLINE, 0.5);
      flow.label(generated, y, STYLE.footer);
      flow.label(texts.page(i + 1, range.count), y, STYLE.footer, { edge: 'end' });
    }
  }

  // -------------------------------------------------------------------------------------------
  // A job's head: number, status and details

  private jobHead(job: JobPdfJob): void {
    const { flow } = this;
    const { texts } = this.model;
    const chip = this.chipWidth(job.status.label);
    flow.label(texts.job(job.number), flow.y, STYLE.title, { maxWidth: flow.width - chip - 12 });
    this.chip(job.status.label, job.status.color, flow.y + 6);
    flow.y += 36;
    const details: Array<[string, string]> = [
      [texts.jobType, job.jobTypeTitle],
      [texts.project, job.projectName ?? texts.none],
      [texts.startDate, this.date(job.startDate)],
      [texts.assignees, job.assignees.length > 0 ? job.assignees.join(', ') : texts.none],
    ];
    for (const [label, value] of details) {
      const top = flow.y;
      flow.label(label, top + 1, STYLE.detailLabel, { maxWidth: 100 });
      flow.text(value, { ...STYLE.detail, inset: 110 });
      flow.y = Math.max(flow.y, top + 16) + 2;
    }
    flow.y += 6;
    flow.rule(flow.y, HAIRLINE);
    flow.y += 12;
  }

  private chipWidth(label: string): number {
    return this.flow.widthOf(label, STYLE.chip) + 16;
  }

  /** A rounded label in `color` at the end edge. Returns its width. */
  private chip(label: string, color: string, y: number): number {
    const { flow } = this;
    const width = this.chipWidth(label);
    const x = flow.endX(width);
    flow.box(x, y, width, 16, color, 8);
    const text = flow.lay(label, STYLE.chip, Number.POSITIVE_INFINITY)[0];
    if (text) flow.drawLine(text, x + 8, y + 2.5, { ...STYLE.chip, color: readableOn(color) });
    return width;
  }

  // -------------------------------------------------------------------------------------------
  // Questions and answers

  private step(title: string): void {
    const { flow } = this;
    flow.ensure(48);
    flow.y += 4;
    flow.box(flow.left, flow.y, flow.width, 22, this.model.branding.primaryColor, 3);
    flow.label(title, flow.y + 4.5, STYLE.step, { inset: 8, maxWidth: flow.width - 16 });
    flow.y += 32;
  }

  private async question(q: JobPdfQuestion): Promise<void> {
    const { flow } = this;
    const { texts, branding } = this.model;
    const issueWidth = q.isIssue ? this.chipWidth(texts.issue) : 0;
    const titleStyle: TextStyle = { ...STYLE.question, endInset: issueWidth ? issueWidth + 8 : 0 };
    // The title is kept with the first line of its answer.
    flow.ensure(flow.heightOf(q.title, titleStyle) + flow.lineHeight(STYLE.answer));
    if (q.isIssue) this.chip(texts.issue, branding.issueColor, flow.y);
    const top = flow.y;
    flow.text(q.title, q.isIssue ? { ...titleStyle, color: branding.issueColor } : titleStyle);
    flow.y = Math.max(flow.y, top + 18) + 2;

    const answered = q.lines.length > 0 || q.photos.length > 0 || q.files.length > 0 || q.signature !== null;
    if (q.lines.length > 0) flow.text(q.lines.join('\n'), STYLE.answer);
    else if (!answered) flow.text(texts.notAnswered, STYLE.note);
    if (q.comment) flow.text(`${texts.comment}: ${q.comment}`, STYLE.note);
    if (q.files.length > 0) flow.text(`${texts.files}: ${q.files.join(', ')}`, STYLE.note);
    if (q.photos.length > 0) await this.photos(q.photos);
    if (q.signature) await this.signature(q.signature);
    if (q.answeredAt) flow.text(texts.answered(this.date(q.answeredAt), q.answeredBy), STYLE.meta);
    flow.y += 6;
    flow.rule(flow.y, HAIRLINE, 0.5, flow.left + (flow.rtl ? 0 : INDENT), flow.right - (flow.rtl ? INDENT : 0));
    flow.y += 8;
  }

  private async photos(photos: JobPdfPhoto[]): Promise<void> {
    const { flow } = this;
    const cell = (flow.width - INDENT - PHOTO_GAP * (PHOTOS_PER_ROW - 1)) / PHOTOS_PER_ROW;
    flow.y += 4;
    for (let start = 0; start < photos.length; start += PHOTOS_PER_ROW) {
      const row = photos.slice(start, start + PHOTOS_PER_ROW);
      // One row's originals at a time: fetched and downscaled together, then let go.
      const images = await Promise.all(row.map((photo) => this.prepare(photo.image, 'photo')));
      const sizes = images.map((image) => (image ? fitInside(image, cell, PHOTO_HEIGHT) : { width: cell, height: 40 }));
      const height = Math.max(...sizes.map((s) => s.height));
      flow.ensure(height + PHOTO_GAP);
      images.forEach((image, i) => {
        const size = sizes[i]!;
        const x = flow.startX(size.width, INDENT + i * (cell + PHOTO_GAP) + (cell - size.width) / 2);
        if (image) flow.image(image.data, x, flow.y, size.width, size.height);
        else this.missingImage(x, flow.y, size.width, size.height);
      });
      flow.y += height + PHOTO_GAP;
    }
  }

  private async signature(source: PdfImageSource): Promise<void> {
    const { flow } = this;
    const image = await this.prepare(source, 'drawing');
    const size = image ? fitInside(image, SIGNATURE_BOX.width, SIGNATURE_BOX.height) : { width: SIGNATURE_BOX.width, height: 30 };
    flow.ensure(flow.lineHeight(STYLE.note) + size.height + 6);
    flow.text(this.model.texts.signature, STYLE.note);
    const x = flow.startX(size.width, INDENT);
    if (image) flow.image(image.data, x, flow.y + 2, size.width, size.height);
    else this.missingImage(x, flow.y + 2, size.width, size.height);
    flow.y += size.height + 6;
  }

  private missingImage(x: number, y: number, width: number, height: number): void {
    const { flow } = this;
    flow.box(x, y, width, height, '#eef1f4', 3);
    const line = flow.lay(flow.fit(this.model.texts.imageMissing, STYLE.footer, width - 8), STYLE.footer, Number.POSITIVE_INFINITY)[0];
    if (line) flow.drawLine(line, x + (width - line.width) / 2, y + height / 2 - 5, STYLE.footer);
  }

  /** An image fetched and downscaled, or null when it cannot be read (the file shows as missing). */
  private async prepare(source: PdfImageSource | null, kind: PdfImageKind): Promise<PdfReadyImage | null> {
    if (!source) return null;
    try {
      return await pdfReadyImage(await source.load(), kind);
    } catch {
      return null;
    }
  }
}

/** The size of `image` shrunk (never grown past twice its pixels' worth) into width x height. */
function fitInside(image: { width: number; height: number }, width: number, height: number): { width: number; height: number } {
  const scale = Math.min(width / image.width, height / image.height, 2);
  return { width: image.width * scale, height: image.height * scale };
}

/** White or ink, whichever reads better on `color` (#rrggbb). */
function readableOn(color: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return '#ffffff';
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? INK : '#ffffff';
}
