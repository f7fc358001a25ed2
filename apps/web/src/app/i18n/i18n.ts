import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@fieldwork/contracts';
import { en } from './locales/en';
import { he } from './locales/he';
import { STORAGE_KEYS, readJson, writeJson } from '../session/sessionStorage';

export const CATALOGUES: Record<Language, object> = { en, he };

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

/**
 * Puts the catalogue back and lays the instance's overrides over it. Override keys are dotted
 * paths ("menu.jobs"), so each is added on its own to land inside the nested catalogue.
 */
export function applyCustomTranslations(overrides: CustomTranslations): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, 'translation', CATALOGUES[language], true, true);
    for (const [key, text] of Object.entries(overrides[language] ?? {})) {
      if (typeof text === 'string') i18next.addResource(language, 'translation', key, text);
    }
  }
}

/** Stores the instance's overrides (from bootstrap) and applies them. */
export function refreshCustomTranslations(overrides: CustomTranslations): void {
  writeJson(STORAGE_KEYS.customTranslations, overrides);
  applyCustomTranslations(overrides);
}

/** Initialises i18next once; language: stored choice, else the given default, else English. */
export function initI18n(defaultLanguage: Language = FALLBACK_LANGUAGE) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, he: { translation: he } },
      lng: storedLanguage() ?? defaultLanguage,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      // Re-render when overrides arrive from bootstrap, not only on a language change.
      react: { bindI18nStore: 'added', useSuspense: false },
    });
    applyCustomTranslations(readJson<CustomTranslations>(STORAGE_KEYS.customTranslations) ?? {});
  }
  return i18next;
}

export { i18next };
