import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDaysTo,
  DEFAULT_SECURITY_FLAGS,
  skillExpirationStatus,
  todayIn,
  type Role,
  type Skill,
  type UserDetail,
  type UserSkill,
} from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeUserDetail, noNotifications } from '../testData';

const today = todayIn(new Date(), 'Asia/Jerusalem');
const day = (offset: number) => addDaysTo(today, offset);

function held(id: string, name: string, expiresOn: string | null, startsOn = day(-100)): UserSkill {
  return {
    _id: id,
    skillId: id,
    name,
    label: null,
    avatar: null,
    roles: [],
    startsOn,
    expiresOn,
    permanent: expiresOn === null,
    // As the server computes it, with the default 30-day window.
    expirationStatus: skillExpirationStatus(expiresOn, today, 30),
  };
}

function skill(id: string, name: string, roles: Role[] = []): Skill {
  return { _id: id, id, name, label: null, avatar: null, roles, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
}

const skillsPage = (docs: Skill[]) => ({ success: true, docs, totalDocs: docs.length, page: 1, limit: 100, totalPages: 1, totalExact: true });

function editorApi(viewer: ReturnType<typeof makeUser>, target: UserDetail, more: Record<string, Handler> = {}, flags: Partial<typeof DEFAULT_SECURITY_FLAGS> = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ security: { ...DEFAULT_SECURITY_FLAGS, ...flags } }),
    'GET /v2/users/me': () => viewer,
    'GET /v2/notifications': () => noNotifications,
    [`GET /v2/users/${target.id}`]: () => target,
    ...more,
  });
}

