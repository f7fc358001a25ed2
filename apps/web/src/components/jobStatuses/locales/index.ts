import { defineCatalogue } from '../../../app/i18n/catalogues';

/**
 * The built-in job statuses' names, for every screen that shows a status (the jobs list and
 * panel, the dashboard, the statuses settings), in the user's language only.
 */
export const jobStatusesCatalogue = defineCatalogue('jobStatuses', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
