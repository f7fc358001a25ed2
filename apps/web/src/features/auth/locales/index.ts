import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the sign-in screen, loaded with its route in the user's language only. */
export const authCatalogue = defineCatalogue('auth', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
