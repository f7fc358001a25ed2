// The bell's wire shapes live in @fieldwork/contracts with the API's reply schema.
export type { AppNotification, NotificationPage } from '@fieldwork/contracts';
