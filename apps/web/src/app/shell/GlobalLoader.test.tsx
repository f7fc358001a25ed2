import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

/** An API whose notifications call never answers, so a request stays in flight. */
function apiWithHangingCall() {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser('inspector'),
    'GET /v2/notifications': () => new Promise(() => undefined),
  });
}

describe('global loader', () => {
  it('shows a thin progress bar while a request is in flight', async () => {
    apiWithHangingCall();
    await renderApp('/dashboard');
    await screen.findByTestId('dashboard-greeting');
    // The bell asks for notifications once the top bar has mounted; that call never answers.
    expect(await screen.findByTestId('global-loader')).toBeInTheDocument();
    // Named, as a screen reader announces it (axe's aria-progressbar-name).
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBe(screen.getByTestId('global-loader'));
  });

  it('stays hidden on /jobs', async () => {
    apiWithHangingCall();
    await renderApp('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    await waitFor(() => expect(screen.queryByTestId('global-loader')).not.toBeInTheDocument());
  });
});
