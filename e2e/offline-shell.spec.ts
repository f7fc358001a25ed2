import { expect, test } from '@playwright/test';
import { apiToken, goOffline, goOnline, signInAsAdmin } from './helpers';

/**
 * The service worker (ADR 0045): once the app has been opened, a reload without a network boots
 * it from the worker's caches and opens a job from its cached GET; cached API answers are kept per
 * user and go on sign-out. The answering journey (three answers and a photo offline, answering-offline.spec.ts) builds on it.
 */
test.use({ serviceWorkers: 'allow' });

const apiCache = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => ((await caches.has('fieldwork-api')) ? (await (await caches.open('fieldwork-api')).keys()).map((r) => r.url) : []));

test('offline: the app boots from the service worker and reopens a job it has seen', async ({ page, context, request }) => {
  await signInAsAdmin(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // The start-up calls go once more through the worker when it first takes the page.
  await expect.poll(async () => (await apiCache(page)).some((url) => url.includes('/v2/users/me?'))).toBe(true);

  const token = await apiToken(request, 'admin@demo.test');
  const list = await request.get('/v2/jobs?search=3&page_size=20', { headers: { authorization: `Bearer ${token}` } });
  const three = ((await list.json()) as { docs: Array<{ _id: string; ID: number }> }).docs.find((j) => j.ID === 3)!;
  await page.goto(`/jobs/${three._id}`);
  const panel = page.getByRole('heading', { name: 'Job #3' });
  await expect(panel).toBeVisible();
  const cached = await apiCache(page);
  expect(cached.some((url) => url.includes(`/v2/jobs/${three._id}?__fieldwork_user=`))).toBe(true);
  expect(cached.every((url) => !url.includes('__fieldwork_user=anon') || url.includes('/v2/apps/bootstrap'))).toBe(true);

  const others = await request.get('/v2/jobs?page_size=5', { headers: { authorization: `Bearer ${token}` } });
  await goOffline(context);
  await page.reload();
  await expect(panel).toBeVisible();
  // It came from the cache: a job not opened before cannot be had now.
  const unseen = ((await others.json()) as { docs: Array<{ _id: string }> }).docs.find((j) => j._id !== three._id)!;
  const reached = await page.evaluate(async ({ id, token }) => {
    try {
      return (await fetch(`/v2/jobs/${id}`, { headers: { Authorization: `Bearer ${token}` } })).status;
    } catch {
      return 'no network';
    }
  }, { id: unseen._id, token: await page.evaluate(() => JSON.parse(window.localStorage.getItem('fieldwork.session') ?? '{}').accessToken as string) });
  expect(reached).toBe('no network');
  await goOnline(context);

  // Signing out deletes the user's cached API answers (the sign-in page's start-up call, asked with no token, is cached anew).
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(async () => (await apiCache(page)).filter((url) => !url.includes('__fieldwork_user=anon'))).toEqual([]);
});
