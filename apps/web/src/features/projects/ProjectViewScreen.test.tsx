import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset, ProjectDetail, Role, UserProfile } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../test/fixtures';
import { fakeMediaQueryList } from '../../test/mediaQuery';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { makeFeedEntry, makePerson, makeProject, noNotifications, page } from './testData';

const avi = makePerson('u-2', 'Avi', 'Cohen');
const rina = makePerson('u-3', 'Rina', 'Shamir');
const tower = makeProject('p-1', 'Tower A', { users: [avi], location: { lat: 32.0853, long: 34.7818, address: 'Dizengoff 1, Tel Aviv' } });

function viewApi(
  project: ProjectDetail | (() => unknown) = tower,
  { role = 'business_admin' as Role, me = {} as Partial<UserProfile>, more = {} as Record<string, Handler> } = {},
) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['projects', 'client']) }),
    'GET /v2/users/me': () => makeUser(role, me),
    'GET /v2/notifications': () => noNotifications,
    [`GET /v2/projects/${typeof project === 'function' ? 'p-1' : project._id}`]: typeof project === 'function' ? project : () => project,
    'GET /v2/projects/p-1/feeds': () => page([makeFeedEntry(1, 'Dana Levi changed the project Tower A')], { limit: 10 }),
    ...more,
  });
}

const bodyOf = async (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).at(-1)?.request.clone().json();

