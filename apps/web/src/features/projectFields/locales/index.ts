import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the project fields (the project's section, its widgets, the definitions screen), loaded with their routes in the user's language only. */
export const projectFieldsCatalogue = defineCatalogue('projectFields', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
