import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the mail page, loaded with its route in the user's language only. */
export const mailsCatalogue = defineCatalogue('mails', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
