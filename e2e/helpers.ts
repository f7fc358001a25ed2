import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-Pass-1';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
  const login = await request.post('/v2/users/token', {
    form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, client_id: 'web', client_secret: 'web-secret' },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const cleared = await request.post(`/v2/apps/client/state/${list}`, { headers: { authorization: `Bearer ${token}` }, data: { state: null } });
  expect(cleared.ok()).toBe(true);
}
