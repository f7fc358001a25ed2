import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailDetail, MailSummary, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

function mail(id: string, overrides: Partial<MailSummary> = {}): MailSummary {
  return {
    _id: id,
    to: `${id}@demo.test`,
    template: 'mail_test',
    subject: `Subject of ${id}`,
    language: 'en',
    status: 'sent',
    transport: 'outbox',
    attempts: 1,
    lastError: null,
    created_at: '2026-03-01T09:00:00.000Z',
    sent_at: '2026-03-01T09:00:02.000Z',
    ...overrides,
  };
}

const HEBREW_HTML = '<!doctype html><html lang="he" dir="rtl"><body><h1>הוזמנת להצטרף ל־Demo</h1></body></html>';
const page = (docs: MailSummary[]) => ({ docs, totalDocs: docs.length, page: 1, limit: 20, totalPages: 1 });
const serverError = () => json({ statusCode: 500, error: 'Error', code: 'internal', message: 'Database unavailable' }, 500);

function mailsApi(role: Role, handlers: Record<string, Handler>) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role, { email: 'sysadmin@demo.test' }),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    ...handlers,
  });
}

const listCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/v2/mails').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));

describe('mail page (/mails)', () => {
  it('lists recipient, subject, status and date, newest first as the server sends them', async () => {
    const { calls } = mailsApi('sys_admin', {
      'GET /v2/mails': () =>
        page([
          mail('m-2', { status: 'failed', sent_at: null, lastError: '550 Mailbox unavailable' }),
          mail('m-1', { subject: null, status: 'queued', sent_at: null, template: 'invitation' }),
        ]),
    });
    await renderApp('/mails');
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByText('m-2@demo.test')[0]).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Subject of m-2' })).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('mail-status')).toHaveTextContent('Failed');
    expect(within(rows[0]!).getAllByText(/Mar 1, 2026/)[0]).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not written yet (invitation)')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('mail-status')).toHaveTextContent('Queued');
    expect(listCalls(calls)[0]).toEqual({ page: '1', page_size: '20' });
  });

  it('opens a mail: its facts, and its HTML in a sandboxed frame without scripts', async () => {
    const detail: MailDetail = {
      ...mail('m-1', { language: 'he', subject: 'הזמנה להצטרף ל־Demo' }),
      from: '"Demo" <no-reply@localhost>',
      html: HEBREW_HTML,
      text: 'הוזמנת להצטרף ל־Demo',
      providerMessageId: '<m-1@localhost>',
    };
    mailsApi('sys_admin', { 'GET /v2/mails': () => page([mail('m-1', { subject: detail.subject })]), 'GET /v2/mails/m-1': () => detail });
    const user = userEvent.setup();
    await renderApp('/mails');
    await user.click(await screen.findByRole('button', { name: 'הזמנה להצטרף ל־Demo' }));

    const dialog = await screen.findByRole('dialog', { name: 'הזמנה להצטרף ל־Demo' });
    const frame = await within(dialog).findByTitle('Content of the mail');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('srcdoc', HEBREW_HTML);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(within(dialog).getByText('"Demo" <no-reply@localhost>')).toBeInTheDocument();
    expect(within(dialog).getByText('Outbox only (no SMTP server is set)')).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a test mail in the page language, says so, and shows it in the list', async () => {
    let docs: MailSummary[] = [];
    const { calls } = mailsApi('sys_admin', {
      'GET /v2/mails': () => page(docs),
      'POST /v2/mails/test': () => {
        docs = [mail('m-9', { to: 'sysadmin@demo.test', status: 'sent' })];
        return json(mail('m-9', { to: 'sysadmin@demo.test', status: 'queued', subject: null, sent_at: null }), 202);
      },
    });
    const user = userEvent.setup();
    await renderApp('/mails');
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));

    expect(await screen.findByText('A test mail to sysadmin@demo.test is on its way.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.request.clone().json()).toEqual({ language: 'en' });
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(1);
  });

  it('says why a test mail could not be sent', async () => {
    mailsApi('sys_admin', { 'GET /v2/mails': () => page([]), 'POST /v2/mails/test': serverError });
    const user = userEvent.setup();
    await renderApp('/mails');
    await user.click(await screen.findByRole('button', { name: 'Send a test mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The test mail could not be sent: Something went wrong. Please, try again later!');
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mailsApi('sys_admin', { 'GET /v2/mails': () => (fail ? serverError() : page([mail('m-1')])) });
    const user = userEvent.setup();
    await renderApp('/mails');
    const error = await screen.findByTestId('mails-error');
    expect(error).toHaveTextContent('The mails could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(1);
  });

  it('is reached from the profile dropdown by a sys_admin', async () => {
    mailsApi('sys_admin', { 'GET /v2/mails': () => page([]) });
    const user = userEvent.setup();
    await renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    const entry = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mail' });
    expect(entry).toHaveAttribute('href', '/mails');
    await user.click(entry);
    expect(await screen.findByRole('heading', { name: 'Mail', level: 1 })).toBeInTheDocument();
  });

  it('shows a 403 screen to a business_admin and asks for no mail', async () => {
    const { calls } = mailsApi('business_admin', { 'GET /v2/mails': () => page([mail('m-1')]) });
    await renderApp('/mails');
    expect(await screen.findByText('No access')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/v2/mails'))).toBe(false);
  });
});
