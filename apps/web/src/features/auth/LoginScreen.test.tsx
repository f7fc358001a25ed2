import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const anonymous = makeBootstrap({ authenticated: false });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in screen', () => {
  it('puts the cursor in the e-mail field once the screen is shown', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp('/auth', { signedIn: false });
    await waitFor(() => expect(screen.getByLabelText(/email/i)).toHaveFocus());
  });

  it('shows the server message under the form and keeps what was typed', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'POST /v2/users/token': () =>
        json({ statusCode: 400, error: 'Bad Request', code: 'invalid_credentials', message: MESSAGES.invalidCredentials }, 400),
    });
    await renderApp('/auth', { signedIn: false });
    await fillAndSubmit('admin@demo.test', 'wrong-one');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username and or password');
    expect(screen.getByLabelText(/email/i)).toHaveValue('admin@demo.test');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong-one');
  });

  it('shows the inactive-platform message on 403', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'POST /v2/users/token': () =>
        json({ statusCode: 403, error: 'Forbidden', code: 'instance_inactive', message: MESSAGES.instanceInactive }, 403),
    });
    await renderApp('/auth', { signedIn: false });
    await fillAndSubmit('admin@demo.test', 'demo-Pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.instanceInactive);
  });

  it('shows the Hebrew translation of the catalogue message in Hebrew', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'POST /v2/users/token': () =>
        json({ statusCode: 400, error: 'Bad Request', code: 'invalid_credentials', message: MESSAGES.invalidCredentials }, 400),
    });
    await renderApp('/auth', { signedIn: false, language: 'he' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/דוא"ל/), 'admin@demo.test');
    await user.type(screen.getByLabelText(/^סיסמה/), 'x');
    await user.click(screen.getByRole('button', { name: 'כניסה' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('שם המשתמש או הסיסמה שגויים');
  });

  it('disables the button while sending, sends the form-encoded grant and opens the dashboard', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap(),
      'GET /v2/users/me': () => makeUser('business_admin'),
      'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
      'POST /v2/users/token': async () => {
        await gate;
        return { access_token: 'a', token_type: 'Bearer', expires_in: 900, refresh_token: 'r' };
      },
    });
    const { router } = await renderApp('/auth', { signedIn: false });
    await fillAndSubmit('Admin@Demo.test ', 'demo-Pass-1');

    expect(screen.getByTestId('sign-in-submit')).toBeDisabled();
    const tokenCall = calls.find((c) => c.path === '/v2/users/token')!;
    const form = new URLSearchParams(await tokenCall.request.clone().text());
    expect(tokenCall.request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      username: 'admin@demo.test',
      password: 'demo-Pass-1',
      client_id: 'web',
      client_secret: 'web-secret',
    });

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, Dana');
    expect(JSON.parse(window.localStorage.getItem('fieldwork.session')!)).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });
});
