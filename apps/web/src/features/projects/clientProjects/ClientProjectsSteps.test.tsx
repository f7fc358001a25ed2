import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectChoice, Role, UserDetail } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeUserDetail } from '../../users/testData';
import { noNotifications } from '../testData';

const companies = [
  { name: 'Acme Build', projects: 7 },
  { name: 'Blue Roads', projects: 1 },
];
const choice = (id: string, name: string, company: string | null = 'Acme Build'): ProjectChoice => ({ _id: id, name, company, avatar: null });
const acmeProjects = Array.from({ length: 7 }, (_, i) => choice(`00000000-0000-4000-8000-00000000000${i + 1}`, `Acme ${i + 1}`));
const blue = choice('00000000-0000-4000-8000-0000000000b1', 'Blue 1', 'Blue Roads');

function api(role: Role = 'sys_admin', extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['projects', 'client']) }),
    'GET /v2/users/me': () => makeUser(role, { acceptedLocation: true }),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/projects/companies': () => companies,
    'GET /v2/projects/all': (request) => {
      const asked = new URL(request.url).searchParams.getAll('company');
      return [...acmeProjects, blue].filter((p) => asked.length === 0 || asked.includes(p.company ?? ''));
    },
    ...extra,
  });
}

const allCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.path === '/v2/projects/all').map((c) => new URL(c.request.url).searchParams.getAll('company'));

async function openClientInvite() {
  const view = await renderApp('/dashboard');
  await userEvent.click(await screen.findByTestId('side-menu-createNew'));
  await userEvent.click(within(await screen.findByTestId('create-new')).getByTestId('create-user'));
  await userEvent.type(await screen.findByLabelText(/^email/i), 'client@demo.test');
  await userEvent.click(screen.getByRole('radio', { name: 'Client' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  return { ...view, steps: await screen.findByTestId('client-projects-steps') };
}

describe('the client steps in the user wizard', () => {
  it('Back is disabled on the companies step, Next leads to their projects (5, then more)', async () => {
    const { calls } = api();
    const { steps } = await openClientInvite();
    expect(within(steps).getByTestId('client-step')).toHaveTextContent('Step 1 of 2 · Companies');
    expect(within(steps).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(steps).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await userEvent.click(await within(steps).findByRole('checkbox', { name: /Acme Build/ }));
    expect(within(steps).getByText('(7 projects)')).toBeInTheDocument();
    await userEvent.click(within(steps).getByRole('button', { name: 'Next' }));

    expect(within(steps).getByTestId('client-step')).toHaveTextContent('Step 2 of 2 · Projects');
    expect(within(steps).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Back' })).toBeEnabled();
    await within(steps).findByRole('checkbox', { name: /Acme 1/ });
    expect(within(steps).getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(within(steps).getByRole('button', { name: 'Show 2 more' }));
    expect(within(steps).getAllByRole('checkbox')).toHaveLength(7);
    expect(allCalls(calls)).toEqual([['Acme Build']]);

    // Back keeps the companies chosen.
    await userEvent.click(within(steps).getByRole('button', { name: 'Back' }));
    expect(within(steps).getByRole('checkbox', { name: /Acme Build/ })).toBeChecked();
  });

  it("keeps the invitation's Finish disabled while no project is chosen, and Done with one enables it; the invitation sends companies and project ids", async () => {
    const { calls } = api('sys_admin', {
      'POST /v2/users': async (request) => ({ ...(makeUserDetail('u-9', 'client') as UserDetail), id: 'u-9', message: 'Successfully invited', echo: await request.json() }),
    });
    const { steps } = await openClientInvite();
    const finish = screen.getByRole('button', { name: 'Finish' });
    await userEvent.click(await within(steps).findByRole('checkbox', { name: /Acme Build/ }));
    await userEvent.click(within(steps).getByRole('checkbox', { name: /Blue Roads/ }));
    await userEvent.click(within(steps).getByRole('button', { name: 'Next' }));
    await within(steps).findByRole('checkbox', { name: /Acme 1/ });
    expect(within(steps).getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(finish).toBeDisabled();

    await userEvent.click(within(steps).getByRole('checkbox', { name: /Acme 2/ }));
    await userEvent.click(within(steps).getByRole('button', { name: 'Show 3 more' }));
    await userEvent.click(within(steps).getByRole('checkbox', { name: /Blue 1/ }));
    expect(within(steps).getByText('2 projects chosen')).toBeInTheDocument();
    expect(finish).toBeDisabled();
    await userEvent.click(within(steps).getByRole('button', { name: 'Done' }));

    expect(await screen.findByTestId('client-choice')).toHaveTextContent('The client will see 2 projects:');
    expect(screen.getByTestId('client-choice')).toHaveTextContent('Acme 2, Blue 1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByTestId('invite-done');
    const body = await calls.find((c) => c.method === 'POST' && c.path === '/v2/users')!.request.clone().json();
    expect(body).toEqual({
      email: 'client@demo.test',
      role: 'client',
      companies: ['Acme Build', 'Blue Roads'],
      client_projects: [acmeProjects[1]!._id, blue._id],
    });
  });

  it('offers every project when no company is chosen, and says when there are none', async () => {
    const { calls } = api('business_admin', { 'GET /v2/projects/all': () => [] });
    const { steps } = await openClientInvite();
    await within(steps).findByRole('checkbox', { name: /Acme Build/ });
    await userEvent.click(within(steps).getByRole('button', { name: 'Next' }));
    expect(await within(steps).findByTestId('no-projects')).toHaveTextContent('No projects to choose from.');
    expect(allCalls(calls)).toEqual([[]]);
  });
});

describe('the client steps in the user editor', () => {
  const client = makeUserDetail('u-9', 'client', {
    companies: ['Acme Build'],
    client_projects: [{ _id: acmeProjects[0]!._id, name: 'Acme 1', avatar: null }],
  });

  it('are offered to a sys_admin on a client; Done saves the companies and the project ids', async () => {
    let saved = client;
    const { calls } = api('sys_admin', {
      'GET /v2/users/u-9': () => saved,
      'PUT /v2/users/u-9': async (request) => {
        const body = (await request.json()) as { companies: string[]; client_projects: string[] };
        saved = { ...client, companies: body.companies, client_projects: body.client_projects.map((id) => ({ _id: id, name: [...acmeProjects, blue].find((p) => p._id === id)!.name, avatar: null })) };
        return saved;
      },
    });
    await renderApp('/users/u-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Change companies and projects' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Companies and projects/ });
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(await within(dialog).findByRole('checkbox', { name: /Acme Build/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Blue Roads/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The project chosen before stays chosen.
    expect(await within(dialog).findByRole('checkbox', { name: /Acme 1/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Acme 1/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 3 more' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Blue 1/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/v2/users/u-9')!;
    expect(await put.request.clone().json()).toEqual({ companies: ['Acme Build', 'Blue Roads'], client_projects: [blue._id] });
    expect(await screen.findByText('The companies and projects were saved.')).toBeInTheDocument();
    expect(screen.getByText('Blue 1')).toBeInTheDocument();
  });

  it('are not offered to a business_admin (client project editing is for sys_admin)', async () => {
    api('business_admin', { 'GET /v2/users/u-9': () => client });
    await renderApp('/users/u-9');
    expect(await screen.findByText('Acme 1', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change companies and projects' })).not.toBeInTheDocument();
  });
});
