import type { Language } from '@fieldwork/contracts';

/** Strings, nested by dotted key ("files.title"). */
export interface Messages {
  [key: string]: string | Messages;
}

/** The shape every other language must fill completely: the English catalogue's, with strings. */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };

/**
 * One group of strings (the shell's, or a feature's), with one loader per language: each
 * language is its own small chunk, so a user downloads only their language. The strings land
 * in i18next's one namespace under their top-level keys, so `t('files.title')` reads the same
 * whichever catalogue holds it.
 */
export interface Catalogue {
  name: string;
  load: Record<Language, () => Promise<Messages>>;
}

export function defineCatalogue(name: string, load: Catalogue['load']): Catalogue {
  return { name, load };
}
