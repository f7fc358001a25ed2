import { z } from 'zod';
import { listPageSchema } from './lists/views';

/** Notification preference parts (spec 1 section 3). */
export const NOTIFICATION_CATEGORIES = [
  'general_my_jobs',
  'general_my_activity',
  'general_project',
  'general_job_activity',
  'general_system',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_TYPES = [
  'job_answered',
  'job_deleted',
  'user_assigned_to_job',
  'user_unassigned_from_job',
  'job_type_created',
  'job_created',
  'job_status_changed',
  'project_created',
  'project_deleted',
  'project_details_changed',
  'user_assigned',
  'user_confirm_attendance',
  'forgot_password',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_DELIVERIES = ['notification', 'email', 'push', 'SMS'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export type NotificationKey = `${NotificationCategory}_${NotificationType}_${NotificationDelivery}`;

/** Builds a preference key `{category}_{notificationType}_{delivery}`. */
export function notificationKey(
  category: NotificationCategory,
  type: NotificationType,
  delivery: NotificationDelivery,
): NotificationKey {
  return `${category}_${type}_${delivery}`;
}

/**
 * Splits a preference key back into its parts, or returns null when it is not one. Categories
 * and types contain underscores, so the key is matched against the known lists.
 */
export function parseNotificationKey(
  key: string,
): { category: NotificationCategory; type: NotificationType; delivery: NotificationDelivery } | null {
  for (const category of NOTIFICATION_CATEGORIES) {
    if (!key.startsWith(`${category}_`)) continue;
    const rest = key.slice(category.length + 1);
    for (const delivery of NOTIFICATION_DELIVERIES) {
      if (!rest.endsWith(`_${delivery}`)) continue;
      const type = rest.slice(0, -(delivery.length + 1));
      if ((NOTIFICATION_TYPES as readonly string[]).includes(type)) {
        return { category, type: type as NotificationType, delivery };
      }
    }
  }
  return null;
}

/** Every preference key, category by category, type by type, delivery by delivery: the matrix's order. */
export const NOTIFICATION_KEYS: readonly NotificationKey[] = NOTIFICATION_CATEGORIES.flatMap((category) =>
  NOTIFICATION_TYPES.flatMap((type) => NOTIFICATION_DELIVERIES.map((delivery) => notificationKey(category, type, delivery))),
);

export function isNotificationKey(value: unknown): value is NotificationKey {
  return typeof value === 'string' && parseNotificationKey(value) !== null;
}

export const notificationKeySchema = z.string().refine(isNotificationKey, 'Unknown notification key');

/**
 * A user's preferences: the keys switched on (GET /v2/users/{id}/notifications, and
 * `notifications` of the profile and of PUT /v2/users/{id}). A key left out is off.
 */
export const notificationKeysSchema = z.array(notificationKeySchema).max(NOTIFICATION_KEYS.length);

/**
 * What a new user starts with when the instance names no defaults of its own (the spec gives
 * none): every in-app notification, and e-mail for their own jobs and for password resets; no
 * push, no SMS until the user asks for them.
 */
export const DEFAULT_NOTIFICATION_KEYS: readonly NotificationKey[] = NOTIFICATION_KEYS.filter((key) => {
  const { category, type, delivery } = parseNotificationKey(key)!;
  if (delivery === 'notification') return true;
  if (delivery !== 'email') return false;
  return category === 'general_my_jobs' || (category === 'general_system' && type === 'forgot_password');
});

/**
 * The keys a new user starts with: the instance's own defaults (`notifications` of the settings)
 * when it names any, the built-in ones otherwise. Unknown keys are dropped.
 */
export function initialNotificationKeys(instanceDefaults: readonly string[]): NotificationKey[] {
  const known = NOTIFICATION_KEYS.filter((key) => instanceDefaults.includes(key));
  return known.length > 0 ? known : [...DEFAULT_NOTIFICATION_KEYS];
}

/**
 * Whether a delivery is on for a user: the mailer, the bell, push and SMS ask this before they
 * send. (A reset link the user asked for is sent whatever this says.)
 */
export function isDeliveryOn(userKeys: readonly string[], key: NotificationKey): boolean {
  return userKeys.includes(key);
}

/** The preferences with one key switched on or off, in the matrix's order, unknown keys dropped. */
export function withDelivery(userKeys: readonly string[], key: NotificationKey, on: boolean): NotificationKey[] {
  return NOTIFICATION_KEYS.filter((k) => (k === key ? on : userKeys.includes(k)));
}

/** One row of the preferences screen: a category and a type, and whether each delivery is on. */
export interface NotificationMatrixRow {
  category: NotificationCategory;
  type: NotificationType;
  deliveries: Record<NotificationDelivery, boolean>;
}

/** The preferences as the profile screen shows them: categories x types, a switch per delivery. */
export function notificationMatrix(userKeys: readonly string[]): NotificationMatrixRow[] {
  const on = new Set(userKeys);
  return NOTIFICATION_CATEGORIES.flatMap((category) =>
    NOTIFICATION_TYPES.map((type) => ({
      category,
      type,
      deliveries: Object.fromEntries(
        NOTIFICATION_DELIVERIES.map((delivery) => [delivery, on.has(notificationKey(category, type, delivery))]),
      ) as Record<NotificationDelivery, boolean>,
    })),
  );
}

/** A bell notification as GET /v2/notifications returns it (spec 1 section 3, "Notification"). */
export const notificationSchema = z.object({
  _id: z.string(),
  /** The English text; `type` and `params` let the web say it in the user's language. */
  message: z.string(),
  type: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  date: z.string(),
  icon: z.string().nullable(),
  idProject: z.string().nullable(),
  intIdJob: z.number().int().nullable(),
  idJobType: z.string().nullable(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /v2/notifications (its query is `notificationsList`'s): a page of the user's notifications and how many are unread. */
export const notificationPageSchema = listPageSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;
