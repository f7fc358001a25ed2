import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of attachment tiles and previews, loaded with its route in the user's language only. */
export const attachmentsCatalogue = defineCatalogue('attachments', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
