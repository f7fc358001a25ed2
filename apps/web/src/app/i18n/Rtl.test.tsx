import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { page } from '../session/pageReload';

function api(customTranslations = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ customTranslations }),
    'GET /v2/users/me': () => makeUser('business_admin'),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    'GET /v2/apps/toggles': () => makeBootstrap().toggles,
  });
}

async function chooseHebrew() {
  await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
  await userEvent.click(await screen.findByTestId('language-he'));
}

describe('language and direction', () => {
  it('renders Hebrew right to left: html dir and lang, and the RTL style cache', async () => {
    api();
    await renderApp('/dashboard', { language: 'he' });
    expect(await screen.findByText('שלום, Dana')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
  });

  it('on a settings screen switches to Hebrew in place, without a reload', async () => {
    api();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    await renderApp('/settings/apps');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await chooseHebrew();

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(await screen.findByRole('heading', { name: 'אפליקציות', level: 1 })).toBeInTheDocument();
    expect(window.localStorage.getItem('fieldwork.language')).toBe('he');
    expect(reload).not.toHaveBeenCalled();
  });

  it('elsewhere stores the new language, saves it on the profile, then reloads the page', async () => {
    const { calls } = api();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    await renderApp('/dashboard');
    await chooseHebrew();
    expect(window.localStorage.getItem('fieldwork.language')).toBe('he');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const save = calls.find((c) => c.method === 'PUT' && c.path === '/v2/users/u-1');
    expect(await save?.request.clone().json()).toEqual({ language: 'he' });
  });

  it('lays the instance custom translations over the catalogue and keeps them in storage', async () => {
    api({ en: { 'dashboard.greeting': 'Welcome aboard, {{name}}' } });
    await renderApp('/dashboard');
    expect(await screen.findByText('Welcome aboard, Dana')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('fieldwork.customTranslations')!)).toEqual({
      en: { 'dashboard.greeting': 'Welcome aboard, {{name}}' },
    });
  });
});
