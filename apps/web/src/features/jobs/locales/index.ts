import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the jobs list, the job side panel and the answer display, in the user's language only. */
export const jobsCatalogue = defineCatalogue('jobs', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
