import { defineCatalogue } from '../../../app/i18n/catalogues';

/**
 * Strings of the job types screens (settings, the job type wizard, the icons' names), loaded with those screens and with Create new, in the user's language only.
 */
export const jobTypesCatalogue = defineCatalogue('jobTypes', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
