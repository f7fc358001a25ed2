import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew names of the built-in job statuses. */
export const he: CatalogueOf<typeof en> = {
  jobStatuses: {
    builtIn: {
      open: 'פתוחה',
      rejected: 'נדחתה',
      assigned: 'שובצה',
      confirmed: 'אושרה',
      reported: 'דווחה',
      review: 'בבדיקה',
      done: 'הושלמה',
    },
    status: 'סטטוס',
  },
};
