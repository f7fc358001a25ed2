import { defineCatalogue } from '../../../../app/i18n/catalogues';

/**
 * Strings of the answering screen's question components (questions/QuestionField), loaded with
 * the answering chunk, in the user's language only.
 */
export const questionFieldsCatalogue = defineCatalogue('questionFields', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
