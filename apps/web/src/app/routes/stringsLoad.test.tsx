import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Messages } from '../i18n/catalogues';
import { CATALOGUE_WAIT_MS, initI18n } from '../i18n/i18n';
import { shellCatalogue } from '../i18n/locales';
import { en } from '../i18n/locales/en';
import { page } from '../session/pageReload';
import { createStore } from '../store';
import { ThemeRoot } from '../theme/ThemeRoot';
import { routes } from './router';
import { makeBootstrap } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';

// The shell's strings are loaded once per page (vitest isolates modules per file): the tests run
// in order, the first leaves them unloaded, the second loads them.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderRoot() {
  mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap() });
  const store = createStore({ session: { accessToken: null, refreshToken: null } });
  const router = createMemoryRouter(routes, { initialEntries: ['/auth'] });
  return render(
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </Provider>,
  );
}

describe("the shell's strings on a weak network", () => {
  it('a failed load ends in a screen that says so, and trying again reloads the page', async () => {
    vi.spyOn(shellCatalogue.load, 'en').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    await expect(initI18n()).rejects.toThrow('Failed to fetch');
    renderRoot();

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load your workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a load with no answer offers to try again when overdue, and goes on if the strings arrive after all', async () => {
    let arrive: (messages: Messages) => void = () => undefined;
    vi.spyOn(shellCatalogue.load, 'en').mockImplementation(() => new Promise<Messages>((resolve) => (arrive = resolve)));
    // Fake timers that still follow the clock, so that the screen's own waits go on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const loading = initI18n();
    renderRoot();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CATALOGUE_WAIT_MS - 100));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await act(async () => {
      arrive(en);
      await loading;
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
