import { defineCatalogue } from '../catalogues';

/** Strings of the shell (app, roles, errors, status screens, menu, page titles), loaded at start-up in the user's language only. */
export const shellCatalogue = defineCatalogue('shell', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
