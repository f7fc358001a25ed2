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

  await page.getByRole('switch', { name: /^Files/ }).click();
  await expect(page.getByRole('switch', { name: /^Files/ })).toBeChecked();
  await expect(filesEntry).toBeVisible();
});
