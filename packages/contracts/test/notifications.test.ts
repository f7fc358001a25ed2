import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_KEYS,
  initialNotificationKeys,
  isDeliveryOn,
  isNotificationKey,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KEYS,
  NOTIFICATION_TYPES,
  notificationKey,
  notificationKeysSchema,
  notificationMatrix,
  parseNotificationKey,
  withDelivery,
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

describe('notification preferences', () => {
  it('list the 260 keys of the matrix, each once, category by category', () => {
    expect(NOTIFICATION_KEYS).toHaveLength(260);
    expect(new Set(NOTIFICATION_KEYS).size).toBe(260);
    expect(NOTIFICATION_KEYS[0]).toBe('general_my_jobs_job_answered_notification');
    expect(NOTIFICATION_KEYS.every(isNotificationKey)).toBe(true);
  });

  it('are a list of the keys switched on; an unknown key is refused', () => {
    expect(notificationKeysSchema.safeParse(['general_system_forgot_password_email']).success).toBe(true);
    expect(notificationKeysSchema.safeParse(['general_system_forgot_password_fax']).success).toBe(false);
  });

  it('start, without instance defaults, with every in-app notification and e-mail for one\'s jobs and password resets', () => {
    const on = (key: string) => DEFAULT_NOTIFICATION_KEYS.includes(key as never);
    expect(on('general_project_project_created_notification')).toBe(true);
    expect(on('general_my_jobs_user_assigned_to_job_email')).toBe(true);
    expect(on('general_system_forgot_password_email')).toBe(true);
    expect(on('general_project_project_created_email')).toBe(false);
    expect(DEFAULT_NOTIFICATION_KEYS.some((k) => k.endsWith('_push') || k.endsWith('_SMS'))).toBe(false);
  });

  it("start with the instance's own defaults when it names any, unknown keys dropped", () => {
    expect(initialNotificationKeys([])).toEqual(DEFAULT_NOTIFICATION_KEYS);
    expect(initialNotificationKeys(['general_system_job_created_SMS', 'nonsense'])).toEqual(['general_system_job_created_SMS']);
    expect(initialNotificationKeys(['nonsense'])).toEqual(DEFAULT_NOTIFICATION_KEYS);
  });

  it('tell whether a delivery is on for a key', () => {
    const keys = ['general_my_jobs_job_created_email'];
    expect(isDeliveryOn(keys, 'general_my_jobs_job_created_email')).toBe(true);
    expect(isDeliveryOn(keys, 'general_my_jobs_job_created_push')).toBe(false);
    expect(isDeliveryOn([], 'general_my_jobs_job_created_email')).toBe(false);
  });

  it('switch one key on or off, leaving the others and dropping unknown ones', () => {
    const keys = ['general_my_jobs_job_created_email', 'old_key'];
    const on = withDelivery(keys, 'general_project_project_created_push', true);
    expect(on).toEqual(['general_my_jobs_job_created_email', 'general_project_project_created_push']);
    expect(withDelivery(on, 'general_my_jobs_job_created_email', false)).toEqual(['general_project_project_created_push']);
  });

  it('show as a matrix: a row per category and type, a switch per delivery', () => {
    const matrix = notificationMatrix(['general_system_forgot_password_email']);
    expect(matrix).toHaveLength(65);
    const row = matrix.find((r) => r.category === 'general_system' && r.type === 'forgot_password');
    expect(row?.deliveries).toEqual({ notification: false, email: true, push: false, SMS: false });
    expect(matrix.filter((r) => Object.values(r.deliveries).some(Boolean))).toHaveLength(1);
  });
});
