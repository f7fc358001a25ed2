import { defineCatalogue } from '../../../app/i18n/catalogues';

/**
 * Strings of the blueprint screens around the editor: the layer panel and its filters, the PDF
 * and spreadsheet exports, the plan chooser, the blueprint answer and /settings/blueprints.
 */
export const blueprintsCatalogue = defineCatalogue('blueprints', {
  en: () => import('./en').then((m) => m.en),
  he: () => import('./he').then((m) => m.he),
});
