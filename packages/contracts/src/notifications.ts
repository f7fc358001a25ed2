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
