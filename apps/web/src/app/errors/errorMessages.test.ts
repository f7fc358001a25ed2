import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@fieldwork/contracts';
import { initI18n, i18next } from '../i18n/i18n';
import { loadAllCatalogues } from '../../test/catalogues';
import { ERROR_MESSAGES, errorMessage, isErrorBody } from './errorMessages';

await initI18n();
await loadAllCatalogues();
const en = i18next.getFixedT('en');
const he = i18next.getFixedT('he');

describe('error messages', () => {
  it('has an English and a distinct Hebrew text for every error code', () => {
    for (const code of ERROR_CODES) {
      const key = ERROR_MESSAGES[code].key;
      expect(i18next.exists(key, { lng: 'en' }), code).toBe(true);
      expect(i18next.exists(key, { lng: 'he', fallbackLng: false }), code).toBe(true);
      expect(he(key), code).not.toBe(en(key));
    }
  });

  it("shows the server's catalogue message in English and the translation in Hebrew", () => {
    const error = {
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', code: 'invalid_credentials', message: MESSAGES.invalidCredentials },
    };
    expect(errorMessage(error, en, 'en')).toBe('Invalid username and or password');
    expect(errorMessage(error, he, 'he')).toBe('שם המשתמש או הסיסמה שגויים');
  });

  it('uses the translation, not the server text, for codes that do not carry catalogue text', () => {
    const error = { status: 403, data: { statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Forbidden resource' } };
    expect(errorMessage(error, en, 'en')).toBe('You do not have permission to do this.');
  });

  it('explains a network failure and a bare 429', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, en, 'en')).toMatch(/No connection/);
    expect(errorMessage({ status: 429, data: 'Too Many Requests' }, en, 'en')).toBe(MESSAGES.tooManyAttempts);
  });

  it('recognises only well-formed error bodies', () => {
    expect(isErrorBody({ statusCode: 400, error: 'x', code: 'conflict', message: 'm' })).toBe(true);
    expect(isErrorBody({ statusCode: 400, code: 'made_up', message: 'm' })).toBe(false);
    expect(isErrorBody('Bad Request')).toBe(false);
  });
});

describe('Hebrew plurals', () => {
  it('has every plural form Hebrew selects for the unread badge label', () => {
    for (const count of [1, 2, 5]) {
      expect(he('notifications.openUnread', { count })).not.toContain('openUnread');
    }
    // The name holds the count as the badge shows it (WCAG 2.5.3, label in name).
    expect(he('notifications.openUnread', { count: 2, badge: '2' })).toBe('התראות, 2 שלא נקראו');
    expect(he('notifications.openUnread', { count: 1, badge: '1' })).toBe('התראות, 1 שלא נקראה');
  });
});
