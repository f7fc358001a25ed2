import { Inject, Injectable } from '@nestjs/common';
import {
  isRole,
  isSkillForRole,
  nextSkillDates,
  SKILL_MESSAGES,
  type SkillExpirationBody,
  type UserSkill,
  type UserSkillsBody,
  type UserSkillsReply,
} from '@fieldwork/contracts';
import { allows, authorize, type Caller } from '../access/caller';
import { AssetLinks } from '../assets/asset-links.service';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import { EventsService } from '../events/events.service';
import { InstanceStateService } from '../settings/instance-state.service';
import { UsersRepository, type UserRow } from '../users/users.repository';
import { expiryClockOf, toUserSkill } from './skill-wire';
import { SkillsRepository, type SkillDates } from './skills.repository';

/**
 * The skills users hold (spec 2 sections 3, 4 and 7): giving them with their dates, changing the
 * dates, taking them away, and reading them for the user editor with their status on the
 * instance's day. Each change is an event of the user.
 */
@Injectable()
export class UserSkillsService {
  constructor(
    @Inject(SkillsRepository) private readonly repo: SkillsRepository,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(InstanceStateService) private readonly instances: InstanceStateService,
    @Inject(AssetLinks) private readonly links: AssetLinks,
  ) {}

  /** A user's skills for GET and PUT /v2/users/{id}: none for a caller who may not read skills. */
  async forDetail(caller: Caller, userId: string): Promise<UserSkill[]> {
    if (!allows(caller, 'skill.read')) return [];
    return this.held(caller.scope, userId);
  }

  /** The names of the skills each listed user holds (GET /v2/users): none for a caller who may not read skills. */
  async namesFor(caller: Caller, userIds: readonly string[]): Promise<Map<string, Array<{ _id: string; name: string }>>> {
    const names = new Map<string, Array<{ _id: string; name: string }>>();
    if (!allows(caller, 'skill.read')) return names;
    for (const row of await this.repo.namesHeldBy(caller.scope, userIds)) {
      const list = names.get(row.userId) ?? [];
      list.push({ _id: row.skillId, name: row.name });
      names.set(row.userId, list);
    }
    return names;
  }

  /**
   * POST /v2/skills/user/{userId}: gives the skills (from today, permanent, unless dates are sent),
   * or changes the dates of those the user holds. Each skill must exist and be given to the
   * user's role; one that does not refuses the whole call.
   */
  async give(caller: Caller, userId: string, body: UserSkillsBody): Promise<UserSkillsReply> {
    const { scope, actor } = caller;
    const user = await this.target(caller, userId);
    const ids = body.skills.map((s) => s.skillId.toLowerCase());
    const found = new Map((await this.repo.findByIds(scope, ids)).map((row) => [row.id, row]));
    const missing = ids.map((id, i) => ({ id, i })).filter(({ id }) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError('validation_failed', SKILL_MESSAGES.unknownSkills, missing.map(({ i }) => ({ path: `skills.${i}.skillId`, message: SKILL_MESSAGES.skillNotFound })));
    }
    const role = isRole(user.role) ? user.role : 'inspector';
    const refused = ids.map((id, i) => ({ skill: found.get(id)!, i })).filter(({ skill }) => !isSkillForRole(skill, role));
    if (refused.length > 0) {
      const issues = refused.map(({ skill, i }) => ({ path: `skills.${i}.skillId`, message: SKILL_MESSAGES.notForRole(skill.name) }));
      throw new AppError('validation_failed', issues[0].message, issues);
    }
    const { today } = expiryClockOf(await this.instances.get(scope));
    const before = await this.repo.datesOf(scope, user.id, ids);
    const items = body.skills.map((s, i) => {
      const held = before.get(ids[i]);
      const startsOn = s.startsOn ?? held?.startsOn ?? today;
      const expiresOn = s.expiresOn !== undefined ? s.expiresOn : held ? held.expiresOn : null;
      if (expiresOn !== null && expiresOn < startsOn) {
        throw new AppError('validation_failed', SKILL_MESSAGES.expiryBeforeStart, [{ path: `skills.${i}.expiresOn`, message: SKILL_MESSAGES.expiryBeforeStart }]);
      }
      return { skillId: ids[i], startsOn, expiresOn };
    });
    await this.repo.upsertHeld(scope, user.id, items);
    for (const item of items) {
      const held = before.get(item.skillId);
      if (held && sameDates(held, item)) continue;
      await this.events.emit(scope, {
        type: 'user_skill_set',
        aggregate: { type: 'user', id: user.id },
        payload: { userId: user.id, skillId: item.skillId, name: found.get(item.skillId)!.name, startsOn: item.startsOn, expiresOn: item.expiresOn },
        actor,
      });
    }
    return { success: true, userId: user.id, skills: await this.held(scope, user.id) };
  }

