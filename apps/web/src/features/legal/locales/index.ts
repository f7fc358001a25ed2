import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the terms and privacy page, loaded with its route in the user's language only. */
export const legalCatalogue = defineCatalogue('legal', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
