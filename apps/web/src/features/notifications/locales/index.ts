import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the notification bell and panel, loaded with its route in the user's language only. */
export const notificationsCatalogue = defineCatalogue('notifications', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
