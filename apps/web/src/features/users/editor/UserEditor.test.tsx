import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SECURITY_FLAGS, DEFAULT_USER_FIELDS, type Role, type UserDetail, type UserFieldDefinition } from '@fieldwork/contracts';
import { makeAsset, makeBootstrap, makeUser } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeUserDetail, noNotifications } from '../testData';

const NOTES: UserFieldDefinition = { name: 'Notes', value: 'notes', type: 'richText', permissions: {} };
const NICKNAME: UserFieldDefinition = { name: 'Nickname', value: 'nickname', type: 'text', permissions: {} };

function editorApi(viewer: Role, target: UserDetail, more: Record<string, Handler> = {}, options: { allowErase?: boolean; userFields?: UserFieldDefinition[] } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () =>
      makeBootstrap({ security: { ...DEFAULT_SECURITY_FLAGS, allowErase: options.allowErase ?? false }, userFields: options.userFields ?? [] }),
    'GET /v2/users/me': () => makeUser(viewer),
    'GET /v2/notifications': () => noNotifications,
    [`GET /v2/users/${target.id}`]: () => target,
    ...more,
  });
}

const putBodies = (calls: ReturnType<typeof mockApi>['calls'], path: string) =>
  Promise.all(calls.filter((c) => c.method === 'PUT' && c.path === path).map((c) => c.request.clone().json()));

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('user editor', () => {
  it("lets a business_admin change an inspector's name, role and training, saving only what changed", async () => {
    const target = makeUserDetail('u-9', 'inspector');
    const { calls } = editorApi('business_admin', target, {
      'PUT /v2/users/u-9': async (request) => {
        const body = (await request.json()) as { name?: { first: string; last: string } };
        return { ...target, ...body, inTraining: true };
      },
    });
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20_000 });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Anna Maria Cohen');
    await user.click(switchNamed('In training'));
    // Never above one's own role: no sys_admin for a business_admin.
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Business administrator', 'Project manager', 'Inspector', 'Client']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('u-9@demo.test');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(await putBodies(calls, '/v2/users/u-9')).toEqual([{ name: { first: 'Anna', last: 'Maria Cohen' }, inTraining: true }]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows a project manager the e-mail and role as text, keeps manage-skills locked and hides erase while the flag is off', async () => {
    editorApi('project_manager', makeUserDetail('u-9', 'inspector', { acceptedLocation: true }));
    await renderApp('/users/u-9');
    expect(await screen.findByTestId('email-text')).toHaveTextContent('u-9@demo.test');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByTestId('role-text')).toHaveTextContent('Inspector');
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    // A project manager manages inspectors: the training switch is theirs to change.
    expect(switchNamed('In training')).toBeEnabled();
    expect(switchNamed('May manage skills')).toBeDisabled();
    expect(screen.getByTestId('accepted-location')).toHaveTextContent('Yes');
    expect(screen.queryByRole('button', { name: 'Remove account' })).not.toBeInTheDocument();
  });

  it('offers in-training for inspectors only, and shows manage-skills on and locked for an admin', async () => {
    editorApi('sys_admin', makeUserDetail('u-9', 'business_admin', { canManageSkills: false, acceptedLocation: false }));
    await renderApp('/users/u-9');
    const skills = await screen.findByRole('switch', { name: 'May manage skills' });
    expect(skills).toBeChecked();
    expect(skills).toBeDisabled();
    expect(screen.queryByRole('switch', { name: 'In training' })).not.toBeInTheDocument();
    expect(screen.getByTestId('accepted-location')).toHaveTextContent('No');
    // A sys_admin may give any role.
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove account' })).toBeInTheDocument();
  });

  it('keeps what was typed after a refused save, beside the server message', async () => {
    const target = makeUserDetail('u-9', 'inspector');
    editorApi('business_admin', target, {
      'PUT /v2/users/u-9': () => json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'This address is taken by another account' }, 400),
    });
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@demo.test');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '050-123-4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('save-error')).toHaveTextContent('This address is taken by another account');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('taken@demo.test');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('050-123-4567');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('holds Save while the e-mail is not an address', async () => {
    editorApi('business_admin', makeUserDetail('u-9', 'inspector'));
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    expect(screen.getByText('Please type a valid email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('removes the account after the confirmation, then returns to the list', async () => {
    const { calls } = editorApi('business_admin', makeUserDetail('u-9', 'inspector'), {
      'POST /v2/users/remove': () => ({ success: true, removed: ['u-9'] }),
      'GET /v2/users': () => ({ docs: [], data: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, totalExact: true }),
      'GET /v2/apps/client/state/users': () => ({ _id: null, screen: 'users', state: null, updated_at: null }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/users/u-9');
    await user.click(await screen.findByRole('button', { name: 'Remove account' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this user?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(await calls.find((c) => c.path === '/v2/users/remove')!.request.clone().json()).toEqual({ users: ['u-9'] });
  });

  it('says a user it cannot find, or may not see, is not found', async () => {
    editorApi('project_manager', makeUserDetail('u-9', 'inspector'));
    await renderApp('/users/u-404');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/users');
  });

  it('shows the shape of the editor while the user loads', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const target = makeUserDetail('u-9', 'inspector');
    editorApi('business_admin', target, { 'GET /v2/users/u-9': () => new Promise((resolve) => (answer = resolve)) });
    await renderApp('/users/u-9');
    expect(await screen.findByTestId('editor-skeleton')).toBeInTheDocument();
    answer(target);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Noa Bar');
    expect(screen.queryByTestId('editor-skeleton')).not.toBeInTheDocument();
  });

  it("draws every profile field type, and sends only the fields that changed", async () => {
    const target = makeUserDetail('u-9', 'inspector', {
      fields: {
        dateOfBirth: '1990-04-05',
        personalId: { value: '012345678', files: ['a-1'] },
        drivingLicense: true,
        drivingLicenseCategories: ['b'],
        cv: ['a-2'],
        homeAddress: { lat: 32.1, long: 34.8, address: 'Herzl 1, Haifa' },
        employeeRecommendation: ['u-7'],
        shoeSize: '42',
        harnessNumber: 17,
        items: [{ item: 'Helmet', quantity: '1', given: '2026-01-02' }],
        notes: 'Prefers mornings',
      },
    });
    const { calls } = editorApi(
      'business_admin',
      target,
      {
        'GET /v2/asset/info/a-1': () => makeAsset('a-1', 'id-scan.pdf'),
        'GET /v2/asset/info/a-2': () => makeAsset('a-2', 'cv.pdf'),
        'GET /v2/users/u-7': () => makeUserDetail('u-7', 'inspector', { name: { first: 'Yael', last: 'Golan' } }),
        'PUT /v2/users/u-9': () => target,
      },
      { userFields: [...DEFAULT_USER_FIELDS, NOTES, NICKNAME] },
    );
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    const field = (key: string) => screen.getByTestId(`field-${key}`);
    await screen.findByTestId('field-dateOfBirth');
    expect(within(field('dateOfBirth')).getByLabelText('Date of birth')).toHaveValue('1990-04-05');
    expect(within(field('personalId')).getByRole('textbox', { name: 'Text' })).toHaveValue('012345678');
    expect(await within(field('personalId')).findByRole('link', { name: 'id-scan.pdf' })).toBeInTheDocument();
    expect(await within(field('cv')).findByRole('link', { name: 'cv.pdf' })).toBeInTheDocument();
    expect(within(field('drivingLicense')).getByRole('switch', { name: 'Driving license' })).toBeChecked();
    expect(within(field('drivingLicenseCategories')).getByText('B')).toBeInTheDocument();
    expect(within(field('homeAddress')).getByRole('textbox', { name: 'Home address' })).toHaveValue('Herzl 1, Haifa');
    expect(await within(field('employeeRecommendation')).findByText('Yael Golan')).toBeInTheDocument();
    expect(within(field('shoeSize')).getByRole('combobox', { name: 'Shoe size' })).toHaveTextContent('42');
    expect(within(field('harnessNumber')).getByRole('spinbutton', { name: 'Harness number' })).toHaveValue(17);
    expect(within(field('items')).getByRole('textbox', { name: 'Item, row 1' })).toHaveValue('Helmet');
    expect(within(field('notes')).getByRole('textbox', { name: 'Notes' })).toHaveValue('Prefers mornings');
    expect(within(field('nickname')).getByRole('textbox', { name: 'Nickname' })).toHaveValue('');
    // The user's own properties (e-mail, phone, projects, skills, files) are not field values.
    expect(screen.queryByTestId('field-email')).not.toBeInTheDocument();
    expect(screen.queryByTestId('field-files')).not.toBeInTheDocument();

    await user.type(within(field('nickname')).getByRole('textbox', { name: 'Nickname' }), 'Noni');
    await user.click(within(field('items')).getByRole('button', { name: 'Add a row' }));
    await user.type(within(field('items')).getByRole('textbox', { name: 'Item, row 2' }), 'Gloves');
    await user.click(within(field('drivingLicense')).getByRole('switch', { name: 'Driving license' }));
    await user.click(within(field('cv')).getByRole('button', { name: 'Remove this file' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await putBodies(calls, '/v2/users/u-9')).toEqual([
      {
        fields: {
          drivingLicense: false,
          cv: null,
          items: [{ item: 'Helmet', quantity: '1', given: '2026-01-02' }, { item: 'Gloves', quantity: null, given: null }],
          nickname: 'Noni',
        },
      },
    ]);
  });

  it('reads right to left in Hebrew, the default fields named in Hebrew', async () => {
    editorApi('business_admin', makeUserDetail('u-9', 'inspector', { fields: { shoeSize: '42' } }), {}, { userFields: [...DEFAULT_USER_FIELDS] });
    await renderApp('/users/u-9', { language: 'he' });
    expect(await screen.findByRole('heading', { level: 1, name: 'פרטי משתמש' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('combobox', { name: 'מידת נעליים' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שמירה' })).toBeDisabled();
  });
});
