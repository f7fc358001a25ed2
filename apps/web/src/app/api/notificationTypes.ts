import type { Page } from '@fieldwork/contracts';

/**
 * A bell notification as GET /v2/notifications returns it. Not in @fieldwork/contracts yet, so
 * the web declares it here (spec 1 section 3, "Notification").
 */
export interface AppNotification {
  _id: string;
  message: string;
  date: string;
  icon: string | null;
  idProject: string | null;
  intIdJob: number | string | null;
  idJobType: string | null;
  read: boolean;
}

export interface NotificationPage extends Page<AppNotification> {
  unread: number;
}
