import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers';

test('an admin turns the files app off and on, and the Files menu entry follows', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/settings/apps');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const filesEntry = nav.getByRole('link', { name: 'Files' });
  const filesSwitch = page.getByRole('switch', { name: /^Files/ });
  await expect(filesSwitch).toBeChecked();
  await expect(filesEntry).toBeVisible();

  await filesSwitch.click();
  await expect(filesSwitch).not.toBeChecked();
  await expect(filesEntry).toHaveCount(0);

  // Saved on the server, not only in this page.
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Files/ })).not.toBeChecked();
  await expect(filesEntry).toHaveCount(0);

  // /files says the app is off and offers the way back; the API refuses the file browser too.
  await page.goto('/files');
  await expect(page.getByRole('heading', { name: 'Files is switched off' })).toBeVisible();
  const list = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('fieldwork.session') ?? 'null') as { accessToken?: string } | null;
    const res = await fetch('/v2/asset?page_size=5', { headers: { authorization: `Bearer ${session?.accessToken ?? ''}` } });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code };
  });
  expect(list).toEqual({ status: 403, code: 'toggle_disabled' });
  await page.getByRole('link', { name: 'Open the apps settings' }).click();
  await expect(page).toHaveURL(/\/settings\/apps$/);

  await page.getByRole('switch', { name: /^Files/ }).click();
  await expect(page.getByRole('switch', { name: /^Files/ })).toBeChecked();
  await expect(filesEntry).toBeVisible();
});
