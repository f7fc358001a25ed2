import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fieldwork/contracts';
import { makeBootstrap } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const anonymous = makeBootstrap({ authenticated: false });
const TOKEN = 'reset-token-0123456789abcdef';
const VALIDATE = `GET /v2/users/forgot_password/validate_token/${TOKEN}`;
const RESET = `PUT /v2/users/forgot_password/reset_password/${TOKEN}`;

async function typeNewPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/^confirm password/i), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('reset password (/reset_password)', () => {
  it('checks the link first and, when it is no longer valid, offers to ask again', async () => {
    const { calls } = mockApi({ 'GET /v2/apps/bootstrap': () => anonymous, [VALIDATE]: () => ({ valid: false }) });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false });

    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent(MESSAGES.resetLinkExpired);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot_password');
    expect(screen.queryByLabelText(/^new password/i)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says a missing connection is not an expired link, and tries again', async () => {
    let online = false;
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      [VALIDATE]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { valid: true };
      },
    });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false });
    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent('No connection to the server.');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^new password/i)).toBeInTheDocument();
  });

  it('treats a link without a token as expired', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp('/reset_password', { signedIn: false });
    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent(MESSAGES.resetLinkExpired);
  });

  it('holds the new password to the policy and the confirmation', async () => {
    const { calls } = mockApi({ 'GET /v2/apps/bootstrap': () => anonymous, [VALIDATE]: () => ({ valid: true }) });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false });
    await typeNewPassword('abcdefgh', 'abcdefgX');
    expect(await screen.findByText(MESSAGES.invalidPassword)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(screen.getByTestId('password-rules').querySelector('li[data-rule="digit"]')).toHaveAttribute('data-met', 'false');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('changes the password and leads to sign-in', async () => {
    const { calls } = mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      [VALIDATE]: () => ({ valid: true }),
      [RESET]: () => ({ success: true }),
    });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false });
    await typeNewPassword('river-Stone-42');

    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent(MESSAGES.passwordChanged);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    const call = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(await call.request.clone().text())).toEqual({ password: 'river-Stone-42', confirm: 'river-Stone-42' });
  });

  it('shows the server message and keeps the typed passwords', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      [VALIDATE]: () => ({ valid: true }),
      [RESET]: () => json({ statusCode: 500, error: 'Internal Server Error', code: 'internal', message: MESSAGES.somethingWentWrong }, 500),
    });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false });
    await typeNewPassword('river-Stone-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(screen.getByLabelText(/^new password/i)).toHaveValue('river-Stone-42');
    expect(screen.getByLabelText(/^confirm password/i)).toHaveValue('river-Stone-42');
  });

  it('says the link expired when it was used meanwhile', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      [VALIDATE]: () => ({ valid: true }),
      [RESET]: () => json({ statusCode: 410, error: 'Gone', code: 'reset_link_expired', message: MESSAGES.resetLinkExpired }, 410),
    });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false });
    await typeNewPassword('river-Stone-42');
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('reads right to left in Hebrew', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous, [VALIDATE]: () => ({ valid: false }) });
    await renderApp(`/reset_password?token=${TOKEN}`, { signedIn: false, language: 'he' });
    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent('פג תוקף הקישור. נא לבקש קישור חדש.');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
