import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the file uploader, loaded with its route in the user's language only. */
export const uploadCatalogue = defineCatalogue('upload', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
