import { lazy, type ComponentType } from 'react';
import type { Catalogue } from './catalogues';
import { loadCatalogues } from './i18n';

/**
 * A component loaded on first use (a dialog behind a menu entry), its chunk and its catalogues
 * side by side, as the router's lazy routes: the first load carries neither.
 */
export function lazyWithCatalogues<P extends object>(catalogues: Catalogue[], load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadCatalogues(catalogues)]).then(([component]) => ({ default: component })));
}
