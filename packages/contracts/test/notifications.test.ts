import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_TYPES,
  notificationKey,
  parseNotificationKey,
} from '../src';

const combinations = NOTIFICATION_CATEGORIES.flatMap((category) =>
  NOTIFICATION_TYPES.flatMap((type) => NOTIFICATION_DELIVERIES.map((delivery) => ({ category, type, delivery }))),
);

describe('notification preference keys (spec 1 section 3)', () => {
  it('lists the spec parts: 5 categories, 13 types, 4 deliveries', () => {
    expect(NOTIFICATION_CATEGORIES).toHaveLength(5);
    expect(NOTIFICATION_TYPES).toHaveLength(13);
    expect(NOTIFICATION_DELIVERIES).toEqual(['notification', 'email', 'push', 'SMS']);
    expect(combinations).toHaveLength(260);
  });

  it('builds {category}_{notificationType}_{delivery}', () => {
    expect(notificationKey('general_my_jobs', 'user_assigned_to_job', 'SMS')).toBe('general_my_jobs_user_assigned_to_job_SMS');
  });

  it('parses every one of the 260 keys back into its parts', () => {
    for (const parts of combinations) {
      const key = notificationKey(parts.category, parts.type, parts.delivery);
      expect(parseNotificationKey(key)).toEqual(parts);
    }
  });

  it('gives every combination its own key', () => {
    const keys = new Set(combinations.map((c) => notificationKey(c.category, c.type, c.delivery)));
    expect(keys.size).toBe(260);
  });

  it('tells apart types where one is the start of another', () => {
    // user_assigned is a prefix of user_assigned_to_job.
    expect(parseNotificationKey('general_project_user_assigned_email')?.type).toBe('user_assigned');
    expect(parseNotificationKey('general_project_user_assigned_to_job_email')?.type).toBe('user_assigned_to_job');
  });

  it.each([
    '',
    'general_system',
    'general_system_job_created',
    'general_system_job_created_fax',
    'general_system_job_created_sms',
    'general_system_job_exploded_email',
    'general_everything_job_created_email',
    'x_general_system_job_created_email',
    'general_system_job_created_email_',
  ])('rejects %j', (key) => {
    expect(parseNotificationKey(key)).toBeNull();
  });
});
