import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeProject, noNotifications, page } from '../testData';

function api(role: Role = 'business_admin', extra: Record<string, Handler> = {}, apps: ToggleKey[] = ['projects']) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps) }),
    'GET /v2/users/me': () => makeUser(role, { acceptedLocation: true }),
    'GET /v2/notifications': () => noNotifications,
    ...extra,
  });
}

async function openProjectWizard(language = 'en') {
  const view = await renderApp('/dashboard', { language });
  await userEvent.click(await screen.findByTestId('side-menu-createNew'));
  const dialog = await screen.findByTestId('create-new');
  await userEvent.click(within(dialog).getByTestId('create-project'));
  return { ...view, dialog };
}

const postCalls = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((c) => c.method === 'POST' && c.path === '/v2/projects');

describe('Create new: the project wizard', () => {
  it('needs a name: an empty one is invalid and nothing is sent', async () => {
    const { calls } = api();
    await openProjectWizard();
    const name = await screen.findByRole('textbox', { name: 'Project name' });
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Project name is required')).toBeInTheDocument();
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(postCalls(calls)).toHaveLength(0);
  });

  it("shows the server's message under the name and keeps what was typed", async () => {
    api('business_admin', {
      'POST /v2/projects': () => json({ statusCode: 409, error: 'Conflict', code: 'conflict', message: 'A project named Tower A exists' }, 409),
    });
    await openProjectWizard();
    const name = await screen.findByRole('textbox', { name: 'Project name' });
    await userEvent.type(name, 'Tower A');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('A project named Tower A exists')).toBeInTheDocument();
    expect(name).toHaveValue('Tower A');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the refusal.
    await userEvent.type(name, ' North');
    expect(screen.queryByText('A project named Tower A exists')).not.toBeInTheDocument();
  });

  it('creates the project, then offers More, the list, the project, and a job in it (the job wizard tests it)', async () => {
    const { calls } = api('project_manager', {
      'POST /v2/projects': () => makeProject('p-7', 'Tower A'),
      'GET /v2/projects/p-7': () => makeProject('p-7', 'Tower A'),
      'GET /v2/projects/p-7/feeds': () => page([], { limit: 10 }),
    });
    const { router } = await openProjectWizard();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Project name' }), '  Tower A ');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByTestId('project-created')).toHaveTextContent('The project was created');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 2 of 2');
    expect(await postCalls(calls)[0]!.request.clone().json()).toEqual({ name: 'Tower A' });
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('button', { name: 'Create a job in it' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Create another' }));
    expect(await screen.findByRole('textbox', { name: 'Project name' })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Project name' }), 'Tower A');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Open the project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/view/p-7'));
    expect(screen.queryByTestId('create-new')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tower A', level: 1 })).toBeInTheDocument();
  });

  it('says the name is required in Hebrew too', async () => {
    api();
    await openProjectWizard('he');
    await screen.findByRole('textbox', { name: 'שם הפרויקט' });
    await userEvent.click(screen.getByRole('button', { name: 'סיום' }));
    expect(screen.getByText('שם הפרויקט הוא שדה חובה')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
