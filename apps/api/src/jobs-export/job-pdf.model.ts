import type { Language } from '@fieldwork/contracts';
import type { TextDirection } from './bidi-text';
import type { JobPdfTexts } from './job-pdf.texts';

/**
 * What a job PDF shows, already in words: the renderer draws this and knows nothing of jobs,
 * questions or storage. Images are fetched when they are drawn (`load`), one at a time, so a
 * job with many photos never holds them all in memory.
 */

export interface PdfImageSource {
  /** The original bytes (JPEG, PNG, WebP...): the renderer downscales them before embedding. */
  load(): Promise<Buffer>;
}

export interface JobPdfBranding {
  companyName: string;
  /** #rrggbb: the header rule, headings and section bands. */
  primaryColor: string;
  /** #rrggbb: the issue flag (branding.review, else #E010B2). */
  issueColor: string;
  logo: PdfImageSource | null;
}

export interface JobPdfPhoto {
  name: string;
  image: PdfImageSource;
}

/** A question with its answer (or none), ready to draw. */
export interface JobPdfQuestion {
  kind: 'question';
  title: string;
  /** The answer as lines of text (a list answer one choice a line); empty when not answered. */
  lines: string[];
  comment: string | null;
  photos: JobPdfPhoto[];
  /** Files that are not images, by name. */
  files: string[];
  signature: PdfImageSource | null;
  isIssue: boolean;
  answeredAt: Date | null;
  /** Who answered, when the reader may see it. */
  answeredBy: string | null;
}

/** A step of the questionnaire: a section heading. */
export interface JobPdfStep {
  kind: 'step';
  title: string;
}

export type JobPdfEntry = JobPdfQuestion | JobPdfStep;

export interface JobPdfJob {
  number: number;
  status: { label: string; color: string };
  jobTypeTitle: string;
  projectName: string | null;
  startDate: Date | null;
  assignees: string[];
  entries: JobPdfEntry[];
}

export interface JobPdfDocument {
  branding: JobPdfBranding;
  language: Language;
  direction: TextDirection;
  /** IANA zone the dates are shown in: the instance's. */
  timeZone: string;
  texts: JobPdfTexts;
  /** One or more jobs; each starts on a new page. */
  jobs: JobPdfJob[];
  /** When the file was made, shown in the footer. */
  generatedAt: Date;
}
