/** Built-in job statuses in their default order (spec 2 section 4). */
export const JOB_STATUSES = ['open', 'rejected', 'assigned', 'confirmed', 'reported', 'review', 'done'] as const;
export type BuiltInJobStatus = (typeof JOB_STATUSES)[number];

/** Default colour of each built-in status. */
export const STATUS_COLORS: Record<BuiltInJobStatus, string> = {
  open: 'grey',
  rejected: 'red',
  assigned: 'blue',
  confirmed: 'orange',
  reported: 'green',
  review: 'pink',
  done: 'cyan',
};

/** Default colour of an issue unless branding.review is set. */
export const DEFAULT_ISSUE_COLOR = '#E010B2';