const refusal = (status: number, code: string, message: string, details?: unknown) =>
  json({ statusCode: status, error: 'Refused', code, message, ...(details ? { details } : {}) }, status);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('project view', () => {
  it('shows the project: header, people, location with the way to its map, the fields section and the feed', async () => {
    viewApi();
    await renderApp('/project/view/p-1?filterStatus=open');
    expect(await screen.findByRole('heading', { name: 'Tower A', level: 1 }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('project-company')).toHaveTextContent('Acme Build');
    expect(within(screen.getByTestId('project-people')).getByText('Avi Cohen')).toBeInTheDocument();
    expect(screen.getByTestId('location-address')).toHaveTextContent('Dizengoff 1, Tel Aviv');
    // The map keeps the address's query (filterStatus, for the jobs to come).
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/project/view/p-1/location?filterStatus=open');
    expect(screen.getByRole('region', { name: 'Project details' })).toBeInTheDocument();
    expect(await screen.findByText('Dana Levi changed the project Tower A')).toBeInTheDocument();
    for (const name of ['Rename the project', 'Replace the project picture', 'Assign people', 'Clone', 'Delete']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers a client reading their project no change, clone or delete', async () => {
    viewApi(tower, { role: 'client', me: { client_projects: [{ _id: 'p-1', name: 'Tower A', avatar: null }] } });
    await renderApp('/project/view/p-1');
    expect(await screen.findByRole('heading', { name: 'Tower A', level: 1 })).toBeInTheDocument();
    for (const name of ['Rename the project', 'Replace the project picture', 'Assign people', 'Clone', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says a project that is not there (or not theirs) was not found', async () => {
    viewApi(() => refusal(404, 'not_found', 'Project not found'));
    await renderApp('/project/view/p-1');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });

  it('renames in place; an empty name is invalid, and a refusal shows the server message under the field, keeping what was typed', async () => {
    const { calls } = viewApi(tower, {
      more: {
        'PUT /v2/projects/p-1': () => refusal(400, 'validation_failed', 'Invalid request', [{ path: 'name', message: 'Project name is at most 200 characters' }]),
      },
    });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Rename the project' }));
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await user.clear(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('project-name')).getByText('Project name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(input, 'Tower B, the long name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByTestId('project-name')).findByText('Project name is at most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Tower B, the long name');
    expect(await bodyOf(calls, 'PUT', '/v2/projects/p-1')).toEqual({ name: 'Tower B, the long name' });
  });

  it('saves a new name and shows it', async () => {
    let current = tower;
    viewApi(() => current, {
      more: {
        'PUT /v2/projects/p-1': async (request) => {
          current = { ...tower, ...((await request.json()) as Partial<ProjectDetail>) };
          return current;
        },
      },
    });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Rename the project' }));
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await user.clear(input);
    await user.type(input, 'Tower B{Enter}');
    expect(await screen.findByRole('heading', { name: 'Tower B', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Project name' })).not.toBeInTheDocument();
  });

  it("clones: 'Project cloned successfully', then the clone opens", async () => {
    const { calls } = viewApi(tower, {
      more: {
        'POST /v2/projects/p-1/clone': () => makeProject('p-9', 'Tower A (copy)'),
        'GET /v2/projects/p-9': () => makeProject('p-9', 'Tower A (copy)'),
        'GET /v2/projects/p-9/feeds': () => page([], { limit: 10 }),
      },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Project cloned successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/view/p-9'));
    expect(await screen.findByRole('heading', { name: 'Tower A (copy)', level: 1 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/v2/projects/p-1/clone')).toHaveLength(1);
  });

  it("says 'Project clone failed' when the clone is refused, and stays", async () => {
    viewApi(tower, { more: { 'POST /v2/projects/p-1/clone': () => refusal(500, 'internal', 'Something went wrong. Please, try again later!') } });
    const user = userEvent.setup();
    const { router } = await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Clone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Project clone failed');
    expect(router.state.location.pathname).toBe('/project/view/p-1');
  });

  it("deletes only after the confirmation, and shows the server's refusal in the dialog", async () => {
    const { calls } = viewApi(tower, {
      more: { 'DELETE /v2/projects/p-1': () => refusal(409, 'conflict', 'The project cannot be deleted, linked activities exist') },
    });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(dialog).toHaveTextContent('Tower A');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The project cannot be deleted, linked activities exist');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Tower A', level: 1 })).toBeInTheDocument();
  });

  it('says the refusal in Hebrew too', async () => {
    viewApi(tower, {
      more: { 'DELETE /v2/projects/p-1': () => refusal(409, 'conflict', 'The project cannot be deleted, linked activities exist') },
    });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1', { language: 'he' });
    await user.click(await screen.findByRole('button', { name: 'מחיקה' }));
    const dialog = await screen.findByRole('dialog', { name: 'למחוק את הפרויקט?' });
    await user.click(within(dialog).getByRole('button', { name: 'מחיקה' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('לא ניתן למחוק את הפרויקט, קיימות משימות מקושרות');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('after a delete goes back to the list and says so', async () => {
    viewApi(tower, {
      more: {
        'DELETE /v2/projects/p-1': () => ({ success: true }),
        'GET /v2/projects': () => page([]),
        'GET /v2/apps/client/state/projects': () => ({ _id: null, screen: 'projects', state: null, updated_at: null }),
      },
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(await screen.findByText('“Tower A” was deleted.')).toBeInTheDocument();
  });

  it('assigns people through the user picker, sending their ids', async () => {
    let current = tower;
    const { calls } = viewApi(() => current, {
      more: {
        'GET /v2/users': () => page([{ ...rina, id: rina._id }]),
        'PUT /v2/projects/p-1': () => (current = { ...tower, users: [avi, rina] }),
      },
    });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1');
    await user.click(await screen.findByRole('button', { name: 'Assign people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign people to the project' });
    expect(within(dialog).getByRole('button', { name: 'Avi Cohen' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'People' }), 'Rin');
    await user.click(await screen.findByRole('option', { name: /Rina Shamir/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodyOf(calls, 'PUT', '/v2/projects/p-1')).toEqual({ users: ['u-2', 'u-3'] });
    expect(await within(screen.getByTestId('project-people')).findByText('Rina Shamir')).toBeInTheDocument();
  });

  it('loads the feed 10 at a time with Load more', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => makeFeedEntry(i + 1));
    const { calls } = viewApi(tower, {
      more: {
        'GET /v2/projects/p-1/feeds': (request) => {
          const n = Number(new URL(request.url).searchParams.get('page'));
          return page(entries.slice((n - 1) * 10, n * 10), { page: n, limit: 10, totalDocs: 12 });
        },
      },
    });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1');
    expect(await screen.findByText('Entry 10')).toBeInTheDocument();
    expect(screen.queryByText('Entry 11')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Entry 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/v2/projects/p-1/feeds').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));
    expect(asked).toEqual([{ page: '1', page_size: '10' }, { page: '2', page_size: '10' }]);
  });

  it("says the project's events in the reader's language, from their type and params", async () => {
    const changed = { ...makeFeedEntry(1, 'Dana Levi changed the project Tower A (name, users, fields.f-1)'), params: { actor: 'Dana Levi', name: 'Tower A', changes: 'name, users, fields.f-1' } };
    const copied = { ...makeFeedEntry(2, 'Dana Levi created the project Tower A as a copy'), type: 'project_created', params: { actor: 'Dana Levi', name: 'Tower A', clonedFrom: 'p-0' } };
    viewApi(tower, { more: { 'GET /v2/projects/p-1/feeds': () => page([changed, copied], { limit: 10 }) } });
    const first = await renderApp('/project/view/p-1');
    expect(await screen.findByText('Dana Levi changed the project Tower A (name, users, fields)')).toBeInTheDocument();
    expect(screen.getByText('Dana Levi created the project Tower A as a copy')).toBeInTheDocument();
    first.unmount();
    viewApi(tower, { more: { 'GET /v2/projects/p-1/feeds': () => page([changed, copied], { limit: 10 }) } });
    await renderApp('/project/view/p-1', { language: 'he' });
    expect(await screen.findByText('Dana Levi שינה/תה את הפרויקט Tower A (שם, אנשים, שדות)')).toBeInTheDocument();
    expect(screen.getByText('Dana Levi יצר/ה את הפרויקט Tower A כהעתק')).toBeInTheDocument();
  });

  it('at 390 px stacks the page and keeps its actions', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fakeMediaQueryList(query, true));
    viewApi();
    await renderApp('/project/view/p-1');
    expect(await screen.findByRole('heading', { name: 'Tower A', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Map' })).toBeInTheDocument();
  });
});

/** Stands in for XMLHttpRequest (the asset upload): records each request and lets the test answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  responseType = '';
  status = 0;
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const uploaded: Asset = {
  _id: 'a-7', assetId: 'a-7', originalName: 'front.png', extension: 'png', mimeType: 'image/png', size: 3, Location: '/v2/asset/download/a-7?key=k',
  thumbnailUrl: null, previewUrl: null, isVideo: false, measurements: null, rotation: 0, pages: null, owner: 'u-1', uploadedBy: 'u-1', uploadedByName: null,
  target: 'project_avatar', targetId: 'p-1', private: false, created_at: '2026-01-01T00:00:00.000Z',
};

describe('project view: the avatar', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('refuses a file that is not a jpeg or png with the catalogue text, sending nothing', async () => {
    viewApi();
    const user = userEvent.setup({ applyAccept: false });
    await renderApp('/project/view/p-1');
    await screen.findByRole('button', { name: 'Replace the project picture' });
    await user.upload(screen.getByTestId('avatar-input'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('Invalid file extension allowed only jpeg, png');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads an image through the asset upload, then saves its id on the project', async () => {
    let current = tower;
    const withAvatar = { ...tower, avatar: '/v2/asset/download/a-7?size=avatar&key=k', avatarAssetId: 'a-7' };
    const { calls } = viewApi(() => current, { more: { 'PUT /v2/projects/p-1': () => (current = withAvatar) } });
    const user = userEvent.setup();
    await renderApp('/project/view/p-1');
    await screen.findByRole('button', { name: 'Replace the project picture' });
    await user.upload(screen.getByTestId('avatar-input'), new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(Object.fromEntries(new URL(FakeXhr.sent[0]!.url).searchParams)).toEqual({ target: 'project_avatar', target_id: 'p-1' });
    FakeXhr.sent[0]!.respond(201, [uploaded]);
    await waitFor(async () => expect(await bodyOf(calls, 'PUT', '/v2/projects/p-1')).toEqual({ avatar: 'a-7' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Tower A' })[0]).toHaveAttribute('src', '/v2/asset/download/a-7?size=avatar&key=k'));
  });
});