const section = () => screen.findByTestId('user-skills', {}, { timeout: 20_000 });
const bodies = (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  Promise.all(calls.filter((c) => c.method === method && c.path === path).map((c) => c.request.clone().json()));

describe("the user editor's skills", () => {
  it('colours each status around the thresholds, with words and dates, not colour alone', async () => {
    const target = makeUserDetail('u-9', 'inspector', {
      skills: [
        held('s-1', 'Expired yesterday', day(-1)),
        held('s-2', 'Last day today', day(0)),
        held('s-3', 'At the window', day(30)),
        held('s-4', 'Past the window', day(31)),
        held('s-5', 'For good', null),
      ],
    });
    editorApi(makeUser('project_manager'), target);
    await renderApp('/users/u-9');
    const list = within(await section()).getByRole('list', { name: 'Skills of Noa Bar' });
    const chip = (id: string) => within(within(list).getByTestId(`user-skill-${id}`)).getByTestId('skill-status');
    const [dd, mm, yy] = [day(-1).slice(8, 10), day(-1).slice(5, 7), day(-1).slice(2, 4)];
    expect(chip('s-1')).toHaveAttribute('data-color', 'red');
    expect(chip('s-1')).toHaveTextContent(`Expired ${dd}/${mm}/${yy}`);
    expect(chip('s-2')).toHaveAttribute('data-color', 'yellow');
    expect(chip('s-2')).toHaveTextContent(/^Expires /);
    expect(chip('s-3')).toHaveAttribute('data-color', 'yellow');
    expect(chip('s-4')).toHaveAttribute('data-color', 'green');
    expect(chip('s-4')).toHaveTextContent(/^Valid until /);
    expect(chip('s-5')).toHaveAttribute('data-color', 'green');
    expect(chip('s-5')).toHaveTextContent('Permanent');
    // A project manager without the manage-skills permission reads them only.
    expect(within(await section()).queryByRole('button', { name: 'Add a skill' })).not.toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('is hidden from an inspector while hideSkillsFromInspector is on', async () => {
    const me = makeUser('inspector', { id: 'u-9', _id: 'u-9' });
    editorApi(me, makeUserDetail('u-9', 'inspector'), {}, { hideSkillsFromInspector: true });
    await renderApp('/profile');
    expect(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('user-skills')).not.toBeInTheDocument();
  });

  it('is hidden from everyone while the skills app is off', async () => {
    mockApi({
      'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['files', 'projects']) }),
      'GET /v2/users/me': () => makeUser('business_admin'),
      'GET /v2/notifications': () => noNotifications,
      'GET /v2/users/u-9': () => makeUserDetail('u-9', 'inspector'),
    });
    await renderApp('/users/u-9');
    expect(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('user-skills')).not.toBeInTheDocument();
  });

  it('says when the user has none', async () => {
    editorApi(makeUser('business_admin'), makeUserDetail('u-9', 'inspector'));
    await renderApp('/users/u-9');
    expect(within(await section()).getByTestId('no-skills')).toHaveTextContent('No skills yet.');
  });

  it('adds a skill picked among those given to the role, with a start and an expiry date', async () => {
    const target = makeUserDetail('u-9', 'inspector', { skills: [held('s-1', 'Ladder', null)] });
    const { calls } = editorApi(makeUser('business_admin'), target, {
      'GET /v2/skills': () => skillsPage([skill('s-1', 'Ladder'), skill('s-2', 'Crane', ['inspector'])]),
      'POST /v2/skills/user/u-9': () => ({ success: true, userId: 'u-9', skills: [held('s-2', 'Crane', day(60), day(1)), held('s-1', 'Ladder', null)] }),
    });
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    await user.click(within(await section()).getByRole('button', { name: 'Add a skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a skill' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Skill' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    // The one held already is not offered again.
    expect(options).toEqual(['Crane']);
    await user.click(screen.getByRole('option', { name: 'Crane' }));
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue(today);
    fireEvent.change(within(dialog).getByLabelText(/Start date/), { target: { value: day(1) } });
    await user.click(within(dialog).getByRole('switch', { name: 'Permanent (no expiry date)' }));
    fireEvent.change(within(dialog).getByLabelText(/Expiry date/), { target: { value: day(60) } });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Crane added.')).toBeInTheDocument();
    expect(await bodies(calls, 'POST', '/v2/skills/user/u-9')).toEqual([{ skills: [{ skillId: 's-2', startsOn: day(1), expiresOn: day(60) }] }]);
    const picker = calls.find((c) => c.path === '/v2/skills')!;
    expect(Object.fromEntries(new URL(picker.request.url).searchParams)).toMatchObject({ limit: '100', role: 'inspector' });
    expect(await within(await section()).findByTestId('user-skill-s-2')).toHaveTextContent('Crane');
  });

  it('holds an expiry before the start, and keeps what was typed when the server refuses', async () => {
    const target = makeUserDetail('u-9', 'inspector', { skills: [held('s-1', 'Ladder', day(40), day(-10))] });
    editorApi(makeUser('business_admin'), target, {
      'POST /v2/skills/s-1/expiration/u-9': () =>
        json({ statusCode: 400, error: 'Bad Request', code: 'validation_failed', message: 'The expiry date cannot be before the start date' }, 400),
    });
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    await user.click(within(await section()).getByRole('button', { name: 'Change the dates of Ladder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dates of Ladder' });
    const expiry = within(dialog).getByLabelText(/Expiry date/);
    expect(expiry).toHaveValue(day(40));
    fireEvent.change(expiry, { target: { value: day(-20) } });
    expect(within(dialog).getByText('The expiry date cannot be before the start date')).toBeInTheDocument();
    fireEvent.change(expiry, { target: { value: day(5) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('skill-save-error')).toHaveTextContent('The expiry date cannot be before the start date');
    expect(within(dialog).getByLabelText(/Expiry date/)).toHaveValue(day(5));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks before removing a skill, and removes nothing when cancelled', async () => {
    const target = makeUserDetail('u-9', 'inspector', { skills: [held('s-1', 'Ladder', null), held('s-2', 'Crane', day(10))] });
    const { calls } = editorApi(makeUser('business_admin'), target, {
      'DELETE /v2/skills/user/u-9/s-2': () => ({ success: true, userId: 'u-9', skills: [held('s-1', 'Ladder', null)] }),
    });
    const user = userEvent.setup();
    await renderApp('/users/u-9');
    await user.click(within(await section()).getByRole('button', { name: 'Remove Crane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this skill?' });
    expect(dialog).toHaveTextContent('Crane will no longer be among the skills of Noa Bar.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Crane' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this skill?' })).getByRole('button', { name: 'Remove skill' }));
    expect(await screen.findByText('Crane removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('user-skill-s-2')).not.toBeInTheDocument());
    expect(screen.getByTestId('user-skill-s-1')).toBeInTheDocument();
  });

  it('reads right to left in Hebrew, with the statuses in words', async () => {
    editorApi(makeUser('business_admin'), makeUserDetail('u-9', 'inspector', { skills: [held('s-5', 'Forklift', null)] }));
    await renderApp('/users/u-9', { language: 'he' });
    const shown = await section();
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(shown).getByRole('heading', { name: 'כישורים' })).toBeInTheDocument();
    expect(within(shown).getByTestId('skill-status')).toHaveTextContent('קבוע');
    expect(within(shown).getByRole('button', { name: 'הוספת כישור' })).toBeInTheDocument();
  });
});
