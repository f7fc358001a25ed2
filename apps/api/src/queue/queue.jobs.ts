/**
 * Every queue job name and its payload. A module declares its jobs by merging into this
 * interface, so registering or adding a job with the wrong payload does not compile:
 *
 *   declare module '../queue/queue.jobs' {
 *     interface QueueJobs { 'mail.send': { instanceId: string; mailId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface QueueJobs {}

export type JobName = keyof QueueJobs;
