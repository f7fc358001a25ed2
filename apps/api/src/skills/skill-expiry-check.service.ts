import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { isToggleActive } from '@fieldwork/contracts';
import { Database } from '../db/database';
import { EventsService } from '../events/events.service';
import { QueueService } from '../queue/queue.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { expiryClockOf } from './skill-wire';
import { SkillsRepository } from './skills.repository';

declare module '../queue/queue.jobs' {
  interface QueueJobs {
    /** Queues a skill expiry check for every instance with the skills app on. */
    'skills.expiry.sweep': Record<string, never>;
    /** Announces one instance's skills that entered the close window or expired (ADR 0030). */
    'skills.expiry.check': { instanceId: string };
  }
}

/**
 * Hourly, so that each instance is checked within the hour after its own midnight whatever its
 * time zone; a run that finds nothing new announces nothing, so running often costs little.
 */
export const SKILL_CHECK_EVERY_MS = 3600_000;
/** Notices recorded (with their events) per transaction. */
const BATCH = 500;

/**
 * The daily skill expiry check (ADR 0030). For each instance it finds the held skills that are
 * within the close-to-expire window or past their expiry date on the instance's day, and
 * announces each once: `skill_expiring` or `skill_expired`, written in the same transaction as
 * the notice row (user, skill, threshold, expiry date) that stops a second run, a second replica
 * or a restart from announcing it again. A renewed skill has a new expiry date, so it can be
 * announced again when that one comes.
 */
@Injectable()
export class SkillExpiryCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger(SkillExpiryCheck.name);

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(SkillsRepository) private readonly repo: SkillsRepository,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue.register('skills.expiry.sweep', () => this.sweep().then(() => undefined));
    this.queue.register('skills.expiry.check', ({ instanceId }) => this.check(instanceId).then(() => undefined));
    await this.queue.every('skills.expiry.sweep', SKILL_CHECK_EVERY_MS, {});
    // A process that was down at some instance's midnight catches up now, not an hour later.
    await this.queue.add('skills.expiry.sweep', {}).catch((err: Error) => this.logger.warn(`Start-up skill check: ${err.message}`));
  }

  /** Queues a check of every active instance with the skills app on; returns how many. */
  async sweep(): Promise<number> {
    const ids = await this.db.privileged((db) => this.repo.instancesWithSkills(db));
    for (const instanceId of ids) await this.queue.add('skills.expiry.check', { instanceId });
    return ids.length;
  }

  /** One instance's check on the day `now` is there; returns the notices it announced. */
  async check(instanceId: string, now = new Date()): Promise<number> {
    let announced = 0;
    for (;;) {
      const batch = await this.db.tenant(instanceId, async (scope) => {
        const state = await this.instances.get(scope);
        if (!isToggleActive(state.toggles, 'skills')) return { due: 0, recorded: 0 };
        const { today, closeWindowDays } = expiryClockOf(state, now);
        const due = await this.repo.dueNotices(scope, today, closeWindowDays, BATCH);
        // Another run may have recorded some of them since: those are theirs to announce.
        const recorded = await this.repo.recordNotices(scope, due);
        for (const notice of recorded) {
          await this.events.emit(scope, {
            type: notice.threshold === 'expired' ? 'skill_expired' : 'skill_expiring',
            aggregate: { type: 'user', id: notice.userId },
            payload: { userId: notice.userId, skillId: notice.skillId, name: notice.name, expiresOn: notice.expiresOn },
            actor: null,
          });
        }
        return { due: due.length, recorded: recorded.length };
      });
      announced += batch.recorded;
      if (batch.due < BATCH) return announced;
    }
  }
}
