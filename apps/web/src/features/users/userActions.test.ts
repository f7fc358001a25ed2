import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, type Role } from '@fieldwork/contracts';
import { bindPolicy } from '../../app/access/boundPolicy';
import { togglesWith } from '../../test/fixtures';
import { makeUserRow } from './testData';
import { reinviteList, userOffers } from './userActions';

const can = (role: Role, allowErase = false) =>
  bindPolicy({ id: 'me', role, canManageSkills: true }, { toggles: togglesWith(['client']), security: { ...DEFAULT_SECURITY_FLAGS, allowErase }, isMainHost: true }).can;

const active = makeUserRow('u-1', 'Avi', 'Cohen');
const invited = makeUserRow('u-2', 'Rina', 'Shamir', { state: 'invited' });
const banned = makeUserRow('u-3', 'Tom', 'Katz', { state: 'banned' });
const admin = makeUserRow('u-4', 'Gil', 'Ron', { role: 'business_admin' });
const me = makeUserRow('me', 'Dana', 'Levi', { role: 'project_manager' });

describe('what a selection of users is offered', () => {
  it('splits a ban into those to ban and those to unban (the call toggles)', () => {
    const offers = userOffers(can('business_admin'), [active, invited, banned]);
    expect(offers.ban.map((u) => u.id)).toEqual(['u-1', 'u-2']);
    expect(offers.unban.map((u) => u.id)).toEqual(['u-3']);
    expect(offers.remove).toBe(true);
    // The active user is confirmed and verified.
    expect(offers.reinvite).toBe(false);
    expect(userOffers(can('business_admin'), [invited]).reinvite).toBe(true);
  });

  it('offers nothing a project manager may not do to every user selected: not to an admin, not to themselves', () => {
    expect(userOffers(can('project_manager', true), [active, admin])).toEqual({ ban: [], unban: [], reinvite: false, remove: false });
    expect(userOffers(can('project_manager', true), [active, me]).ban).toEqual([]);
    expect(userOffers(can('project_manager', true), [active]).remove).toBe(true);
    // With the erase flag off only admins remove.
    expect(userOffers(can('project_manager'), [active]).remove).toBe(false);
  });

  it('re-invites each user with their address and role', () => {
    expect(reinviteList([invited, admin])).toEqual([
      { email: 'rina@demo.test', role: 'inspector' },
      { email: 'gil@demo.test', role: 'business_admin' },
    ]);
  });
});
