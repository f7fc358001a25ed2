import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { LOCATION_TIMEOUT_MS } from './askLocation';

type Answer = 'granted' | 'denied' | 'timeout';

/** A browser whose geolocation answers as given, and optionally a permissions API in a given state. */
function browserLocation(answer: Answer, permission?: PermissionState) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (answer === 'granted') success({ coords: { latitude: 32.08, longitude: 34.78 } } as GeolocationPosition);
    else failure?.({ code: answer === 'denied' ? 1 : 3, message: answer } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  if (permission) {
    Object.defineProperty(navigator, 'permissions', { value: { query: vi.fn(async () => ({ state: permission })) }, configurable: true });
  }
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

function api(acceptedLocation: boolean | null, apps = togglesWith(['projects'])) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: apps }),
    'GET /v2/users/me': () => makeUser('inspector', { acceptedLocation }),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    'PUT /v2/users/u-1': async (request) => ({ ...makeUser('inspector'), ...(await request.json()) }),
  });
}

async function recorded(calls: { method: string; path: string; request: Request }[]) {
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  const puts = calls.filter((c) => c.method === 'PUT');
  expect(puts.map((c) => c.path)).toEqual(['/v2/users/u-1']);
  return JSON.parse(await puts[0]!.request.clone().text());
}

describe('the location flow after sign-in (spec 1 section 4.3)', () => {
  it('records a denial as acceptedLocation false', async () => {
    const ask = browserLocation('denied');
    const { calls } = api(null);
    await renderApp('/dashboard');
    expect(await recorded(calls)).toEqual({ acceptedLocation: false });
    expect(ask).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: LOCATION_TIMEOUT_MS });
  });

  it('records a position as acceptedLocation true, asking with a 20 s timeout', async () => {
    const ask = browserLocation('granted', 'prompt');
    const { calls } = api(null);
    await renderApp('/dashboard');
    expect(await recorded(calls)).toEqual({ acceptedLocation: true });
    expect(ask.mock.calls[0]![2]).toEqual({ timeout: 20_000 });
  });

  it('records false without asking when the permission is already denied, and on a timeout', async () => {
    const ask = browserLocation('granted', 'denied');
    const { calls } = api(null);
    const view = await renderApp('/dashboard');
    expect(await recorded(calls)).toEqual({ acceptedLocation: false });
    expect(ask).not.toHaveBeenCalled();
    view.unmount();

    browserLocation('timeout', 'granted');
    const second = api(null);
    await renderApp('/dashboard');
    expect(await recorded(second.calls)).toEqual({ acceptedLocation: false });
  });

  it('does not ask again once the profile holds an answer', async () => {
    const ask = browserLocation('granted');
    const { calls } = api(false);
    await renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('does not ask on the public answer pages, nor while a sys_admin acts as the user', async () => {
    const ask = browserLocation('granted');
    api(null);
    const answer = await renderApp('/job_type/answer/abc');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    answer.unmount();

    window.localStorage.setItem('fieldwork.impersonation.profile', JSON.stringify(makeUser('sys_admin', { id: 'u-0' })));
    window.localStorage.setItem('fieldwork.impersonation.token', JSON.stringify({ accessToken: 'admin-token', refreshToken: null }));
    api(null, togglesWith(['impersonate']));
    await renderApp('/dashboard');
    expect(await screen.findByTestId('acting-as')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });
});
