import { expect, test } from '@playwright/test';
import { apiToken, signInAsAdmin } from './helpers';

/**
 * The service worker (ADR 0045): once the app has been opened, a reload without a network boots
 * it from the worker's caches and opens a job from its cached GET; cached API answers are kept per
 * user and go on sign-out. The answering journey (three answers and a photo offline) builds on it.
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

  await context.setOffline(true);
  await page.reload();
  await expect(panel).toBeVisible();
  await context.setOffline(false);

  // Signing out deletes the user's cached API answers (the sign-in page's start-up call, asked with no token, is cached anew).
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(async () => (await apiCache(page)).filter((url) => !url.includes('__fieldwork_user=anon'))).toEqual([]);
});
