import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of /settings/skills, loaded with its route in the user's language only. */
export const skillsCatalogue = defineCatalogue('skills', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
