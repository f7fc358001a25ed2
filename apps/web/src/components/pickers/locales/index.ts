import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the pickers, loaded with the screens that use them in the user's language only. */
export const pickersCatalogue = defineCatalogue('pickers', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
