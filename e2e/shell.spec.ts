import { expect, test } from '@playwright/test';
import { clearSavedLanguage, signIn, signInAsAdmin } from './helpers';

test.afterEach(async ({ request }) => {
  // Switching the language saves it on the admin's profile; the next journeys choose their own.
  await clearSavedLanguage(request, 'admin@demo.test');
});

test('an admin signs in, sees the dashboard and menu, switches to Hebrew and signs out', async ({ page }) => {
  await signInAsAdmin(page);

  await expect(page.getByTestId('dashboard-greeting')).toContainText('Hello');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const entry of ['Dashboard', 'Jobs', 'Projects', 'Users', 'Reports', 'Files']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByTestId('language-he').click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'לוח בקרה' })).toBeVisible();

  await page.getByRole('button', { name: 'תפריט החשבון' }).click();
  await page.getByTestId('profile-menu-logout').click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'כניסה' })).toBeVisible();

  // Signed out for real: the main layout sends the visitor back to sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the chosen language is saved on the profile: another browser signing in gets it', async ({ browser, page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByTestId('language-he').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAsAdmin(other);
  await expect(other.locator('html')).toHaveAttribute('lang', 'he');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await elsewhere.close();
});

test('a wrong password shows the catalogue message and keeps the typed e-mail', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username and or password');
  await expect(page.getByLabel('Email')).toHaveValue('admin@demo.test');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile drawer carries the menu, Settings and Logout', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('side-menu-mobile');
    await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
    await drawer.getByTestId('side-menu-logout').click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('the OpenAPI page renders the API, generated from the contracts', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/v2/documentation');
  await expect(page.getByRole('heading', { name: /Fieldwork API/ })).toBeVisible();
  await expect(page.getByText('/v2/users/token', { exact: true })).toBeVisible();
  await expect(page.getByText('/v2/asset/upload', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
