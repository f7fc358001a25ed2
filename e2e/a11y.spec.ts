import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { DEMO_PASSWORD } from './helpers';

// Every built screen, in English and in Hebrew (right to left), at desktop width and on a phone:
// no serious or critical axe-core violation. English is walked at desktop width and Hebrew on a
// 390 px phone: both languages and both layouts, in half the time of every combination (CI has
// 30 minutes on a 2-core machine, and this walk was a third of the journeys' time). A new screen joins by adding its path here; a spec
// of its own can call expectNoSeriousA11yViolations(page) as well.
// Without a link's token /custom_signup and /reset_password show their "expired" notice, and /signup
// says accounts are made by invitation; /forgot_password is a form.
const SIGNED_OUT = ['/auth', '/privacy_and_tou', '/signup', '/forgot_password', '/custom_signup', '/reset_password'];
const SIGNED_IN = [
  '/dashboard',
  '/profile',
  '/settings',
  '/settings/apps',
  '/files',
  '/tos',
  '/error/500',
  '/no-such-page', // the 404 page
  '/users',
  '/projects',
  '/jobs',
  '/settings/statuses',
  '/settings/security',
  '/settings/skills',
  '/settings/project-fields',
];

/** The job type screens' words the walk finds its way by, in each language. */
const JOB_TYPE_WORDS = {
  en: {
    saveAsTemplate: 'Save as template',
    questions: 'Questions',
    questionForm: /^Question \d+$/,
    pathRules: 'Path rules',
    close: 'Close',
    addQuestion: 'Add question',
    steps: 'Steps',
    computer: 'Computer',
    createNew: 'Create new',
    jobType: /^Job type/,
    fromTemplate: 'From a template',
    jobTypeName: 'Job type name',
  },
  he: {
    saveAsTemplate: 'שמירה כתבנית',
    questions: 'שאלות',
    questionForm: /^שאלה \d+$/,
    pathRules: 'כללי מסלול',
    close: 'סגירה',
    addQuestion: 'הוספת שאלה',
    steps: 'שלבים',
    computer: 'מחשב',
    createNew: 'יצירה חדשה',
    jobType: /^סוג משימה/,
    fromTemplate: 'מתבנית',
    jobTypeName: 'שם סוג המשימה',
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WALKS = [
  { name: 'desktop', viewport: DESKTOP, language: 'en' },
  { name: 'phone', viewport: PHONE, language: 'he' },
] as const;

/** Stores the language (and a session) the way the app does, on a page that loads no script. */
async function prepare(page: Page, language: string, session?: { accessToken: string; refreshToken: string | null }) {
  await page.goto('/health');
  await page.evaluate(
    ({ language, session }) => {
      window.localStorage.clear();
      window.localStorage.setItem('fieldwork.language', language);
      if (session) window.localStorage.setItem('fieldwork.session', JSON.stringify(session));
    },
    { language, session },
  );
}

async function open(page: Page, path: string, language: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const { name, viewport, language } of WALKS) {
  test.describe(`accessibility, ${language}, ${name}`, () => {
    test.use({ viewport });

    test('signed-out screens', async ({ page }) => {
      await prepare(page, language);
      for (const path of SIGNED_OUT) {
        await open(page, path, language);
        await expectNoSeriousA11yViolations(page, { soft: true });
      }
    });

    test('signed-in screens, the notification panel and the profile menu', async ({ page, request }) => {
      // Some twenty screens, each loaded and scanned: on a slow 2-core machine a minute is not enough.
      test.setTimeout(180_000);
      const token = await request.post('/v2/users/token', {
        form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, client_id: 'web', client_secret: 'web-secret' },
      });
      expect(token.ok()).toBe(true);
      const { access_token, refresh_token } = (await token.json()) as { access_token: string; refresh_token?: string };
      await prepare(page, language, { accessToken: access_token, refreshToken: refresh_token ?? null });

      for (const path of SIGNED_IN) {
        await open(page, path, language);
        await expectNoSeriousA11yViolations(page, { soft: true });
      }

      // A project's page, on the demo project the demo client is a client of.
      const projects = await request.get('/v2/projects/all?search=Harbour%20Tower', { headers: { authorization: `Bearer ${access_token}` } });
      const harbour = ((await projects.json()) as Array<{ _id: string; name: string }>).find((p) => p.name === 'Harbour Tower')!;
      await open(page, `/project/view/${harbour._id}`, language);
      await expectNoSeriousA11yViolations(page, { label: 'the project view', soft: true });

      // The user editor, on the demo project manager.
      const people = await request.get('/v2/users?search=manager%40demo.test', { headers: { authorization: `Bearer ${access_token}` } });
      const manager = ((await people.json()) as { docs: Array<{ _id: string; email: string }> }).docs.find((u) => u.email === 'manager@demo.test')!;
      await open(page, `/users/${manager._id}`, language);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: 'the user editor', soft: true });

      await open(page, '/dashboard', language);
      await page.getByTestId('notification-bell').click();
      await expect(page.getByRole('presentation').getByRole('heading', { level: 3 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: 'the notification panel', soft: true });
      await page.keyboard.press('Escape');

      await page.locator('header button[aria-haspopup="menu"]').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: 'the profile menu', soft: true });
      await page.keyboard.press('Escape');

      if (name === 'phone') {
        await page.getByTestId('menu-toggle').click();
        await expect(page.getByTestId('side-menu-mobile')).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: 'the side menu drawer', soft: true });
      }
    });

    test('the job type screens: settings, the builder and its preview, and the job type wizard', async ({ page, request }) => {
      // Some fifteen axe runs: the builder, an open question, its preview step by step, the wizard.
      test.setTimeout(240_000);
      const t = JOB_TYPE_WORDS[language];
      const token = await request.post('/v2/users/token', {
        form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, client_id: 'web', client_secret: 'web-secret' },
      });
      const { access_token, refresh_token } = (await token.json()) as { access_token: string; refresh_token?: string };
      const headers = { authorization: `Bearer ${access_token}` };

      // A job type from the site safety starter: steps, yes/no questions with jumps, a list, a date, a stepper, a signature.
      const templates = await request.get(`/v2/jobtype/templates?language=${language}`, { headers });
      const starter = ((await templates.json()) as { data: Array<{ _id: string; icon: string; starter: boolean }> }).data.find((c) => c.starter && c.icon === 'safety')!;
      const made = await request.post(`/v2/jobtype/template/${starter._id}`, { headers, data: { name: `Accessibility walk ${language} ${name} ${Date.now()}` } });
      expect(made.status(), await made.text()).toBe(201);
      const jobType = (await made.json()) as { _id: string; questions: Array<{ title: string; settings: { path?: unknown[] } }> };

      try {
        await prepare(page, language, { accessToken: access_token, refreshToken: refresh_token ?? null });
        for (const path of ['/job_type/new', `/job_type/settings/${jobType._id}`]) {
          await open(page, path, language);
          await expectNoSeriousA11yViolations(page, { soft: true });
        }
        await page.getByRole('button', { name: t.saveAsTemplate, exact: true }).click();
        await expect(page.getByRole('dialog', { name: t.saveAsTemplate })).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: 'the save-as-template dialog', soft: true });
        await page.keyboard.press('Escape');

        // The builder (on a desktop with the first question open), then a question with a path rule
        // (on a phone, in the editor's full-screen panel), then the add-question menu.
        await open(page, `/job_type/editor/${jobType._id}`, language);
        await expect(page.getByRole('list', { name: t.questions, exact: true })).toBeVisible();
        if (name === 'desktop') await expect(page.getByRole('form', { name: t.questionForm })).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: 'the questionnaire builder', soft: true });
        const jumping = jobType.questions.find((q) => (q.settings.path?.length ?? 0) > 0)!;
        await page
          .getByRole('list', { name: t.questions, exact: true })
          .getByRole('button', { name: new RegExp(`^${t.questionForm.source.slice(1, -1)}: ${escape(jumping.title)}$`) })
          .click();
        await expect(page.getByRole('region', { name: t.pathRules, exact: true }).getByRole('listitem').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: 'the question editor with a path rule', soft: true });
        if (name === 'phone') {
          await page.getByRole('button', { name: t.close, exact: true }).click();
          await expect(page.getByRole('form', { name: t.questionForm })).toHaveCount(0);
        }
        await page.getByRole('button', { name: t.addQuestion, exact: true }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: 'the add-question menu', soft: true });
        await page.keyboard.press('Escape');

        // The preview: each step as a phone shows it, then as a computer does.
        await open(page, `/job_type/editor/${jobType._id}?view=preview`, language);
        const steps = page.getByRole('tablist', { name: t.steps }).getByRole('tab');
        const count = await steps.count();
        expect(count).toBeGreaterThan(1);
        for (let i = 0; i < count; i++) {
          await steps.nth(i).click();
          await expect(steps.nth(i)).toHaveAttribute('aria-selected', 'true');
          await expectNoSeriousA11yViolations(page, { label: `the questionnaire preview, step ${i + 1}`, soft: true });
        }
        await page.getByRole('button', { name: t.computer, exact: true }).click();
        await expect(page.getByRole('button', { name: t.computer, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await expectNoSeriousA11yViolations(page, { label: 'the questionnaire preview on a computer', soft: true });

        // Create new → Job type: the template cards, then a template's name step.
        await open(page, '/dashboard', language);
        if (name === 'phone') await page.getByTestId('menu-toggle').click();
        await page.getByTestId('side-menu-createNew').click();
        // On a phone the menu drawer, still closing, is a dialog too: Create new's is the one named so.
        await page.getByRole('dialog', { name: t.createNew }).getByRole('button', { name: t.jobType }).click();
        const wizard = page.getByTestId('create-new').getByRole('dialog');
        await expect(wizard.getByRole('heading', { name: t.fromTemplate })).toBeVisible();
        await expect(wizard.getByRole('listitem').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, { label: 'the job type wizard', soft: true });
        await wizard.getByRole('listitem').first().getByRole('button').first().click();
        await expect(wizard.getByRole('textbox', { name: t.jobTypeName, exact: true })).toBeFocused();
        await expectNoSeriousA11yViolations(page, { label: "the job type wizard's name step", soft: true });
      } finally {
        await request.delete(`/v2/jobtype/${jobType._id}`, { headers });
      }
    });

    test("the sys_admin's mail page, with a test mail open", async ({ page, request }) => {
      const token = await request.post('/v2/users/token', {
        form: { grant_type: 'password', username: 'sysadmin@demo.test', password: DEMO_PASSWORD, client_id: 'web', client_secret: 'web-secret' },
      });
      const { access_token, refresh_token } = (await token.json()) as { access_token: string; refresh_token?: string };
      const sent = await request.post('/v2/mails/test', { headers: { authorization: `Bearer ${access_token}` }, data: {} });
      expect(sent.status()).toBe(202);
      await prepare(page, language, { accessToken: access_token, refreshToken: refresh_token ?? null });
      await open(page, '/mails', language);
      await expectNoSeriousA11yViolations(page, { soft: true });
    });
  });
}
