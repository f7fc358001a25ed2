import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerLink, Role } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { emptyFeed, makeJob, makeJobRow, makePerson, noNotifications, page } from '../testData';

const me = makePerson('u-1', 'Dana', 'Levi');
const job = makeJob('j-1', 12, { status: 'open', users: [me] });
const TOKEN = `${'a'.repeat(32)}.${'b'.repeat(43)}`;

function makeLink(id: string, over: Partial<AnswerLink> = {}): AnswerLink {
  const token = `${id.padEnd(32, '0')}.${'c'.repeat(43)}`;
  return {
    _id: id,
    job: 'j-1',
    token,
    path: `/job_type/answer/${token}`,
    expiresAt: null,
    revokedAt: null,
    createdBy: 'u-1',
    created_at: '2026-03-05T08:00:00.000Z',
    ...over,
  };
}

const active = makeLink('l-1', { expiresAt: '2099-01-01T10:00:00.000Z' });
const withdrawn = makeLink('l-2', { revokedAt: '2026-03-06T09:00:00.000Z' });
const expired = makeLink('l-3', { expiresAt: '2026-01-01T10:00:00.000Z' });

async function openPanel(path: string, opts: { role?: Role; more?: Record<string, Handler>; language?: string } = {}) {
  const role = opts.role ?? 'project_manager';
  const api = mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser(role, role === 'client' ? { client_projects: [{ _id: 'p-1', name: 'Tower A', avatar: null }] } : {}),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/apps/client/state/jobs': () => ({ _id: null, screen: 'jobs', state: null, updated_at: null }),
    'GET /v2/jobs': () => page([makeJobRow('j-1', 12, job)]),
    'GET /v2/jobs/j-1': () => job,
    'PUT /v2/jobs/j-1/visit': () => ({ success: true }),
    'GET /v2/jobs/j-1/feeds': () => emptyFeed,
    'GET /v2/jobs/j-1/answer-links': () => ({ success: true, data: [active, withdrawn, expired] }),
    ...opts.more,
  });
  const user = userEvent.setup();
  const view = await renderApp(path, opts.language ? { language: opts.language } : {});
  const panel = await screen.findByTestId('job-panel');
  return { ...api, ...view, user, panel };
}

