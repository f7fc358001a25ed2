import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PASSWORD_RULE_TEXTS } from '@fieldwork/contracts';
import { makeBootstrap } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const anonymous = makeBootstrap({ authenticated: false });
const TOKEN = 'invitation-token-0123456789';
/** An invitation link that does not name the address: the e-mail field is typed in. */
const OPEN_LINK = `/custom_signup?token=${TOKEN}`;

async function bodyOf(calls: { path: string; request: Request }[], path: string) {
  const call = calls.find((c) => c.path === path);
  return call ? JSON.parse(await call.request.clone().text()) : undefined;
}

const passwordField = () => screen.getByLabelText(/^password/i);
const confirmField = () => screen.getByLabelText(/^confirm password/i);

async function fill(user: ReturnType<typeof userEvent.setup>, values: { email?: string; name?: string; phone?: string; password: string; confirm: string; terms?: boolean }) {
  await screen.findByLabelText(/^password/i);
  if (values.email !== undefined) await user.type(screen.getByLabelText(/^email/i), values.email);
  if (values.name) await user.type(screen.getByLabelText(/full name/i), values.name);
  if (values.phone) await user.type(screen.getByLabelText(/phone/i), values.phone);
  await user.type(passwordField(), values.password);
  await user.type(confirmField(), values.confirm);
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

describe('sign-up (/signup)', () => {
  it('says that accounts are made by invitation, and offers no form that must fail', async () => {
    const { calls } = mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp('/signup', { signedIn: false });
    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent('Accounts on Demo Inspections are made by invitation.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/users/register')).toBe(false);
  });
});

describe('the invitation form (/custom_signup)', () => {
  it('shows the catalogue messages under each field and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp(OPEN_LINK, { signedIn: false });
    const user = userEvent.setup();
    await fill(user, { email: 'not-an-address', password: 'short', confirm: 'different' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidPassword)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.acceptTerms)).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/v2/users/register')).toBe(false);
  });

  it('ticks the password policy as the user types', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp(OPEN_LINK, { signedIn: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^email/i), 'dana@demo.test');
    const rules = screen.getByTestId('password-rules');
    const met = () => [...rules.querySelectorAll('li[data-met="true"]')].map((li) => li.getAttribute('data-rule'));

    expect(within(rules).getByText(PASSWORD_RULE_TEXTS.min_length)).toBeInTheDocument();
    expect(within(rules).getByText(PASSWORD_RULE_TEXTS.not_email)).toBeInTheDocument();
    expect(met()).toEqual([]);

    await user.type(passwordField(), 'abc');
    expect(met()).toEqual(['letter', 'not_email', 'not_common']);
    await user.type(passwordField(), 'defgh1');
    expect(met()).toEqual(['min_length', 'letter', 'digit', 'not_email', 'not_common']);
    expect(within(rules).queryByText(PASSWORD_RULE_TEXTS.max_length)).not.toBeInTheDocument();
  });

  it('sends the registration and, when the server asks for a confirmation, says a mail went out', async () => {
    const { calls } = mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'PUT /v2/users/register': () => ({ success: true, confirmed: false }),
    });
    await renderApp(OPEN_LINK, { signedIn: false });
    const user = userEvent.setup();
    await fill(user, { email: 'New@Demo.test', name: 'Noa Bar Lev', phone: '050-123-4567', password: 'river-Stone-42', confirm: 'river-Stone-42', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('account-notice-body')).toHaveTextContent(MESSAGES.invitationSent);
    expect(await bodyOf(calls, '/v2/users/register')).toEqual({
      email: 'new@demo.test',
      password: 'river-Stone-42',
      confirm: 'river-Stone-42',
      name: { first: 'Noa', last: 'Bar Lev' },
      phoneNumber: '050-123-4567',
      terms_and_privacy: true,
      token: TOKEN,
    });
  });

  it('shows the server message and keeps what was typed', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'PUT /v2/users/register': () =>
        json({ statusCode: 409, error: 'Conflict', code: 'conflict', message: 'An account with this e-mail exists' }, 409),
    });
    await renderApp(OPEN_LINK, { signedIn: false });
    const user = userEvent.setup();
    await fill(user, { email: 'dana@demo.test', name: 'Dana Levi', password: 'river-Stone-42', confirm: 'river-Stone-42', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail exists');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('dana@demo.test');
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Dana Levi');
    expect(passwordField()).toHaveValue('river-Stone-42');
    expect(confirmField()).toHaveValue('river-Stone-42');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('puts the server refusal of the password under the field', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'PUT /v2/users/register': () =>
        json(
          { statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'Invalid request', details: [{ path: 'password', message: MESSAGES.invalidPassword }] },
          400,
        ),
    });
    await renderApp(OPEN_LINK, { signedIn: false });
    const user = userEvent.setup();
    await fill(user, { email: 'dana@demo.test', password: 'river-Stone-42', confirm: 'river-Stone-42', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('password-error')).toHaveTextContent(MESSAGES.invalidPassword);
    expect(passwordField()).toHaveValue('river-Stone-42');
  });

  it('links the terms in a new tab and leads back to sign-in', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp(OPEN_LINK, { signedIn: false });
    const terms = await screen.findByRole('link', { name: 'privacy policy and terms of use' });
    expect(terms).toHaveAttribute('href', '/privacy_and_tou');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('reads right to left in Hebrew, with the translated messages', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp(OPEN_LINK, { signedIn: false, language: 'he' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'יצירת חשבון' }));
    expect(await screen.findByText('נא להקליד כתובת דוא"ל תקינה')).toBeInTheDocument();
    expect(screen.getByText('נא לאשר קודם את התנאים וההגבלות')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Addresses and phone numbers stay left to right inside the right-to-left page.
    expect(screen.getByLabelText(/^דוא"ל/)).toHaveAttribute('dir', 'ltr');
  });
});

describe('the invitation link (/custom_signup)', () => {
  it('locks the invited address and sends the token, then signs in with a notice', async () => {
    const { calls } = mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'PUT /v2/users/register': () => ({ success: true, confirmed: true }),
    });
    const { router } = await renderApp(`/custom_signup?token=${TOKEN}&email=invited%40demo.test`, { signedIn: false });
    const email = await screen.findByLabelText(/^email/i);
    expect(email).toHaveValue('invited@demo.test');
    expect(email).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await fill(user, { password: 'river-Stone-42', confirm: 'river-Stone-42', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByTestId('sign-in-notice')).toHaveTextContent('Your account is ready');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('invited@demo.test');
    expect(await bodyOf(calls, '/v2/users/register')).toMatchObject({ email: 'invited@demo.test', token: TOKEN, terms_and_privacy: true });
  });

  it('says the invitation expired when the server refuses the token', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => anonymous,
      'PUT /v2/users/register': () =>
        json({ statusCode: 410, error: 'Gone', code: 'invitation_expired', message: MESSAGES.invitationExpired }, 410),
    });
    await renderApp(`/custom_signup?token=${TOKEN}&email=invited%40demo.test`, { signedIn: false });
    const user = userEvent.setup();
    await fill(user, { password: 'river-Stone-42', confirm: 'river-Stone-42', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.invitationExpired })).toBeInTheDocument();
  });

  it('says the invitation expired when the link has no token', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => anonymous });
    await renderApp('/custom_signup?email=invited%40demo.test', { signedIn: false });
    expect(await screen.findByRole('heading', { name: MESSAGES.invitationExpired })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
