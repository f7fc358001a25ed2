/**
 * The job panel's dialogs that an address opens (/jobs/{id}/{dialog}): a link can open a job
 * straight at its people, its status or its questionnaire (answer). Closing one takes it off the address.
 */
export const JOB_DIALOGS = ['assign', 'status', 'project', 'previous', 'erase', 'answer', 'answer-links'] as const;
export type JobDialog = (typeof JOB_DIALOGS)[number];
