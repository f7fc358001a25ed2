import { defineCatalogue } from '../../../../app/i18n/catalogues';

/** Strings of the blueprint editor, loaded with its chunk, in the user's language only. */
export const blueprintEditorCatalogue = defineCatalogue('blueprintEditor', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
