import { Inject, Injectable } from '@nestjs/common';
import { clampPageSize, MAX_PAGE, toPage, type ActivitiesQuery, type ActivityEntry, type Page } from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { activityEntry, peopleIn } from './activity-messages';
import { UsersRepository } from './users.repository';

/** A feed page holds at most this many entries. */
const MAX_FEED_PAGE = 100;

/** GET /v2/users/activities: a user's feed, read from the outbox (ADR 0022 keeps events after dispatch). */
@Injectable()
export class UserActivitiesService {
  constructor(@Inject(UsersRepository) private readonly users: UsersRepository) {}

  /** What the user did and what was done to them, newest first; one's own without `user`. */
  async feed(caller: Caller, query: ActivitiesQuery): Promise<Page<ActivityEntry>> {
    const { scope } = caller;
    if (query.page > MAX_PAGE) throw new AppError('validation_failed', `A page is a number from 1 to ${MAX_PAGE}`, [{ path: 'page', message: 'Too large' }]);
    const user = await this.users.findById(scope, (query.user ?? caller.actor.id).toLowerCase());
    if (!user) throw AppError.notFound('User');
    authorize(caller, 'user.activities', { id: user.id });
    const limit = Math.min(clampPageSize(query.page_size), MAX_FEED_PAGE);
    // A file's name may be private: its events show in one's own feed, and to those who read every file.
    const files = user.id === caller.actor.id || allows(caller, 'asset.read', { ownerId: null, uploadedBy: null, private: true });
    const { rows, total } = await this.users.activityPage(scope, user.id, { limit, offset: (query.page - 1) * limit, files });
    const names = await this.users.namesOf(scope, [...new Set(rows.flatMap(peopleIn))]);
    return toPage(rows.map((row) => activityEntry(row, names)), total, query.page, limit);
  }
}
