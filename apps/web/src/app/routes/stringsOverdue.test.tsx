import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Messages } from '../i18n/catalogues';
import { CATALOGUE_WAIT_MS, initI18n } from '../i18n/i18n';
import { shellCatalogue } from '../i18n/locales';
import { en } from '../i18n/locales/en';
import { makeBootstrap } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/renderApp';

// A file of its own, so that its modules start with no strings loaded and none failed
// (stringsLoad.test.tsx has the failed load).
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the shell's strings on a weak network", () => {
  it('a load with no answer offers to try again when overdue, and goes on if the strings arrive after all', async () => {
    let arrive: (messages: Messages) => void = () => undefined;
    vi.spyOn(shellCatalogue.load, 'en').mockImplementation(() => new Promise<Messages>((resolve) => (arrive = resolve)));
    // Fake timers that still follow the clock, so that the screen's own waits go on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const loading = initI18n();
    mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap() });
    renderRoutes('/auth', { signedIn: false });
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
