import { defineCatalogue } from '../../../app/i18n/catalogues';

/**
 * Strings of the projects list and view, the location map, and the project wizard's and client
 * steps' texts (Create new and the user editor load it too), in the user's language only.
 */
export const projectsCatalogue = defineCatalogue('projects', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
