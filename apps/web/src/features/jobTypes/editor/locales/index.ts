import { defineCatalogue } from '../../../../app/i18n/catalogues';

/** Strings of the questionnaire builder (/job_type/editor/{id}), loaded with its route in the user's language only. */
export const jobTypeEditorCatalogue = defineCatalogue('jobTypeEditor', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
