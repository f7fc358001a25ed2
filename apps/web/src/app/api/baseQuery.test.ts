import { describe, expect, it, vi } from 'vitest';
import { api } from './apiSlice';
import { createStore } from '../store';
import { page } from '../session/pageReload';
import { makeUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';

const unauthorized = () => json({ statusCode: 401, error: 'Unauthorized', code: 'unauthenticated', message: 'Unauthorized' }, 401);

describe('base query', () => {
  it('sends the bearer token', async () => {
    const { calls } = mockApi({ 'GET /v2/users/me': () => makeUser() });
    const store = createStore({ session: { accessToken: 'tok', refreshToken: null } });
    await store.dispatch(api.endpoints.getMe.initiate());
    expect(calls[0].request.headers.get('authorization')).toBe('Bearer tok');
  });

  it('on a 401 renews the token once with the refresh token and retries', async () => {
    const { calls } = mockApi({
      'GET /v2/users/me': (request) => (request.headers.get('authorization') === 'Bearer new' ? makeUser() : unauthorized()),
      'POST /v2/users/token': () => ({ access_token: 'new', token_type: 'Bearer', expires_in: 900, refresh_token: 'r2' }),
    });
    const store = createStore({ session: { accessToken: 'old', refreshToken: 'r1' } });
    const result = await store.dispatch(api.endpoints.getMe.initiate());

    expect(result.data?.email).toBe('admin@demo.test');
    const refresh = calls.find((c) => c.path === '/v2/users/token')!;
    expect(Object.fromEntries(new URLSearchParams(await refresh.request.text()))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
    });
    expect(store.getState().session).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('logs out and reloads when the token cannot be renewed', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    mockApi({
      'GET /v2/users/me': unauthorized,
      'POST /v2/users/token': () => json({ statusCode: 400, error: 'Bad Request', code: 'invalid_credentials', message: 'x' }, 400),
    });
    window.localStorage.setItem('fieldwork.session', JSON.stringify({ accessToken: 'old', refreshToken: 'r1' }));
    const store = createStore({ session: { accessToken: 'old', refreshToken: 'r1' } });
    await store.dispatch(api.endpoints.getMe.initiate());

    expect(store.getState().session.accessToken).toBeNull();
    expect(window.localStorage.getItem('fieldwork.session')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 from the sign-in call to the form', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    mockApi({ 'POST /v2/users/token': unauthorized });
    const store = createStore({ session: { accessToken: null, refreshToken: null } });
    const result = await store.dispatch(api.endpoints.signIn.initiate({ username: 'a@b.c', password: 'x' }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('ends the session at once, without renewing, when the user was banned meanwhile', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'GET /v2/users/me': () => json({ statusCode: 403, error: 'Forbidden', code: 'user_banned', message: 'banned' }, 403),
    });
    window.localStorage.setItem('fieldwork.session', JSON.stringify({ accessToken: 'tok', refreshToken: 'r1' }));
    const store = createStore({ session: { accessToken: 'tok', refreshToken: 'r1' } });
    await store.dispatch(api.endpoints.getMe.initiate());

    expect(calls.map((c) => c.path)).toEqual(['/v2/users/me']);
    expect(store.getState().session.accessToken).toBeNull();
    expect(window.localStorage.getItem('fieldwork.session')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
