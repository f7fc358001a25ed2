import { describe, expect, it } from 'vitest';
import { EVENT_PAYLOADS, EVENT_TYPES, isEventType, type EventPayload } from '../src';

const USER_EVENTS = [
  'user_invited',
  'user_reinvited',
  'user_registered',
  'user_confirmed',
  'user_banned',
  'user_unbanned',
  'user_removed',
  'user_role_changed',
  'user_email_changed',
  'user_updated',
  'password_reset_requested',
  'password_changed',
  'impersonation_started',
  'impersonation_ended',
] as const;

describe('user events', () => {
  it('are declared, each with its payload schema', () => {
    for (const type of USER_EVENTS) {
      expect(isEventType(type)).toBe(true);
      expect(EVENT_TYPES).toContain(type);
    }
  });

  it('parse the payloads the feed and the bell read', () => {
    const samples: { [T in (typeof USER_EVENTS)[number]]: EventPayload<T> } = {
      user_invited: { userId: 'u', email: 'a@b.co', role: 'inspector' },
      user_reinvited: { userId: 'u', email: 'a@b.co', role: 'client' },
      user_registered: { userId: 'u', email: 'a@b.co' },
      user_confirmed: { userId: 'u', email: 'a@b.co' },
      user_banned: { userId: 'u' },
      user_unbanned: { userId: 'u' },
      user_removed: { userId: 'u', email: 'a@b.co', name: 'Dana Levi', role: 'inspector' },
      user_role_changed: { userId: 'u', from: 'inspector', to: 'project_manager' },
      user_email_changed: { userId: 'u', from: 'a@b.co', to: 'c@d.co' },
      user_updated: { userId: 'u', changes: ['name', 'fields.shoeSize'] },
      password_reset_requested: { userId: 'u' },
      password_changed: { userId: 'u', via: 'reset' },
      impersonation_started: { userId: 'u', adminId: 'a' },
      impersonation_ended: { userId: 'u', adminId: 'a' },
    };
    for (const type of USER_EVENTS) expect(EVENT_PAYLOADS[type].parse(samples[type])).toEqual(samples[type]);
  });

  it('refuse unknown roles and empty change lists', () => {
    expect(EVENT_PAYLOADS.user_role_changed.safeParse({ userId: 'u', from: 'inspector', to: 'owner' }).success).toBe(false);
    expect(EVENT_PAYLOADS.user_updated.safeParse({ userId: 'u', changes: [] }).success).toBe(false);
  });

  it('carry no password, token or field value', () => {
    for (const type of USER_EVENTS) {
      const keys = Object.keys(EVENT_PAYLOADS[type].shape);
      expect(keys.filter((k) => /password|token|secret|hash|value/i.test(k))).toEqual([]);
    }
  });
});
