import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { DEMO_PASSWORD } from './helpers';

// What a phone downloads on its first visit: precompressed scripts, catalogues in the user's
// language only, and no source map anywhere.

/** Every script response of loading `path` on a fresh page, until the screen's heading shows. */
async function scriptsOf(page: Page, path: string): Promise<Response[]> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts;
}

const catalogues = (scripts: Response[]) =>
  scripts.map((r) => /\/i18n-([a-z]+)-([a-z]+)-/.exec(r.url())).filter(Boolean).map((m) => `${m![1]}.${m![2]}`).sort();

test('/auth in English: brotli scripts, the English shell and sign-in strings only, no source maps', async ({ page, request }) => {
  const scripts = await scriptsOf(page, '/auth');
  expect(catalogues(scripts)).toEqual(['auth.en', 'shell.en']);
  for (const response of scripts) {
    const headers = await response.allHeaders();
    expect({ url: response.url(), encoding: headers['content-encoding'] }).toEqual({ url: response.url(), encoding: 'br' });
    expect(headers.vary).toMatch(/accept-encoding/i);
    const text = await response.text();
    expect(text).not.toContain('sourceMappingURL');
  }
  for (const response of scripts.slice(0, 3)) {
    const map = await request.get(`${new URL(response.url()).pathname}.map`);
    expect(map.status()).toBe(404);
  }
});

test('/dashboard for a Hebrew user: only Hebrew catalogues, loaded with the layout and the screen', async ({ page, request }) => {
  const token = await request.post('/v2/users/token', {
    form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, client_id: 'web', client_secret: 'web-secret' },
  });
  const { access_token, refresh_token } = (await token.json()) as { access_token: string; refresh_token?: string };
  await page.goto('/health');
  await page.evaluate(
    (session) => {
      window.localStorage.setItem('fieldwork.language', 'he');
      window.localStorage.setItem('fieldwork.session', JSON.stringify(session));
    },
    { accessToken: access_token, refreshToken: refresh_token ?? null },
  );
  const scripts = await scriptsOf(page, '/dashboard');
  expect(catalogues(scripts)).toEqual(['dashboard.he', 'notifications.he', 'shell.he']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("the shell's strings never arriving end in a screen that says so, and trying again brings the app", async ({ page }) => {
  // A weak network: the first request for the shell's strings gets no answer at all.
  const shellStrings = /\/i18n-shell-en-[^/]*\.js$/;
  let answer = false;
  await page.route(shellStrings, (route) => (answer ? route.continue() : undefined));
  await page.goto('/auth');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'We could not load your workspace' })).toBeVisible({ timeout: 25_000 });

  answer = true;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'We could not load your workspace' })).toHaveCount(0);
});

test("the app's code failing to arrive ends in a screen that says so, in the user's language, and trying again brings the app", async ({ page }) => {
  // A weak network: the request for the app's start-up code fails (the entry loads it after the splash).
  const startCode = /\/assets\/start-[^/]*\.js$/;
  let answer = false;
  await page.route(startCode, (route) => (answer ? route.continue() : route.abort('connectionfailed')));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not load your workspace' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'the load failure screen' });

  await page.evaluate(() => window.localStorage.setItem('fieldwork.language', 'he'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'לא הצלחנו לטעון את סביבת העבודה' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page, { label: 'the load failure screen in Hebrew' });

  answer = true;
  await page.getByRole('button', { name: 'ניסיון נוסף' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'כניסה' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'לא הצלחנו לטעון את סביבת העבודה' })).toHaveCount(0);
});
