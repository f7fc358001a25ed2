import type { BuiltInJobStatus, Language } from '@fieldwork/contracts';

/** The words a job PDF prints around the instance's own data, in each language. */
export interface JobPdfTexts {
  job: (number: number) => string;
  status: string;
  jobType: string;
  project: string;
  startDate: string;
  assignees: string;
  none: string;
  notAnswered: string;
  comment: string;
  signature: string;
  issue: string;
  files: string;
  answered: (date: string, by: string | null) => string;
  page: (page: number, pages: number) => string;
  generated: (date: string) => string;
  yes: string;
  no: string;
  imageMissing: string;
  /** A blueprint answer's totals line (its elements are listed above it, per plan). */
  blueprintTotal: string;
  statuses: Record<BuiltInJobStatus, string>;
}

const en: JobPdfTexts = {
  job: (n) => `Job #${n}`,
  status: 'Status',
  jobType: 'Job type',
  project: 'Project',
  startDate: 'Start date',
  assignees: 'Assigned to',
  none: '—',
  notAnswered: 'Not answered',
  comment: 'Comment',
  signature: 'Signature',
  issue: 'Issue',
  files: 'Files',
  answered: (date, by) => (by ? `Answered by ${by} on ${date}` : `Answered on ${date}`),
  page: (page, pages) => `Page ${page} of ${pages}`,
  generated: (date) => `Made on ${date}`,
  yes: 'Yes',
  no: 'No',
  imageMissing: 'The image could not be read',
  blueprintTotal: 'Total',
  statuses: { open: 'Open', rejected: 'Rejected', assigned: 'Assigned', confirmed: 'Confirmed', reported: 'Reported', review: 'Review', done: 'Done' },
};

const he: JobPdfTexts = {
  job: (n) => `משימה #${n}`,
  status: 'סטטוס',
  jobType: 'סוג משימה',
  project: 'פרויקט',
  startDate: 'תאריך התחלה',
  assignees: 'משויכים',
  none: '—',
  notAnswered: 'לא נענתה',
  comment: 'הערה',
  signature: 'חתימה',
  issue: 'ליקוי',
  files: 'קבצים',
  answered: (date, by) => (by ? `נענתה על ידי ${by} ב-${date}` : `נענתה ב-${date}`),
  page: (page, pages) => `עמוד ${page} מתוך ${pages}`,
  generated: (date) => `הופק ב-${date}`,
  yes: 'כן',
  no: 'לא',
  imageMissing: 'לא ניתן לקרוא את התמונה',
  blueprintTotal: 'סה"כ',
  statuses: { open: 'פתוחה', rejected: 'נדחתה', assigned: 'שובצה', confirmed: 'אושרה', reported: 'דווחה', review: 'בבדיקה', done: 'הושלמה' },
};

export const JOB_PDF_TEXTS: Record<Language, JobPdfTexts> = { en, he };

/** The locale dates are written in, by language. */
export const JOB_PDF_LOCALES: Record<Language, string> = { en: 'en-GB', he: 'he-IL' };
