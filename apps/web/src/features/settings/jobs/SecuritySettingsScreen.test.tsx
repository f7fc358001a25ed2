import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SECURITY_FLAGS, JOB_STATUSES, type JobSettings, type Role, type SecurityFlags } from '@fieldwork/contracts';
import { makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const noNotifications = () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 });

/** A small API holding the flags: the bootstrap answers what was last saved. */
function api({ role = 'business_admin' as Role, refuse = false } = {}) {
  let security: SecurityFlags = { ...DEFAULT_SECURITY_FLAGS };
  const settings = (): JobSettings => ({
    security,
    customStatuses: [],
    statusOrder: [...JOB_STATUSES],
    statusTranslations: {},
    allowedStatuses: null,
    defaultJobSort: 'created_at',
  });
  const put: Handler = async (request) => {
    if (refuse) return json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'You are not allowed to do this' }, 403);
    const body = (await request.json()) as { security: Partial<SecurityFlags> };
    security = { ...security, ...body.security };
    return settings();
  };
  const mock = mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ security }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': noNotifications,
    'GET /v2/settings': settings,
    'PUT /v2/settings': put,
  });
  return { ...mock, security: () => security };
}

const flag = (key: keyof SecurityFlags) => within(screen.getByTestId(`flag-${key}`)).getByRole('switch');

async function open(language = 'en') {
  const view = await renderApp('/settings/security', { language });
  await screen.findByTestId('security-settings', {}, { timeout: 20_000 });
  return view;
}

describe('security settings (/settings/security)', () => {
  it('shows the six flags as switches, each with a line saying what it does', async () => {
    api();
    await open();
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    const erase = screen.getByRole('switch', { name: 'Inspectors and project managers may delete jobs' });
    expect(erase).toBeChecked();
    expect(erase).toHaveAccessibleDescription('When off, only business and system admins can delete jobs.');
    expect(screen.getByRole('switch', { name: 'Hide skills from inspectors' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves only the flags changed, and the whole app sees them (the start-up settings are read again)', async () => {
    const mock = api();
    const { store } = await open();
    await userEvent.click(flag('allowErase'));
    await userEvent.click(flag('hideSkillsFromInspector'));
    await userEvent.click(flag('hideSkillsFromInspector'));
    await userEvent.click(flag('allowChangeStatus'));
    expect(screen.getByText('You have changes that are not saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The settings are saved. Everyone sees them now.')).toBeInTheDocument();
    const put = mock.calls.find((c) => c.method === 'PUT')!;
    expect(await put.request.clone().json()).toEqual({ security: { allowErase: false, allowChangeStatus: false } });
    expect(flag('allowErase')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await waitFor(() => {
      const bootstrap = Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'getBootstrap');
      expect((bootstrap?.data as { security: SecurityFlags }).security).toMatchObject({ allowErase: false, allowChangeStatus: false });
    });
  });

  it('keeps the switches as set and says why when the save is refused', async () => {
    api({ refuse: true });
    await open();
    await userEvent.click(flag('allowInspectorAssign'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved: You do not have permission to do this.');
    expect(flag('allowInspectorAssign')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('is in Hebrew, right to left', async () => {
    api();
    await open('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('switch', { name: 'הסתרת כישורים ממפקחים' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שמירה' })).toBeDisabled();
  });

  it('is refused to an inspector', async () => {
    const mock = api({ role: 'inspector' });
    await renderApp('/settings/security');
    expect(await screen.findByText('No access', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(mock.calls.some((c) => c.path === '/v2/settings')).toBe(false);
  });
});
