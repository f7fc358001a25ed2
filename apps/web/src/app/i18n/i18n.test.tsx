import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@fieldwork/contracts';
import { defineCatalogue } from './catalogues';
import { applyCustomTranslations, changeLanguage, i18next, loadCatalogues } from './i18n';
import { ALL_CATALOGUES } from '../../test/catalogues';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

// This file starts from a fresh i18next (vitest isolates modules per file): its first test sees
// exactly what a first visit loads.
afterEach(() => vi.restoreAllMocks());

function spyOnLoaders() {
  const calls: string[] = [];
  for (const catalogue of ALL_CATALOGUES) {
    for (const language of LANGUAGES) {
      const load = catalogue.load[language];
      vi.spyOn(catalogue.load, language).mockImplementation(() => {
        calls.push(`${catalogue.name}.${language}`);
        return load();
      });
    }
  }
  return calls;
}

function api(defaultLanguage: 'en' | 'he' = 'en') {
  mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ settings: { ...makeBootstrap().settings, default_language: defaultLanguage } }),
    'GET /v2/users/me': () => makeUser('business_admin'),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
  });
}

describe('catalogues per feature and per language', () => {
  it("loads only the user's language: the shell, then the layout's and the screen's catalogues", async () => {
    const calls = spyOnLoaders();
    api();
    window.localStorage.setItem('fieldwork.language', 'he');
    await renderApp('/dashboard', { language: 'he' });
    expect(await screen.findByText('שלום, Dana')).toBeInTheDocument();
    expect(calls.sort()).toEqual(['dashboard.he', 'jobStatuses.he', 'notifications.he', 'shell.he']);
  });

  it('shows the chosen language in the language switch of the sign-in screen', async () => {
    api();
    window.localStorage.setItem('fieldwork.language', 'he');
    await renderApp('/auth', { signedIn: false, language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'כניסה' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'שפה' })).toHaveValue('he');
    expect(screen.getByRole('option', { name: 'עברית' })).toHaveProperty('selected', true);
  });

  it('follows a Hebrew instance default without a stored choice, and remembers it for the next start', async () => {
    await changeLanguage('en');
    api('he');
    await renderApp('/profile', { language: 'none' });
    expect(await screen.findByRole('heading', { level: 1, name: 'הפרופיל שלך' })).toBeInTheDocument();
    expect(window.localStorage.getItem('fieldwork.instanceLanguage')).toBe('he');
  });

  it('falls back to English for a key missing in Hebrew, fetching only that English catalogue', async () => {
    const sample = defineCatalogue('sample', {
      en: vi.fn(async () => ({ sample: { both: 'Both', onlyEnglish: 'Only in English' } })),
      he: vi.fn(async () => ({ sample: { both: 'שניהם' } })),
    });
    await changeLanguage('he');
    await loadCatalogues([sample]);
    expect(sample.load.en).not.toHaveBeenCalled();
    expect(i18next.t('sample.both')).toBe('שניהם');

    i18next.t('sample.onlyEnglish');
    await waitFor(() => expect(i18next.t('sample.onlyEnglish')).toBe('Only in English'));
    expect(sample.load.en).toHaveBeenCalledTimes(1);
    expect(i18next.t('sample.both')).toBe('שניהם');
  });

  it("lays the instance's overrides over a catalogue that loads after them", async () => {
    applyCustomTranslations({ he: { 'late.title': 'כותרת מותאמת' } });
    const late = defineCatalogue('late', { en: async () => ({ late: { title: 'Title' } }), he: async () => ({ late: { title: 'כותרת' } }) });
    await changeLanguage('he');
    await loadCatalogues([late]);
    expect(i18next.t('late.title')).toBe('כותרת מותאמת');
    applyCustomTranslations({});
    expect(i18next.t('late.title')).toBe('כותרת');
  });
});
