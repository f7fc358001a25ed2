import { LANGUAGES } from '@fieldwork/contracts';
import type { Catalogue } from '../app/i18n/catalogues';
import { loadCatalogues } from '../app/i18n/i18n';

/** Every catalogue in the app: each `locales/index.ts` beside the shell, a feature or a component. */
export const ALL_CATALOGUES: Catalogue[] = Object.values(
  import.meta.glob<Record<string, Catalogue>>('../**/locales/index.ts', { eager: true }),
).flatMap((module) => Object.values(module));

/** For tests of a component rendered on its own (no route to load its strings): every catalogue, every language. */
export async function loadAllCatalogues(): Promise<void> {
  for (const language of LANGUAGES) await loadCatalogues(ALL_CATALOGUES, language);
}
