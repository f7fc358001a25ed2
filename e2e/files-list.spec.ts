import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { clearListDefault, signInAsAdmin } from './helpers';

/**
 * /files as a grid list (issue 9): filter by kind, save it as the default, find it applied after a
 * reload, open a row in the right panel, select three files and download them as one zip; then the
 * same on a 390 px phone in Hebrew, where the list scrolls instead of paging.
 */

const PHOTO = readFileSync(join(__dirname, 'fixtures/photo.jpg'));
const PLAN = readFileSync(join(__dirname, 'fixtures/plan.pdf'));

interface Texts {
  search: string;
  filters: RegExp;
  filterTitle: string;
  pdf: string;
  saveDefault: string;
  defaultSaved: string;
  clearDefault: string;
  cancel: string;
  select: string;
  removeKind: string;
  selectRow: (name: string) => string;
  selected: (n: number) => string;
  zip: string;
  grid: string;
  kindPdf: string;
  closePanel: string;
}

const EN: Texts = {
  search: 'Search the list',
  filters: /^Filters( \(\d+\))?$/,
  filterTitle: 'Filter the list',
  pdf: 'PDF',
  saveDefault: 'Save as default',
  defaultSaved: 'Saved as your default for this list.',
  clearDefault: 'Clear default',
  cancel: 'Cancel',
  select: 'Select',
  removeKind: 'Remove the filter Kind',
  selectRow: (name) => `Select ${name}`,
  selected: (n) => `Selected: ${n}`,
  zip: 'Download as zip',
  grid: 'Files',
  kindPdf: 'PDF',
  closePanel: 'Close the details',
};

const HE: Texts = {
  search: 'חיפוש ברשימה',
  filters: /^סינון( \(\d+\))?$/,
  filterTitle: 'סינון הרשימה',
  pdf: 'PDF',
  saveDefault: 'שמירה כברירת מחדל',
  defaultSaved: 'נשמר כברירת המחדל שלך לרשימה זו.',
  clearDefault: 'ניקוי ברירת המחדל',
  cancel: 'ביטול',
  select: 'בחירה',
  removeKind: 'הסרת המסנן סוג',
  selectRow: (name) => `בחירת ${name}`,
  selected: (n) => `נבחרו: ${n}`,
  zip: 'הורדה כקובץ zip',
  grid: 'קבצים',
  kindPdf: 'PDF',
  closePanel: 'סגירת הפרטים',
};

/** Three files whose names share a token no other journey uses. */
function names() {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { run, plan: `plan-${run}.pdf`, facade: `facade-${run}.jpg`, roof: `roof-${run}.jpg` };
}

async function upload(page: Page, files: ReturnType<typeof names>) {
  await page.getByTestId('upload-input').setInputFiles([
    { name: files.plan, mimeType: 'application/pdf', buffer: PLAN },
    { name: files.facade, mimeType: 'image/jpeg', buffer: PHOTO },
    { name: files.roof, mimeType: 'image/jpeg', buffer: PHOTO },
  ]);
  await expect(page.getByTestId('upload-row')).toHaveCount(0, { timeout: 30_000 });
}

/** The list's rows, as the table (desktop) or the cards (phone) show them. */
function rows(page: Page, t: Texts, phone: boolean) {
  return phone ? page.getByRole('list', { name: t.grid }).getByRole('listitem') : page.getByRole('grid', { name: t.grid }).getByRole('row').filter({ has: page.getByRole('gridcell') });
}

async function clearDefault(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.filters }).click();
  const modal = page.getByRole('dialog', { name: t.filterTitle });
  await modal.getByRole('button', { name: t.clearDefault }).click();
  await expect(modal.getByRole('status')).toBeVisible();
  await modal.getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(modal).toBeHidden();
}

async function journey(page: Page, t: Texts, phone: boolean) {
  const files = names();
  await page.goto('/files');
  await upload(page, files);

  // Filter by kind: the modal built from the list's definition, the filter in the address.
  await page.getByRole('button', { name: t.filters }).click();
  const modal = page.getByRole('dialog', { name: t.filterTitle });
  await modal.getByRole('checkbox', { name: t.pdf, exact: true }).check();
  await modal.getByRole('button', { name: t.saveDefault }).click();
  await expect(modal.getByRole('status')).toHaveText(t.defaultSaved);
  await modal.getByRole('button', { name: t.select, exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/[?&]kind=pdf(&|$)/);
  await expect(rows(page, t, phone).filter({ hasText: files.plan })).toHaveCount(1);
  await expect(rows(page, t, phone).filter({ hasText: files.facade })).toHaveCount(0);

  {
    // A reload of the bare address finds the saved default applied.
    await page.goto('/files');
    await expect(page).toHaveURL(/[?&]kind=pdf(&|$)/);
    await expect(rows(page, t, phone).filter({ hasText: files.plan })).toHaveCount(1);
    await expect(rows(page, t, phone).filter({ hasText: files.roof })).toHaveCount(0);
    if (phone) await page.getByTestId('grid-filter-summary').getByRole('button').first().click();
    await expect(page.getByRole('button', { name: t.removeKind, exact: true })).toBeVisible();

    // A row opens in the right panel.
    await rows(page, t, phone).filter({ hasText: files.plan }).getByText(files.plan).click();
    const panel = page.getByTestId('file-panel');
    await expect(panel.getByRole('heading', { name: files.plan })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: `the files list with a file in the right panel${phone ? ', on a phone in Hebrew' : ''}` });
    // On a phone the panel covers the list: it closes by its own button.
    if (phone) {
      await page.getByRole('button', { name: t.closePanel }).click();
      await expect(panel).toBeHidden();
    }

    // The pill removes the filter; the search leaves this journey's three files.
    await page.getByRole('button', { name: t.removeKind, exact: true }).click();
    await expect(page).not.toHaveURL(/kind=/);
    await page.getByRole('searchbox', { name: t.search }).fill(files.run);
    await expect(page).toHaveURL(new RegExp(`search=${files.run}`));
    await expect(rows(page, t, phone)).toHaveCount(3);
    // A search clears the selection, and the panel closes with it.
    await expect(panel).toBeHidden();

    // Three selected, downloaded as one zip holding the three.
    for (const name of [files.plan, files.facade, files.roof]) await page.getByRole('checkbox', { name: t.selectRow(name) }).check();
    await expect(page.getByTestId('grid-selection-bar')).toContainText(t.selected(3));
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.zip }).click()]);
    expect(zip.suggestedFilename()).toBe('assets.zip');
    const bytes = readFileSync(await zip.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    for (const name of [files.plan, files.facade, files.roof]) expect(bytes.includes(Buffer.from(name))).toBe(true);

    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  // Clear default: the bare address opens unfiltered again.
  await page.goto('/files');
  await clearDefault(page, t);
  await page.goto('/files');
  await expect(rows(page, t, phone).filter({ hasText: files.facade })).toHaveCount(1);
  await expect(page).not.toHaveURL(/kind=/);
}

// The default is this user's for every later journey: never leave one behind, even after a failure.
test.beforeEach(({ request }) => clearListDefault(request, 'files'));
test.afterEach(({ request }) => clearListDefault(request, 'files'));

test('files list: filter by kind, save as default, reload, open a row, zip three', async ({ page }) => {
  await signInAsAdmin(page);
  await journey(page, EN, false);
});

test.describe('files list on a phone in Hebrew', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the same journey, right to left, as cards that scroll', async ({ page }) => {
    await signInAsAdmin(page);
    await page.evaluate(() => window.localStorage.setItem('fieldwork.language', 'he'));
    await page.goto('/files');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await journey(page, HE, true);
  });
});
