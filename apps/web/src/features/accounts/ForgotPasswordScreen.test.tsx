import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@fieldwork/contracts';
import { makeBootstrap } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const anonymous = makeBootstrap({ authenticated: false });

describe('forgot password (/forgot_password)', () => {
  it('is reached from the sign-in form, carrying the address typed there', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    const { router } = await renderApp('/auth', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), 'dana@demo.test');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot_password'));
    expect(await screen.findByLabelText(/^email/i)).toHaveValue('dana@demo.test');
  });

  it('asks for a valid address before sending anything', async () => {
    const { calls } = mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp('/forgot_password', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/users/forgot_password')).toBe(false);
  });

  it('sends the address and says the same whatever it is', async () => {
    const { calls } = mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'POST /v2/users/forgot_password': () => ({ success: true, message: MESSAGES.resetLinkSent }),
    });
    await renderApp('/forgot_password', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), ' Nobody@Demo.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent(MESSAGES.resetLinkSent);
    const call = calls.find((c) => c.path === '/v2/users/forgot_password')!;
    expect(JSON.parse(await call.request.clone().text())).toEqual({ email: 'nobody@demo.test' });
  });

  it('shows a refusal and keeps the address', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'POST /v2/users/forgot_password': () =>
        json({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: MESSAGES.tooManyAttempts }, 429),
    });
    await renderApp('/forgot_password', { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), 'dana@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
    expect(screen.getByLabelText(/^email/i)).toHaveValue('dana@demo.test');
  });
});
