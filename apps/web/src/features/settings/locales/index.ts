import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the settings screens, loaded with its route in the user's language only. */
export const settingsCatalogue = defineCatalogue('settings', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
