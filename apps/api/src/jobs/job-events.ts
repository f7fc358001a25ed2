import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload } from '@fieldwork/contracts';
import type { AnyCaller } from '../access/caller';
import type { OutboxRow } from '../events/events.repository';
import { EventsService, type EmittedEvent } from '../events/events.service';
import type { JobNames, JobRow } from './jobs.repository';

type JobEventType =
  | 'job_created'
  | 'job_status_changed'
  | 'job_updated'
  | 'user_assigned_to_job'
  | 'user_unassigned_from_job'
  | 'user_confirm_attendance'
  | 'attendance_removed'
  | 'job_linked'
  | 'job_unlinked'
  | 'job_deleted'
  | 'job_answered'
  | 'blueprint_marked';

type JobRefKeys = 'jobId' | 'number' | 'jobTypeId' | 'jobTypeTitle' | 'projectId' | 'projectName';

/**
 * The jobs' events, each on the job's aggregate and naming its number, type and project (so the
 * feeds and notifications say which job without a lookup), written with the change (ADR 0022).
 */
@Injectable()
export class JobEvents {
  constructor(@Inject(EventsService) private readonly events: EventsService) {}

  async emit<T extends JobEventType>(caller: AnyCaller, type: T, job: JobRow, names: JobNames, extra: Omit<EventPayload<T>, JobRefKeys>): Promise<void> {
    await this.events.emit(caller.scope, this.eventOf(caller, type, job, names, extra));
  }

  /**
   * The outbox row of the event, for a use case that writes it in one statement with its change
   * (answering): it must be written in the caller's transaction.
   */
  rowOf<T extends JobEventType>(caller: AnyCaller, type: T, job: JobRow, names: JobNames, extra: Omit<EventPayload<T>, JobRefKeys>): OutboxRow {
    return this.events.rowOf(caller.scope, this.eventOf(caller, type, job, names, extra));
  }

  private eventOf<T extends JobEventType>(caller: AnyCaller, type: T, job: JobRow, names: JobNames, extra: Omit<EventPayload<T>, JobRefKeys>): EmittedEvent<T> {
    const payload = {
      jobId: job.id,
      number: job.number,
      jobTypeId: job.jobTypeId,
      jobTypeTitle: names.jobTypeTitle,
      projectId: job.projectId,
      projectName: names.projectName,
      ...extra,
    } as EventPayload<T>;
    return { type, aggregate: { type: 'job', id: job.id }, payload, actor: caller.actor };
  }
}
