import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@fieldwork/contracts';
import type { Catalogue, Messages } from './catalogues';
import { shellCatalogue } from './locales';
import { STORAGE_KEYS, readJson, writeJson } from '../session/sessionStorage';
import { LOAD_WAIT_MS } from '../loadFailure';

export type CustomTranslations = Record<string, Record<string, string>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language | null {
  const value = window.localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  window.localStorage.setItem(STORAGE_KEYS.language, language);
}

/** The instance's default language from the last bootstrap: the first guess of the next start. */
function rememberedInstanceLanguage(): Language | null {
  const value = window.localStorage.getItem(STORAGE_KEYS.instanceLanguage);
  return isLanguage(value) ? value : null;
}

export function rememberInstanceLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.instanceLanguage, language);
  } catch {
    // Private mode or a full quota: the next start guesses English, then follows the bootstrap.
  }
}

/**
 * Catalogues are loaded per language and per feature: the shell's at start-up, each feature's
 * with its route. `loaded` keeps what arrived (so overrides can be laid over it again), `wanted`
 * what the app has asked for so far (a language switch loads all of it in the new language).
 */
const loaded: Record<Language, Map<string, Messages>> = { en: new Map(), he: new Map() };
const inFlight = new Map<string, Promise<void>>();
const wanted = new Map<string, Catalogue>([[shellCatalogue.name, shellCatalogue]]);
/** Which catalogue holds each top-level key ("files" -> files), for the English fallback. */
const owners = new Map<string, Catalogue>();
let overrides: CustomTranslations = {};
/** The language being switched to (or in use): route loaders fetch their catalogues in it. */
let targetLanguage: Language = FALLBACK_LANGUAGE;

export function isCatalogueLoaded(catalogue: Catalogue, language: string): boolean {
  return isLanguage(language) && loaded[language].has(catalogue.name);
}

/** Puts the loaded catalogues of `language` back and lays the instance's overrides over them. */
function applyLanguage(language: Language): void {
  const bundles = [...loaded[language].values()];
  const texts = Object.entries(overrides[language] ?? {}).filter(([, text]) => typeof text === 'string');
  // Silent but for the last change: components re-render once ('added' is bound in init).
  const last = bundles.length + texts.length - 1;
  bundles.forEach((messages, i) => i18next.addResourceBundle(language, 'translation', messages, true, true, { silent: i !== last }));
  // Override keys are dotted paths ("menu.jobs"), so each is added on its own to land inside the nested catalogue.
  texts.forEach(([key, text], i) => i18next.addResource(language, 'translation', key, text, { silent: bundles.length + i !== last }));
}

/**
 * How long a screen waits for a catalogue before it offers to try again. On a field network a
 * chunk can fail, or its request can hang with no answer: the waiting screen then shows why it
 * waits (the strings may still arrive, and the screen goes on when they do).
 */
export const CATALOGUE_WAIT_MS = LOAD_WAIT_MS;
/** `language:name` of the catalogues whose last load failed or is overdue. */
const stalled = new Set<string>();
const stallListeners = new Set<() => void>();

function setStalled(key: string, value: boolean): void {
  if (stalled.has(key) === value) return;
  if (value) stalled.add(key);
  else stalled.delete(key);
  for (const listener of stallListeners) listener();
}

/** Whether `catalogue` failed to load, or is overdue, in any language (for useSyncExternalStore). */
export function isCatalogueStalled(catalogue: Catalogue): boolean {
  return LANGUAGES.some((language) => stalled.has(`${language}:${catalogue.name}`));
}

export function subscribeCatalogueStalls(listener: () => void): () => void {
  stallListeners.add(listener);
  return () => stallListeners.delete(listener);
}

function loadOne(catalogue: Catalogue, language: Language): Promise<void> {
  if (loaded[language].has(catalogue.name)) return Promise.resolve();
  const key = `${language}:${catalogue.name}`;
  let promise = inFlight.get(key);
  if (!promise) {
    const overdue = setTimeout(() => setStalled(key, true), CATALOGUE_WAIT_MS);
    promise = catalogue.load[language]()
      .then(
        (messages) => {
          loaded[language].set(catalogue.name, messages);
          for (const top of Object.keys(messages)) owners.set(top, catalogue);
          applyLanguage(language);
          setStalled(key, false);
        },
        (error: unknown) => {
          // The next call tries again (a route's loader, a language switch, a reload).
          setStalled(key, true);
          throw error;
        },
      )
      .finally(() => {
        clearTimeout(overdue);
        inFlight.delete(key);
      });
    inFlight.set(key, promise);
  }
  return promise;
}

/** Loads catalogues in the current (or given) language; a route awaits them with its chunk. */
export function loadCatalogues(catalogues: Catalogue[], language: Language = targetLanguage): Promise<void> {
  for (const catalogue of catalogues) wanted.set(catalogue.name, catalogue);
  return Promise.all(catalogues.map((catalogue) => loadOne(catalogue, language))).then(() => undefined);
}

/** Switches language once every catalogue asked for so far is there in it (no flash of keys). */
export async function changeLanguage(language: Language): Promise<void> {
  targetLanguage = language;
  await loadCatalogues([...wanted.values()], language);
  // Also when only the resolved language lags: i18next resolves it on a change, not when strings arrive.
  if (targetLanguage === language && (i18next.language !== language || i18next.resolvedLanguage !== language)) {
    await i18next.changeLanguage(language);
  }
}

/**
 * English is the fallback, but only the user's language is downloaded: a key missing from a
 * loaded catalogue in another language fetches that catalogue in English, and i18next's
 * fallback shows it. Keys of catalogues not loaded yet are on their way and ask for nothing.
 */
function fetchEnglishFallback(key: string): void {
  const language = i18next.language;
  const catalogue = owners.get(key.split('.')[0]!);
  if (language === FALLBACK_LANGUAGE || !catalogue || !isCatalogueLoaded(catalogue, language)) return;
  void loadOne(catalogue, FALLBACK_LANGUAGE).catch(() => undefined);
}

/** Lays the instance's overrides over the loaded catalogues (also those loaded later). */
export function applyCustomTranslations(next: CustomTranslations): void {
  // Every bootstrap brings them; the same ones again would only re-render every screen.
  if (JSON.stringify(next) === JSON.stringify(overrides) && i18next.isInitialized) return;
  overrides = next;
  for (const language of LANGUAGES) if (loaded[language].size || next[language]) applyLanguage(language);
}

/** Stores the instance's overrides (from bootstrap) and applies them. */
export function refreshCustomTranslations(next: CustomTranslations): void {
  writeJson(STORAGE_KEYS.customTranslations, next);
  applyCustomTranslations(next);
}

/**
 * Initialises i18next once and starts loading the shell's catalogue. The language: the user's
 * stored choice, else the instance default remembered from the last bootstrap, else the given
 * default (English). The promise settles when the shell's strings are there.
 */
export function initI18n(defaultLanguage: Language = FALLBACK_LANGUAGE): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    targetLanguage = storedLanguage() ?? rememberedInstanceLanguage() ?? defaultLanguage;
    void i18next.use(initReactI18next).init({
      lng: targetLanguage,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => fetchEnglishFallback(key),
      // Re-render when catalogues or overrides arrive, not only on a language change.
      react: { bindI18nStore: 'added', useSuspense: false },
    });
    overrides = readJson<CustomTranslations>(STORAGE_KEYS.customTranslations) ?? {};
  }
  const language = isLanguage(i18next.language) ? i18next.language : targetLanguage;
  return changeLanguage(language).then(() => i18next);
}

export { i18next };
