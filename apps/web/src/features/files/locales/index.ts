import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the files screen, loaded with its route in the user's language only. */
export const filesCatalogue = defineCatalogue('files', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
