import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the questionnaire screen (the job's dialog, the public page, the builder's preview), in the user's language only. */
export const answeringCatalogue = defineCatalogue('answering', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
