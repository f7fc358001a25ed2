import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the users list and the user editor (also on /profile), loaded with their routes in the user's language only. */
export const usersCatalogue = defineCatalogue('users', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
