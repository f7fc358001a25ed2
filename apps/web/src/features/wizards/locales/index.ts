import { defineCatalogue } from '../../../app/i18n/catalogues';

/** Strings of the creation wizards, loaded with the Create new dialog. */
export const wizardsCatalogue = defineCatalogue('wizards', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
