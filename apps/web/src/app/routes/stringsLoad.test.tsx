import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { shellCatalogue } from '../i18n/locales';
import { page } from '../session/pageReload';
import { makeBootstrap } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/renderApp';

// The shell's strings are loaded once per page: each case of their loading has a file of its own,
// whose modules (vitest isolates them per file) start with none loaded and none overdue
// (stringsOverdue.test.tsx has the other).
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the shell's strings on a weak network", () => {
  it('a failed load ends in a screen that says so, and trying again reloads the page', async () => {
    vi.spyOn(shellCatalogue.load, 'en').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    await expect(initI18n()).rejects.toThrow('Failed to fetch');
    mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap() });
    renderRoutes('/auth', { signedIn: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load your workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
