import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobTypeTemplateCard, Role, ToggleKey } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeJobType, makeQuestion, makeTemplateCard, noNotifications, uuidOf } from '../testData';
import { orderTemplates } from './TemplateCards';

const saved = makeTemplateCard('tpl-saved', 'Our roof check', { description: 'Made from our roof job type', questionCount: 12, icon: 'home' });
const safety = makeTemplateCard('tpl-safety', 'Site safety inspection', {
  description: 'Scaffolding, fencing, signs and first aid on a building site.',
  questionCount: 18,
  icon: 'safety',
  starter: true,
  language: 'en',
  canBeDeleted: false,
});
const extinguisher = makeTemplateCard('tpl-fire', 'Fire extinguisher check', { questionCount: 1, icon: 'fire_extinguisher', starter: true, language: 'en' });

function api({ role = 'business_admin' as Role, apps = ['projects', 'templates'] as ToggleKey[], templates = [saved, safety, extinguisher] as JobTypeTemplateCard[] | (() => unknown), more = {} as Record<string, Handler> } = {}) {
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(apps) }),
    'GET /v2/users/me': () => makeUser(role),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/jobtype': () => ({ success: true, data: [] }),
    'GET /v2/jobtype/templates': typeof templates === 'function' ? templates : () => ({ success: true, data: templates }),
    ...more,
  });
}

async function openWizard(language = 'en') {
  const view = await renderApp('/dashboard', { language });
  await userEvent.click(await screen.findByTestId('side-menu-createNew', {}, { timeout: 20_000 }));
  await userEvent.click(await screen.findByTestId('create-jobType'));
  return { ...view, dialog: await screen.findByTestId('create-new') };
}

const cardTitles = () => within(screen.getByTestId('template-cards')).getAllByRole('listitem').map((li) => li.querySelector('bdi')?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the job type wizard', () => {
  it('creates a job type from a template: its card, the name (prefilled), then the final step', async () => {
    const created = makeJobType(uuidOf('jt7'), 'Site safety, north yard', { questions: [makeQuestion('bool'), makeQuestion('text')] });
    const { calls } = api({ more: { 'POST /v2/jobtype/template/tpl-safety': () => created } });
    const user = userEvent.setup();
    const { router } = await openWizard();
    expect(await screen.findByRole('heading', { name: 'From a template' })).toBeInTheDocument();
    // Starter templates in the interface's language first, then the saved ones.
    await waitFor(() => expect(cardTitles()).toEqual(['Site safety inspection', 'Fire extinguisher check', 'Our roof check']));
    const card = screen.getByTestId('template-tpl-safety');
    expect(card).toHaveTextContent('Scaffolding, fencing, signs and first aid on a building site.');
    expect(card).toHaveTextContent('18 questions');
    expect(screen.getByTestId('template-tpl-fire')).toHaveTextContent('1 question');
    expect(calls.find((c) => c.path === '/v2/jobtype/templates')?.request.url).toContain('language=en');

    await user.click(within(card).getByRole('button', { name: /Site safety inspection/ }));
    const name = await screen.findByRole('textbox', { name: 'Job type name' });
    expect(name).toHaveValue('Site safety inspection');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 2 of 3');
    await user.clear(name);
    await user.type(name, 'Site safety, north yard');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const done = await screen.findByTestId('job-type-created');
    expect(done).toHaveTextContent('The job type was created');
    expect(done).toHaveTextContent('Site safety, north yard\u2069 is ready with 2 questions.');
    const call = calls.find((c) => c.method === 'POST' && c.path === '/v2/jobtype/template/tpl-safety')!;
    expect(await call.request.clone().json()).toEqual({ name: 'Site safety, north yard' });
    expect(screen.getByRole('link', { name: 'Go to the home screen' })).toHaveAttribute('href', '/dashboard');

    await user.click(screen.getByRole('link', { name: 'Open the editor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job_type/editor/${created._id}`));
    expect(screen.queryByTestId('create-new')).not.toBeInTheDocument();
  });

  it('offers to create another from the final step', async () => {
    api({ more: { 'POST /v2/jobtype/template/tpl-saved': () => makeJobType(uuidOf('jt8'), 'Our roof check') } });
    const user = userEvent.setup();
    await openWizard();
    await user.click(await screen.findByRole('button', { name: /^Our roof check/ }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Create another' }));
    expect(await screen.findByTestId('template-cards')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Step 1 of 3');
  });

  it("keeps the name when the server refuses, with its words under it", async () => {
    api({ more: { 'POST /v2/jobtype/template/tpl-saved': () => json({ statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Template not found' }, 404) } });
    const user = userEvent.setup();
    await openWizard();
    await user.click(await screen.findByRole('button', { name: /^Our roof check/ }));
    const name = screen.getByRole('textbox', { name: 'Job type name' });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Template not found');
    expect(name).toHaveValue('Our roof check 2');
  });

  it('starts a blank job type on /job_type/new', async () => {
    api();
    const user = userEvent.setup();
    const { router } = await openWizard();
    await user.click(await screen.findByTestId('job-type-blank'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/job_type/new'));
    expect(screen.queryByTestId('create-new')).not.toBeInTheDocument();
  });

  it('deletes a template after asking; a starter that cannot be deleted offers no delete', async () => {
    let templates = [saved, safety];
    const { calls } = api({
      templates: () => ({ success: true, data: templates }),
      more: {
        'DELETE /v2/jobtype/tpl-saved/template': () => {
          templates = [safety];
          return { success: true };
        },
      },
    });
    const user = userEvent.setup();
    await openWizard();
    await screen.findByTestId('template-cards');
    expect(within(screen.getByTestId('template-tpl-safety')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the template Our roof check' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the template?' });
    await user.click(within(confirm).getByTestId('confirm-delete-template'));
    await waitFor(() => expect(screen.queryByTestId('template-tpl-saved')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v2/jobtype/tpl-saved/template')).toBe(true);
  });

  it('offers only blank without the templates app, and asks for no templates', async () => {
    const { calls } = api({ apps: ['projects'] });
    await openWizard();
    expect(await screen.findByTestId('job-type-blank')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'From a template' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/jobtype/templates')).toBe(false);
  });

  it('reads in Hebrew, right to left, with the Hebrew starter templates first', async () => {
    const hebrew = makeTemplateCard('tpl-he', 'מסירת דירה', { starter: true, language: 'he', questionCount: 2, canBeDeleted: false });
    const { calls } = api({ templates: [saved, hebrew] });
    await openWizard('he');
    expect(await screen.findByRole('heading', { name: 'מתבנית' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['מסירת דירה', 'Our roof check']));
    expect(screen.getByTestId('template-tpl-he')).toHaveTextContent('שתי שאלות');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(calls.find((c) => c.path === '/v2/jobtype/templates')?.request.url).toContain('language=he');
  });
});

describe('ordering template cards', () => {
  it('puts starters of the language first, saved ones next, other starters last, keeping each group in order', () => {
    const other = makeTemplateCard('x', 'Other language', { starter: true, language: 'he' });
    expect(orderTemplates([saved, other, safety, extinguisher], 'en').map((c) => c._id)).toEqual(['tpl-safety', 'tpl-fire', 'tpl-saved', 'x']);
  });
});
