import type { Language } from '@fieldwork/contracts';

/**
 * How long part of the app may take to arrive before the screen says it has not: the start-up
 * code (main.tsx) and the shell's strings (i18n.ts, CATALOGUE_WAIT_MS). It may still arrive
 * later, and the app goes on when it does.
 */
export const LOAD_WAIT_MS = 15_000;

/**
 * What a screen says when part of the app did not arrive, in each language: its own strings,
 * since the catalogues may be what is missing. The wording is the catalogue's
 * (screens.settingsLoadTitle, screens.retry). Used by the entry (main.tsx), before React, and by
 * StringsLoadErrorScreen.
 */
export const LOAD_FAILURE_TEXTS: Record<Language, { title: string; body: string; retry: string }> = {
  en: {
    title: 'We could not load your workspace',
    body: 'Part of the app did not arrive. Check your connection and try again.',
    retry: 'Try again',
  },
  he: {
    title: 'לא הצלחנו לטעון את סביבת העבודה',
    body: 'חלק מהאפליקציה לא הגיע. נא לבדוק את החיבור ולנסות שוב.',
    retry: 'ניסיון נוסף',
  },
};
