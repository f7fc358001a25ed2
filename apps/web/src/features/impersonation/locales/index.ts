import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the impersonation picker, loaded when a sys_admin opens it. */
export const impersonationCatalogue = defineCatalogue('impersonation', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
