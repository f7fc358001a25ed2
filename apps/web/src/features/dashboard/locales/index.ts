import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the dashboard, loaded with its route in the user's language only. */
export const dashboardCatalogue = defineCatalogue('dashboard', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
