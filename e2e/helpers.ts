import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-Pass-1';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sign-in form's labels in a journey's language. */
export interface SignInLabels {
  email: string;
  password: string;
  signIn: string;
}

/** Signs in through the form in the page's language and waits for the dashboard. */
export async function signInAs(page: Page, t: SignInLabels, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A fresh browser storage in the journey's language, the way the app keeps it. */
export async function useLanguage(page: Page, language: string) {
  await page.goto('/favicon.svg');
  await page.evaluate((lang) => {
    window.localStorage.clear();
    window.localStorage.setItem('fieldwork.language', lang);
  }, language);
}

/** Opens the side menu's entry: on a phone the menu is a drawer behind the menu button. */
export async function openMenuEntry(page: Page, phone: boolean, testId: string) {
  if (phone) await page.getByTestId('menu-toggle').click();
  await page.getByTestId(testId).click();
}

/** An access token through the real token call. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/v2/users/token', {
    form: { grant_type: 'password', username: email, password, client_id: 'web', client_secret: 'web-secret' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Clears the admin's saved default filters of a list through the API, so that a journey that
 * saved one and stopped half-way leaves no filter on the next journey's list.
 */
export async function clearListDefault(request: APIRequestContext, list: string) {
  const token = await apiToken(request, 'admin@demo.test');
  const cleared = await request.post(`/v2/apps/client/state/${list}`, { headers: { authorization: `Bearer ${token}` }, data: { state: null } });
  expect(cleared.ok()).toBe(true);
}

/** A mail the API sent through the suite's SMTP server (e2e/mailbox.mjs). */
export interface ReceivedMail {
  to: string[];
  from: string | null;
  subject: string;
  text: string;
  html: string;
  date: string;
}

const MAILBOX_URL = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 3026}`;

/** The newest mail to `address` that `match` accepts, waiting for it to arrive (the mailer sends after the commit). */
export async function waitForMail(address: string, match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${MAILBOX_URL}/mails?to=${encodeURIComponent(address)}`);
    const mails = (await res.json()) as ReceivedMail[];
    const found = mails.filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms (${mails.length} other mails to it)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link of a mail's text that starts with `prefix` (a path such as /custom_signup). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/**
 * Clears the language saved on a demo user's profile (issue 10: the profile's language wins on
 * every device), so that a journey that chose one leaves the next journey its own.
 */
export async function clearSavedLanguage(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const token = await apiToken(request, email, password);
  const me = (await (await request.get('/v2/users/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string };
  const cleared = await request.put(`/v2/users/${me.id}`, { headers: { authorization: `Bearer ${token}` }, data: { language: null } });
  expect(cleared.ok(), await cleared.text()).toBe(true);
}

/**
 * Offline for the page and for the service worker: Chromium's offline emulation does not reach a
 * worker's own fetches (playwright#2311), so those are refused here as a dropped network would.
 * The config turns on the worker's network events (PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll();
  await context.setOffline(false);
}
