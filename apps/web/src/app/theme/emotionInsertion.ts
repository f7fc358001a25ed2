/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts aliases it):
 * emotion's components insert their rules while they render, as emotion did before React had
 * insertion effects, instead of all at once in the commit. A first screen of a few hundred
 * styled components then works out and inserts its styles in the render's time slices, where
 * React yields to the browser, not in one long task (ADR 0054). Inserting is idempotent per
 * style, so a render React throws away leaves at most a rule nothing uses yet.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

/** Global styles keep the insertion effect: they are few, and follow the theme's commit. */
export { useInsertionEffect as useInsertionEffectWithLayoutFallback } from 'react';
