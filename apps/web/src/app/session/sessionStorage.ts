import type { TokenResponse, UserProfile } from '@fieldwork/contracts';

/** Browser-storage keys of the web app, in one place so that logout can clear them. */
export const STORAGE_KEYS = {
  session: 'fieldwork.session',
  language: 'fieldwork.language',
  customTranslations: 'fieldwork.customTranslations',
  /** The instance's default language from the last bootstrap: which catalogue to load first. */
  instanceLanguage: 'fieldwork.instanceLanguage',
  menuExpanded: 'fieldwork.menuExpanded',
  /** Set while a sys_admin acts as another user (spec 1 section 4.2); written by impersonation. */
  originalProfile: 'fieldwork.impersonation.profile',
  originalToken: 'fieldwork.impersonation.token',
} as const;

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working for this page view.
  }
}

export function loadSession(): StoredSession | null {
  const stored = readJson<StoredSession>(STORAGE_KEYS.session);
  return stored?.accessToken ? stored : null;
}

export function saveSession(tokens: TokenResponse): StoredSession {
  const session = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null };
  writeJson(STORAGE_KEYS.session, session);
  return session;
}

/** The service worker's cache of API answers (vite.config.ts, ADR 0045). */
export const API_CACHE = 'fieldwork-api';

/**
 * Ends the stored session, and any impersonation with it: originals left behind would make the
 * next user look impersonated. The service worker's cached API answers go too (they are kept
 * apart per user anyway); answers waiting in the outbox stay, under their user, until that user
 * signs in again.
 */
export function clearSession(): void {
  window.localStorage.removeItem(STORAGE_KEYS.session);
  clearImpersonationOriginals();
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
}

/** The impersonating state holds while both stored originals exist (spec 1 section 4.2). */
export function hasImpersonationOriginals(): boolean {
  return Boolean(
    window.localStorage.getItem(STORAGE_KEYS.originalProfile) &&
      window.localStorage.getItem(STORAGE_KEYS.originalToken),
  );
}

/** What impersonation keeps of the sys_admin while they act as someone else. */
export interface ImpersonationOriginals {
  profile: UserProfile;
  session: StoredSession;
}

export function storeImpersonationOriginals({ profile, session }: ImpersonationOriginals): void {
  writeJson(STORAGE_KEYS.originalProfile, profile);
  writeJson(STORAGE_KEYS.originalToken, session);
}

/** The stored originals, when both are there and readable. */
export function readImpersonationOriginals(): ImpersonationOriginals | null {
  const profile = readJson<UserProfile>(STORAGE_KEYS.originalProfile);
  const session = readJson<StoredSession>(STORAGE_KEYS.originalToken);
  return profile?.id && session?.accessToken ? { profile, session } : null;
}

export function clearImpersonationOriginals(): void {
  window.localStorage.removeItem(STORAGE_KEYS.originalProfile);
  window.localStorage.removeItem(STORAGE_KEYS.originalToken);
}
