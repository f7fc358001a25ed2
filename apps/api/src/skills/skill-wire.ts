import {
  DEFAULT_TIMEZONE,
  isRole,
  isTimeZone,
  skillCloseWindowDays,
  skillExpirationStatus,
  todayIn,
  type Skill,
  type UserSkill,
} from '@fieldwork/contracts';
import type { AssetLinks } from '../assets/asset-links.service';
import type { InstanceState } from '../settings/instance-state.service';
import type { HeldSkillRow, SkillRow } from './skills.repository';

/** What a skill's expiry is judged against: the instance's day and its close-to-expire window. */
export interface ExpiryClock {
  today: string;
  closeWindowDays: number;
}

/** The instance's clock for expiry: "today" in its time zone, and the skills app's window (30 days unless set). */
export function expiryClockOf(state: InstanceState, now = new Date()): ExpiryClock {
  const zone = isTimeZone(state.settings.timezone) ? state.settings.timezone : DEFAULT_TIMEZONE;
  return { today: todayIn(now, zone), closeWindowDays: skillCloseWindowDays(state.appSettings.skills) };
}

/** A skill as the calls answer it (spec 2 section 3); its image as a signed link. */
export function toSkill(links: AssetLinks, row: SkillRow): Skill {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    label: row.label,
    avatar: row.avatarAssetId
      ? links.url({ instanceId: row.instanceId, assetId: row.avatarAssetId, rendition: 'avatar' }, { size: 'avatar' })
      : null,
    roles: row.roles.filter(isRole),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A held skill with its dates and its status on the clock's day. */
export function toUserSkill(links: AssetLinks, held: HeldSkillRow, clock: ExpiryClock): UserSkill {
  const { id: _id, created_at: _c, updated_at: _u, ...skill } = toSkill(links, held.skill);
  return {
    ...skill,
    skillId: held.skill.id,
    startsOn: held.startsOn,
    expiresOn: held.expiresOn,
    permanent: held.expiresOn === null,
    expirationStatus: skillExpirationStatus(held.expiresOn, clock.today, clock.closeWindowDays),
  };
}