  /** DELETE /v2/skills/user/{userId}/{skillId}: 404 when the user does not hold the skill. */
  async take(caller: Caller, userId: string, skillId: string): Promise<UserSkillsReply> {
    const { scope, actor } = caller;
    const user = await this.target(caller, userId);
    const skill = await this.repo.findById(scope, skillId);
    if (!skill) throw AppError.notFound('Skill');
    if (!(await this.repo.removeHeld(scope, user.id, skill.id))) throw new AppError('not_found', SKILL_MESSAGES.userSkillNotFound);
    await this.events.emit(scope, {
      type: 'user_skill_removed',
      aggregate: { type: 'user', id: user.id },
      payload: { userId: user.id, skillId: skill.id, name: skill.name },
      actor,
    });
    return { success: true, userId: user.id, skills: await this.held(scope, user.id) };
  }

  /** POST /v2/skills/{skillId}/expiration/{userId}: new start, expiry or permanent for a held skill. */
  async setExpiration(caller: Caller, skillId: string, userId: string, body: SkillExpirationBody): Promise<UserSkill> {
    const { scope, actor } = caller;
    const user = await this.target(caller, userId);
    const skill = await this.repo.findById(scope, skillId);
    if (!skill) throw AppError.notFound('Skill');
    const held = (await this.repo.datesOf(scope, user.id, [skill.id])).get(skill.id);
    if (!held) throw new AppError('not_found', SKILL_MESSAGES.userSkillNotFound);
    const next = nextSkillDates(held, body);
    if (next.expiresOn !== null && next.expiresOn < next.startsOn) {
      throw new AppError('validation_failed', SKILL_MESSAGES.expiryBeforeStart, [{ path: 'expiresOn', message: SKILL_MESSAGES.expiryBeforeStart }]);
    }
    if (!sameDates(held, next)) {
      await this.repo.upsertHeld(scope, user.id, [{ skillId: skill.id, ...next }]);
      await this.events.emit(scope, {
        type: 'user_skill_set',
        aggregate: { type: 'user', id: user.id },
        payload: { userId: user.id, skillId: skill.id, name: skill.name, ...next },
        actor,
      });
    }
    const clock = expiryClockOf(await this.instances.get(scope));
    return toUserSkill(this.links, { skill, ...next }, clock);
  }

  /** The user whose skills change: one the caller sees (themselves, or anyone for staff), else 404 as absent. */
  private async target(caller: Caller, userId: string): Promise<UserRow> {
    const row = await this.users.findById(caller.scope, userId);
    if (!row) throw AppError.notFound('User');
    authorize(caller, 'user.read', { id: row.id, confirmed: row.confirmed, valid: row.valid });
    return row;
  }

  private async held(scope: Scope, userId: string): Promise<UserSkill[]> {
    const clock = expiryClockOf(await this.instances.get(scope));
    return (await this.repo.heldBy(scope, userId)).map((held) => toUserSkill(this.links, held, clock));
  }
}

function sameDates(a: SkillDates, b: SkillDates): boolean {
  return a.startsOn === b.startsOn && a.expiresOn === b.expiresOn;
}