const sent = (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('public answer links in the job side panel', () => {
  it('offers the action to staff and lists the links: made, expiry, withdrawn, expired', async () => {
    const { panel, user } = await openPanel('/jobs/j-1');
    await user.click(within(panel).getByRole('button', { name: 'Public answer link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public answer links of job #12' });
    const list = await within(dialog).findByRole('list', { name: 'Links' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Made 05/03/26');
    expect(rows[0]).toHaveTextContent('Expires 01/01/99');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Withdrawn');
    expect(rows[1]).toHaveTextContent('withdrawn 06/03/26');
    expect(rows[2]).toHaveTextContent('Expired');
    // Only an active link can be copied or withdrawn.
    expect(within(rows[0]).getByRole('button', { name: /^Copy the link/ })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: /^Copy/ })).toBeNull();
  });

  it('opens from the address /jobs/{id}/answer-links', async () => {
    await openPanel('/jobs/j-1/answer-links');
    expect(await screen.findByRole('dialog', { name: 'Public answer links of job #12' })).toBeInTheDocument();
  });

  it("copies a link's full address and says Link copied, then hides it after 3 s", async () => {
    const { user } = await openPanel('/jobs/j-1/answer-links');
    const dialog = await screen.findByTestId('answer-links-dialog');
    const row = await within(dialog).findByTestId('answer-link-l-1');
    await user.click(within(row).getByRole('button', { name: /^Copy the link/ }));
    const notice = within(row).getByTestId('answer-link-notice');
    await waitFor(() => expect(notice).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${active.path}`);
    await waitFor(() => expect(notice).toHaveTextContent(''), { timeout: 4500 });
  });

  it('makes a link with an optional expiry and copies it', async () => {
    const made = makeLink('l-9', { path: `/job_type/answer/${TOKEN}`, token: TOKEN });
    const links = [active];
    const { user, calls } = await openPanel('/jobs/j-1/answer-links', {
      more: {
        'GET /v2/jobs/j-1/answer-links': () => ({ success: true, data: links }),
        'POST /v2/jobs/j-1/answer-links': () => {
          links.unshift(made);
          return json({ success: true, data: made }, 201);
        },
      },
    });
    const dialog = await screen.findByTestId('answer-links-dialog');
    await within(dialog).findByTestId('answer-link-l-1');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(sent(calls, 'POST', '/v2/jobs/j-1/answer-links')).toHaveLength(1));
    expect(await sent(calls, 'POST', '/v2/jobs/j-1/answer-links')[0].request.json()).toEqual({ expiresAt: null });
    const row = await within(dialog).findByTestId('answer-link-l-9');
    await waitFor(() => expect(within(row).getByTestId('answer-link-notice')).toHaveTextContent('Link copied'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/job_type/answer/${TOKEN}`);
  });

  it('sends the expiry chosen on the date and time field', async () => {
    const { user, calls } = await openPanel('/jobs/j-1/answer-links', {
      more: { 'POST /v2/jobs/j-1/answer-links': () => json({ success: true, data: makeLink('l-8', { expiresAt: '2030-06-15T10:30:00.000Z' }) }, 201) },
    });
    const dialog = await screen.findByTestId('answer-links-dialog');
    await user.click(within(dialog).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('1506301030');
    await waitFor(() => expect((dialog.querySelector('input[name="expiresAt"]') as HTMLInputElement).value).toBe('15/06/30 10:30'));
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(sent(calls, 'POST', '/v2/jobs/j-1/answer-links')).toHaveLength(1));
    const body = (await sent(calls, 'POST', '/v2/jobs/j-1/answer-links')[0].request.json()) as { expiresAt: string };
    const chosen = new Date(body.expiresAt);
    expect([chosen.getFullYear(), chosen.getMonth() + 1, chosen.getDate(), chosen.getHours(), chosen.getMinutes()]).toEqual([2030, 6, 15, 10, 30]);
  });

  it('withdraws a link only after the confirmation', async () => {
    const { user, calls } = await openPanel('/jobs/j-1/answer-links', {
      more: { 'DELETE /v2/jobs/j-1/answer-links/l-1': () => ({ success: true, data: { ...active, revokedAt: '2026-03-07T09:00:00.000Z' } }) },
    });
    const dialog = await screen.findByTestId('answer-links-dialog');
    const row = await within(dialog).findByTestId('answer-link-l-1');
    await user.click(within(row).getByRole('button', { name: /^Withdraw the link/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this link?' });
    expect(sent(calls, 'DELETE', '/v2/jobs/j-1/answer-links/l-1')).toHaveLength(0);
    await user.click(within(confirm).getByTestId('answer-link-withdraw-confirm'));
    await waitFor(() => expect(sent(calls, 'DELETE', '/v2/jobs/j-1/answer-links/l-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw this link?' })).toBeNull());
  });

  it('says when the links could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = await openPanel('/jobs/j-1/answer-links', {
      more: {
        'GET /v2/jobs/j-1/answer-links': () =>
          fail ? json({ statusCode: 500, error: 'Internal Server Error', code: 'internal', message: 'boom' }, 500) : { success: true, data: [] },
      },
    });
    const dialog = await screen.findByTestId('answer-links-dialog');
    expect(await within(dialog).findByTestId('answer-links-load-error')).toHaveTextContent('The links could not be loaded.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No links yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal when a link cannot be made", async () => {
    const { user } = await openPanel('/jobs/j-1/answer-links', {
      more: {
        'POST /v2/jobs/j-1/answer-links': () =>
          json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'The expiry must be in the future', details: [{ path: 'expiresAt', message: 'The expiry must be in the future' }] }, 400),
      },
    });
    const dialog = await screen.findByTestId('answer-links-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    const error = await within(dialog).findByTestId('answer-link-create-error');
    expect(error).toHaveTextContent('The link could not be made.');
    expect(error).toHaveTextContent('The expiry must be in the future');
  });

  it('keeps the confirmation open with the refusal when a withdrawal fails', async () => {
    const { user } = await openPanel('/jobs/j-1/answer-links', {
      more: { 'DELETE /v2/jobs/j-1/answer-links/l-1': () => json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'You are not allowed to do this' }, 403) },
    });
    const dialog = await screen.findByTestId('answer-links-dialog');
    const row = await within(dialog).findByTestId('answer-link-l-1');
    await user.click(within(row).getByRole('button', { name: /^Withdraw the link/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this link?' });
    await user.click(within(confirm).getByTestId('answer-link-withdraw-confirm'));
    expect(await within(confirm).findByText(/The link could not be withdrawn\./)).toBeInTheDocument();
  });

  it('offers nothing of it to inspectors and clients', async () => {
    for (const role of ['inspector', 'client'] as const) {
      const { panel, calls, unmount } = await openPanel('/jobs/j-1/answer-links', { role });
      expect(within(panel).queryByTestId('job-answer-links')).toBeNull();
      expect(screen.queryByTestId('answer-links-dialog')).toBeNull();
      expect(sent(calls, 'GET', '/v2/jobs/j-1/answer-links')).toHaveLength(0);
      unmount();
    }
  });

  it('speaks Hebrew', async () => {
    const { panel, user } = await openPanel('/jobs/j-1', { language: 'he' });
    await user.click(within(panel).getByRole('button', { name: 'קישור מענה ציבורי' }));
    expect(await screen.findByRole('dialog', { name: 'קישורי מענה ציבוריים של משימה #12' })).toBeInTheDocument();
  });
});
