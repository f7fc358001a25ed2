import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the account pages (/signup, /custom_signup, /forgot_password, /reset_password), loaded with their routes. */
export const accountsCatalogue = defineCatalogue('accounts', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
