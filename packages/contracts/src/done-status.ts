/**
 * The status inspectors cannot edit a job in (spec 2 section 6). Its own module: the access policy,
 * in every screen's first load, needs this name only, not the statuses' helpers (statuses.ts).
 */
export const DONE_JOB_STATUS = 'done' as const;
