import { defineCatalogue } from '../../../../app/i18n/catalogues';

/** Strings of the answer outbox's status (what waits, what was sent, what was refused), loaded with the answering screens. */
export const answeringOfflineCatalogue = defineCatalogue('answeringOffline', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
