import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the grid list framework, loaded with every list screen in the user's language only. */
export const gridCatalogue = defineCatalogue('grid', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
