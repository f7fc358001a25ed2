import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const created = {
  _id: 'u-9', id: 'u-9', email: 'noa@demo.test', name: { first: '', last: '' }, role: 'inspector', avatar: null, state: 'invited',
  confirmed: false, verified: false, banned: false, inTraining: false, phoneNumber: null, skills: [], created_at: '2026-01-01T00:00:00.000Z',
  message: 'Successfully invited',
};

function api(role: Role, apps: ToggleKey[] = ['projects', 'client'], extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps) }),
    'GET /v2/users/me': () => makeUser(role, { acceptedLocation: true }),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
    ...extra,
  });
}

async function openCreateNew(language = 'en') {
  const view = await renderApp('/dashboard', { language });
  await userEvent.click(await screen.findByTestId('side-menu-createNew'));
  const dialog = await screen.findByTestId('create-new');
  return { ...view, dialog };
}

async function openUserWizard() {
  const view = await openCreateNew();
  await userEvent.click(within(view.dialog).getByTestId('create-user'));
  return view;
}

const roleOptions = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);

describe('Create new: what to create', () => {
  it('offers an admin a project, a job, a user and a job type', async () => {
    api('business_admin');
    const { dialog } = await openCreateNew();
    expect(within(dialog).getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual(['create-project', 'create-job', 'create-user', 'create-jobType', null]);
  });

  it('offers a project manager no job type', async () => {
    api('project_manager');
    const { dialog } = await openCreateNew();
    expect(within(dialog).queryByTestId('create-jobType')).not.toBeInTheDocument();
  });

  it('leaves the project out without the projects app, as the menu does', async () => {
    api('business_admin', ['client']);
    const { dialog } = await openCreateNew();
    expect(within(dialog).queryByTestId('create-project')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('create-user')).toBeInTheDocument();
  });

  it('takes an inspector straight to the job wizard (the job wizard tests its steps)', async () => {
    api('inspector', ['projects', 'client'], { 'GET /v2/jobtype': () => ({ success: true, data: [] }) });
    const { dialog } = await openCreateNew();
    expect(within(dialog).getByRole('heading', { name: 'Job' })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('job-jobType-step')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('create-user')).not.toBeInTheDocument();
  });

  it('reads right to left in Hebrew', async () => {
    api('business_admin');
    const { dialog } = await openCreateNew('he');
    expect(within(dialog).getByRole('heading', { name: 'יצירה חדשה' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('Create new: the user wizard', () => {
  it('keeps Finish disabled until the e-mail is valid, and says why on leaving the field', async () => {
    api('business_admin');
    await openUserWizard();
    const email = await screen.findByLabelText(/^email/i);
    const finish = screen.getByRole('button', { name: 'Finish' });
    expect(finish).toBeDisabled();

    await userEvent.type(email, 'noa@demo');
    await userEvent.tab();
    expect(finish).toBeDisabled();
    expect(screen.getByText('Please type a valid email')).toBeInTheDocument();

    await userEvent.type(email, '.test');
    expect(finish).toBeEnabled();
  });

  it('offers the roles the inviter may give, inspector first chosen', async () => {
    api('business_admin');
    await openUserWizard();
    await screen.findByLabelText(/^email/i);
    expect(roleOptions()).toEqual(['Inspector', 'Project manager', 'Client']);
    expect(screen.getByRole('radio', { name: 'Inspector' })).toBeChecked();
  });

  it('offers no client role without the client app', async () => {
    api('business_admin', ['projects']);
    await openUserWizard();
    await screen.findByLabelText(/^email/i);
    expect(roleOptions()).toEqual(['Inspector', 'Project manager']);
  });

  it('offers a project manager inspector and client, and a sys_admin every role', async () => {
    api('project_manager');
    const first = await openUserWizard();
    await screen.findByLabelText(/^email/i);
    expect(roleOptions()).toEqual(['Inspector', 'Client']);
    first.unmount();

    api('sys_admin');
    await openUserWizard();
    await screen.findByLabelText(/^email/i);
    expect(roleOptions()).toEqual(['System administrator', 'Business administrator', 'Project manager', 'Inspector', 'Client']);
  });

  it('invites and offers More, the list and the created user', async () => {
    const { calls } = api('business_admin', ['projects', 'client'], { 'POST /v2/users': () => created });
    const { router } = await openUserWizard();
    await userEvent.type(await screen.findByLabelText(/^email/i), ' Noa@Demo.test');
    await userEvent.click(screen.getByRole('radio', { name: 'Project manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByTestId('invite-done')).toHaveTextContent('Successfully invited');
    expect(screen.getByTestId('invite-done')).toHaveTextContent('An invitation was sent to noa@demo.test.');
    const call = calls.find((c) => c.method === 'POST' && c.path === '/v2/users')!;
    expect(JSON.parse(await call.request.clone().text())).toEqual({ email: 'noa@demo.test', role: 'project_manager', companies: [], client_projects: [] });
    expect(screen.getByRole('link', { name: 'Go to users' })).toHaveAttribute('href', '/users');
    expect(screen.getByRole('link', { name: 'Open the user' })).toHaveAttribute('href', '/users/u-9');

    await userEvent.click(screen.getByRole('button', { name: 'Invite another' }));
    expect(await screen.findByLabelText(/^email/i)).toHaveValue('');

    await userEvent.type(screen.getByLabelText(/^email/i), 'dan@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Open the user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/u-9'));
    expect(screen.queryByTestId('create-new')).not.toBeInTheDocument();
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    api('business_admin', ['projects', 'client'], {
      'POST /v2/users': () => json({ statusCode: 409, error: 'Conflict', code: 'conflict', message: 'A user with this e-mail exists' }, 409),
    });
    await openUserWizard();
    await userEvent.type(await screen.findByLabelText(/^email/i), 'dana@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this e-mail exists');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('dana@demo.test');
  });

  it("says 'Could not register user!' when the server gave no message", async () => {
    api('business_admin', ['projects', 'client'], { 'POST /v2/users': () => new Response('', { status: 502 }) });
    await openUserWizard();
    await userEvent.type(await screen.findByLabelText(/^email/i), 'dana@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not register user!');
  });

  it('for a client, goes Next to their companies and projects (the projects part tests the steps), and Back keeps the e-mail', async () => {
    const { calls } = api('business_admin', ['projects', 'client'], {
      'GET /v2/projects/companies': () => [{ name: 'Acme Build', projects: 2 }],
    });
    await openUserWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Client' }));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^email/i), 'client@demo.test');
    await userEvent.click(next);

    expect(await screen.findByTestId('client-projects-steps')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/v2/users')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Back to e-mail and role' }));
    expect(screen.getByLabelText(/^email/i)).toHaveValue('client@demo.test');
  });
});
