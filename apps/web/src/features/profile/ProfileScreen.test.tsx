import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_FIELDS, type UserDetail, type UserFieldDefinition, type UserProfile } from '@fieldwork/contracts';
import { page } from '../../app/session/pageReload';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi, type Handler } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { makeUserDetail, noNotifications } from '../users/testData';

const ADMINS_ONLY: UserFieldDefinition = { name: 'Salary grade', value: 'salaryGrade', type: 'number', permissions: {} };

function profileApi(me: UserProfile, detail: UserDetail, more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ userFields: [...DEFAULT_USER_FIELDS, ADMINS_ONLY] }),
    'GET /v2/users/me': () => me,
    'GET /v2/notifications': () => noNotifications,
    [`GET /v2/users/${me.id}`]: () => detail,
    ...more,
  });
}

const inspector = (overrides: Partial<UserProfile> = {}) => makeUser('inspector', { email: 'dana@demo.test', ...overrides });
const detailOf = (me: UserProfile, overrides: Partial<UserDetail> = {}): UserDetail => ({ ...makeUserDetail(me.id, me.role), ...me, skills: [], ...overrides });
const putBodies = (calls: ReturnType<typeof mockApi>['calls']) =>
  Promise.all(calls.filter((c) => c.method === 'PUT' && c.path === '/v2/users/u-1').map((c) => c.request.clone().json()));

describe('profile screen', () => {
  it("lets an inspector edit their name and their own fields, everything else as text", async () => {
    const me = inspector();
    const detail = detailOf(me, { fields: { personalId: { value: '012345678', files: [] }, shoeSize: '41', salaryGrade: 4 } });
    const { calls } = profileApi(me, detail, { 'PUT /v2/users/u-1': () => detail });
    const user = userEvent.setup();
    await renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // E-mail and role are not an inspector's to change; the training switch is shown, fixed.
    expect(screen.getByTestId('email-text')).toHaveTextContent('dana@demo.test');
    expect(screen.getByTestId('role-text')).toHaveTextContent('Inspector');
    expect(screen.getByRole('switch', { name: 'In training' })).toBeDisabled();
    expect(screen.getByTestId('accepted-location')).toHaveTextContent('Not known yet');
    // Their sizes are theirs to fill in; the ID is theirs to read; a field for admins only is not shown at all.
    expect(within(screen.getByTestId('field-shoeSize')).getByRole('combobox', { name: 'Shoe size' })).toBeInTheDocument();
    expect(within(screen.getByTestId('field-personalId')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('field-personalId')).toHaveTextContent('012345678');
    expect(screen.queryByTestId('field-salaryGrade')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Dana  Levi-Katz');
    await user.click(within(screen.getByTestId('field-shoeSize')).getByRole('combobox', { name: 'Shoe size' }));
    await user.click(await screen.findByRole('option', { name: '43' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // Split at the first space.
    expect(await putBodies(calls)).toEqual([{ name: { first: 'Dana', last: 'Levi-Katz' }, fields: { shoeSize: '43' } }]);
  });

  it('saves the notification matrix as the keys switched on, and puts a box back when the save is refused', async () => {
    const me = inspector({ notifications: ['general_my_jobs_job_answered_notification'] });
    let refuse = false;
    const { calls } = profileApi(me, detailOf(me), {
      'PUT /v2/users/u-1': async (request) => {
        if (refuse) return json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'no' }, 403);
        const body = (await request.json()) as { notifications: string[] };
        return detailOf(me, { notifications: body.notifications });
      },
    });
    const user = userEvent.setup();
    await renderApp('/profile');
    const myJobs = await screen.findByTestId('notifications-general_my_jobs');
    const box = (type: string, delivery: string) => within(myJobs).getByRole('checkbox', { name: `My jobs: ${type}, ${delivery}` });
    expect(box('A job was answered', 'In app')).toBeChecked();
    expect(box('A job was answered', 'Email')).not.toBeChecked();

    await user.click(box('A job was answered', 'Email'));
    await user.click(box('A job was deleted', 'SMS'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(await putBodies(calls)).toEqual([
      { notifications: ['general_my_jobs_job_answered_notification', 'general_my_jobs_job_answered_email'] },
      { notifications: ['general_my_jobs_job_answered_notification', 'general_my_jobs_job_answered_email', 'general_my_jobs_job_deleted_SMS'] },
    ]);

    refuse = true;
    await user.click(box('A job was answered', 'In app'));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    await waitFor(() => expect(box('A job was answered', 'In app')).toBeChecked());
  });

  it('saves the chosen language on the profile and applies it at once, without a reload', async () => {
    const me = inspector();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const { calls } = profileApi(me, detailOf(me), {
      'PUT /v2/users/u-1': () => ({ ...detailOf(me), language: 'he' }),
    });
    const user = userEvent.setup();
    await renderApp('/profile');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' typed');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'עברית' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'הפרופיל שלך' })).toBeInTheDocument();
    expect(await putBodies(calls)).toEqual([{ language: 'he' }]);
    expect(window.localStorage.getItem('fieldwork.language')).toBe('he');
    expect(reload).not.toHaveBeenCalled();
    // What was typed is still there, and the language is no change for Save.
    expect(screen.getByRole('textbox', { name: 'שם' })).toHaveValue('Dana Levi typed');
    reload.mockRestore();
  });

  it("opens in the language saved on the profile, whatever this browser had (a sign-in on another device)", async () => {
    const me = inspector({ language: 'he' });
    profileApi(me, detailOf(me));
    await renderApp('/dashboard', { language: 'en' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByText('שלום, Dana')).toBeInTheDocument();
    expect(window.localStorage.getItem('fieldwork.language')).toBe('he');
  });
});
