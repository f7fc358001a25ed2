import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { DEMO_PASSWORD } from './helpers';

// Every built screen, in English and in Hebrew (right to left), at desktop width and on a phone:
// no serious or critical axe-core violation. A new screen joins by adding its path here; a spec
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
  '/settings/skills',
  '/settings/project-fields',
];

const LANGUAGES = ['en', 'he'] as const;
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

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

for (const { name, viewport } of WIDTHS) {
  for (const language of LANGUAGES) {
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
}
