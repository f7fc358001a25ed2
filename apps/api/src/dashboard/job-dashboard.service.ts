import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  dayIn,
  DEFAULT_TIMEZONE,
  DONE_JOB_STATUS,
  formatCalendarDay,
  isTimeZone,
  JOB_DASHBOARD_DAYS,
  JOB_DASHBOARD_MINE,
  JOB_DASHBOARD_RECENT,
  jobStatusesOf,
  startOfDay,
  type JobCounters,
  type JobDashboard,
  type JobSummary,
  type ResolvedSettings,
} from '@fieldwork/contracts';
import { allows, type Caller } from '../access/caller';
import { JobsService } from '../jobs/jobs.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { JobDashboardRepository, type JobReader } from './job-dashboard.repository';

/**
 * GET /v2/jobs/dashboard, /recent and /counters: what the dashboard's widgets show, over the jobs
 * the caller sees (a client: their client projects' jobs only). Statuses come in the instance's
 * order, each with its count (0 included); a status no longer in the settings (a removed custom
 * one) still counts, after them.
 */
@Injectable()
export class JobDashboardService {
  constructor(
    @Inject(JobDashboardRepository) private readonly repo: JobDashboardRepository,
    @Inject(InstanceStateService) private readonly state: InstanceStateService,
    @Inject(JobsService) private readonly jobs: JobsService,
  ) {}

  async dashboard(caller: Caller, now = new Date()): Promise<JobDashboard> {
    const reader = readerOf(caller);
    const { settings } = await this.state.get(caller.scope);
    return {
      counters: await this.countersOf(caller, reader, settings),
      recent: await this.recentOf(caller, reader),
      mine: await this.mineOf(caller, reader),
      byStatusOverTime: await this.byStatusOverTime(caller, reader, settings, now),
      byType: (await this.repo.countByType(caller.scope, reader)).map((row) => ({ jobType: row.jobTypeId, title: row.title, count: row.count })),
    };
  }

  async recent(caller: Caller): Promise<JobSummary[]> {
    return this.recentOf(caller, readerOf(caller));
  }

  async counters(caller: Caller): Promise<JobCounters> {
    const { settings } = await this.state.get(caller.scope);
    return this.countersOf(caller, readerOf(caller), settings);
  }

  private async countersOf(caller: Caller, reader: JobReader, settings: ResolvedSettings): Promise<JobCounters> {
    const rows = await this.repo.countByStatus(caller.scope, reader);
    const byStatus = zeroPerStatus(settings);
    let total = 0;
    for (const row of rows) {
      byStatus[row.status] = row.count;
      total += row.count;
    }
    return { total, byStatus };
  }

  /** Jobs created per day of the last JOB_DASHBOARD_DAYS days, today included, in the instance's time zone. */
  private async byStatusOverTime(caller: Caller, reader: JobReader, settings: ResolvedSettings, now: Date): Promise<JobDashboard['byStatusOverTime']> {
    const timeZone = isTimeZone(settings.timezone) ? settings.timezone : DEFAULT_TIMEZONE;
    const today = dayIn(now, timeZone);
    const first = addDays(today, 1 - JOB_DASHBOARD_DAYS);
    const days = Array.from({ length: JOB_DASHBOARD_DAYS }, (_, i) => ({ date: formatCalendarDay(addDays(first, i)), counts: zeroPerStatus(settings) }));
    const byDate = new Map(days.map((day) => [day.date, day.counts]));
    for (const row of await this.repo.createdPerDay(caller.scope, reader, startOfDay(first, timeZone), timeZone)) {
      const counts = byDate.get(row.day);
      if (counts) counts[row.status] = row.count;
    }
    return days;
  }

  private async recentOf(caller: Caller, reader: JobReader): Promise<JobSummary[]> {
    const ids = await this.repo.recentlyVisited(caller.scope, reader, caller.actor.id, JOB_DASHBOARD_RECENT);
    return this.jobs.summariesOf(caller, ids);
  }

  private async mineOf(caller: Caller, reader: JobReader): Promise<JobSummary[]> {
    const ids = await this.repo.assignedOpen(caller.scope, reader, caller.actor.id, DONE_JOB_STATUS, JOB_DASHBOARD_MINE);
    return this.jobs.summariesOf(caller, ids);
  }
}

/** A client reads their client projects' jobs only; everyone else every job of the instance (the policy's job.read). */
function readerOf(caller: Caller): JobReader {
  return allows(caller, 'job.read', { status: '', isAssignee: false, isClientProject: false }) ? null : caller.actor.id;
}

function zeroPerStatus(settings: ResolvedSettings): Record<string, number> {
  return Object.fromEntries(jobStatusesOf(settings).map((status) => [status.name, 0]));
}
