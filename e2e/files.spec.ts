import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { signInAsAdmin } from './helpers';

// Real files: a 400x200 JPEG (red left half, blue right half) and a two-page PDF (fixtures/make-fixtures.mjs).
const PHOTO = readFileSync(join(__dirname, 'fixtures/photo.jpg'));
const PLAN = readFileSync(join(__dirname, 'fixtures/plan.pdf'));
const INVALID_TYPE = 'Invalid file extension allowed only jpeg, png, pdf, doc, docx, xls, xlsx';

/** Names no earlier journey used: the instance is shared, so tiles are found by name. */
function uniqueName(stem: string, extension: string): string {
  return `${stem}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}.${extension}`;
}

function tile(page: Page, name: string): Locator {
  return page.getByTestId('attachment-tile').filter({ has: page.getByTitle(name, { exact: true }) });
}

async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Which colour (red or blue) each quadrant of an image shows: top-left, top-right, bottom-left, bottom-right. */
function quadrants(image: Locator): Promise<string[]> {
  return image.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    return [[0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]].map(([x, y]) => {
      const [r, , b] = context.getImageData(Math.floor(x! * canvas.width), Math.floor(y! * canvas.height), 1, 1).data;
      return r! > b! ? 'red' : 'blue';
    });
  });
}

/** /files as tiles (the table is the list's first view; the tiles its second, kept in the URL). */
async function openFiles(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/files?view=tiles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A tile opens the file in the right panel; "Full size" opens the preview dialog. */
async function openPreview(page: Page, name: string, expand = 'Full size') {
  await tile(page, name).getByRole('button', { name: new RegExp(`^(Open|פתיחת) ${name.replace('.', '\\.')}$`) }).click();
  const panel = page.getByTestId('file-panel');
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  await panel.getByRole('button', { name: expand }).click();
}

test.beforeAll(async ({ request }) => {
  // The same journeys run on each storage driver: make sure this run is on the one it claims.
  const health = (await (await request.get('/health')).json()) as { storage: { driver: string } };
  expect(health.storage.driver).toBe(process.env.E2E_STORAGE_DRIVER ?? 'local');
});

test('files: upload a photo and a PDF, preview, download, zip, rotate and delete', async ({ page }) => {
  // One token in both names: searching for it leaves exactly these two in the list.
  const run = uniqueName('run', 'x').slice(4, -2);
  const photoName = `facade-${run}.jpg`;
  const planName = `plan-${run}.pdf`;
  await openFiles(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Files');

  await page.getByTestId('upload-input').setInputFiles([
    { name: photoName, mimeType: 'image/jpeg', buffer: PHOTO },
    { name: planName, mimeType: 'application/pdf', buffer: PLAN },
  ]);
  await expect(tile(page, photoName)).toHaveCount(1, { timeout: 20_000 });
  await expect(tile(page, planName)).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('upload-row')).toHaveCount(0);

  // Thumbnails: the photo's, and the PDF's first page.
  const photoThumb = tile(page, photoName).getByRole('img', { name: `Preview of ${photoName}` });
  await expectImageLoaded(photoThumb);
  await expectImageLoaded(tile(page, planName).getByRole('img', { name: `Preview of ${planName}` }));
  expect(await quadrants(photoThumb)).toEqual(['red', 'blue', 'red', 'blue']);

  await page.getByRole('searchbox', { name: 'Search the list' }).fill(run);
  await expect(page).toHaveURL(new RegExp(`search=${run}`));
  await expect(page.getByTestId('attachment-tile')).toHaveCount(2);

  // The photo's preview at message size, then the original, then its download.
  await openPreview(page, photoName);
  const dialog = page.getByRole('dialog', { name: new RegExp(photoName.replace('.', '\\.')) });
  // A plain, signed, cacheable link to the 500 px image rather than a blob fetched with the bearer.
  await expect(dialog.getByTestId('preview-image')).toHaveAttribute('src', /\/v2\/asset\/download\/[^?]+\?.*size=message/);
  await expectImageLoaded(dialog.getByTestId('preview-image'));
  // The grid with real tiles behind, and the preview dialog: no serious accessibility violation.
  await expectNoSeriousA11yViolations(page, { label: 'the files grid with the photo preview open' });
  await dialog.getByRole('button', { name: 'Show the original' }).click();
  await expect.poll(() => dialog.getByTestId('preview-image').evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(400);
  const [original] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download' }).click()]);
  expect(original.suggestedFilename()).toBe(photoName);
  expect(statSync(await original.path()).size).toBe(PHOTO.length);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The PDF's pages, one under the other.
  await openPreview(page, planName);
  const pdfDialog = page.getByRole('dialog');
  await expectImageLoaded(pdfDialog.getByRole('img', { name: `Page 1 of 2 of ${planName}` }));
  await expectImageLoaded(pdfDialog.getByRole('img', { name: `Page 2 of 2 of ${planName}` }));
  await expect(pdfDialog.getByText('Page 2 of 2', { exact: true })).toBeVisible();
  // The other file of the list is one step away (Next or Previous, by the list's order); the arrow key steps back.
  const next = pdfDialog.getByRole('button', { name: 'Next file' });
  const forward = await next.isEnabled();
  await expect(pdfDialog.getByRole('button', { name: forward ? 'Previous file' : 'Next file' })).toBeDisabled();
  await pdfDialog.getByRole('button', { name: forward ? 'Next file' : 'Previous file' }).click();
  await expect(pdfDialog.getByTestId('preview-image')).toBeVisible();
  await expect(pdfDialog).toContainText(forward ? '2 / 2' : '1 / 2');
  await page.keyboard.press(forward ? 'ArrowLeft' : 'ArrowRight');
  await expect(pdfDialog.getByRole('img', { name: `Page 1 of 2 of ${planName}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pdfDialog).toBeHidden();

  // Both selected, downloaded as one zip.
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await page.getByRole('checkbox', { name: `Select ${photoName}` }).check();
  await page.getByRole('checkbox', { name: `Select ${planName}` }).check();
  await expect(page.getByTestId('grid-selection-bar')).toContainText('Selected: 2');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as zip' }).click()]);
  expect(zip.suggestedFilename()).toBe('assets.zip');
  const zipBytes = readFileSync(await zip.path());
  expect(zipBytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zipBytes.includes(Buffer.from(photoName))).toBe(true);
  expect(zipBytes.includes(Buffer.from(planName))).toBe(true);
  await page.getByRole('button', { name: 'Clear selection' }).click();

  // Rotated a quarter turn clockwise: a new thumbnail, red now on top.
  const before = await photoThumb.getAttribute('src');
  await page.getByRole('button', { name: `Rotate ${photoName} by 90 degrees` }).click();
  await expect(page.getByText(`${photoName} was rotated.`)).toBeVisible();
  await expect.poll(() => photoThumb.getAttribute('src')).not.toBe(before);
  await expectImageLoaded(photoThumb);
  expect(await quadrants(photoThumb)).toEqual(['red', 'red', 'blue', 'blue']);

  // The PDF deleted, after the confirmation.
  await page.getByRole('button', { name: `Delete ${planName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText(planName);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(tile(page, planName)).toHaveCount(0);
  await expect(tile(page, photoName)).toHaveCount(1);
});

test('files: ?jobId=a,b lists the files of both jobs in one list', async ({ page }) => {
  const run = Date.now().toString(36);
  const [jobA, jobB] = [`job-a-${run}`, `job-b-${run}`];
  const [photoA, photoB] = [uniqueName('job-a-photo', 'jpg'), uniqueName('job-b-photo', 'jpg')];
  await openFiles(page);
  for (const [job, name] of [[jobA, photoA], [jobB, photoB]] as const) {
    await page.goto(`/files?view=tiles&jobId=${encodeURIComponent(job)}`);
    await page.getByTestId('upload-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer: PHOTO });
    await expect(tile(page, name)).toHaveCount(1, { timeout: 20_000 });
  }
  await expect(tile(page, photoA)).toHaveCount(0);

  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/asset') lists.push(url.searchParams.get('jobId') ?? '');
  });
  await page.goto(`/files?view=tiles&jobId=${encodeURIComponent(`${jobA},${jobB}`)}`);
  await expect(tile(page, photoA)).toHaveCount(1);
  await expect(tile(page, photoB)).toHaveCount(1);
  await expect(page.getByTestId('attachment-tile')).toHaveCount(2);
  expect(lists).toEqual([`${jobA},${jobB}`]);
});

test('files: a program or a text file renamed to .jpg is refused with the catalogue text', async ({ page }) => {
  const elfName = uniqueName('photo', 'jpg');
  const textName = uniqueName('photo', 'jpg');
  await openFiles(page);
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096, 0x90)]);
  await page.getByTestId('upload-input').setInputFiles([
    { name: elfName, mimeType: 'image/jpeg', buffer: elf },
    { name: textName, mimeType: 'image/jpeg', buffer: Buffer.from('site visit notes\n'.repeat(40)) },
  ]);
  for (const name of [elfName, textName]) {
    const row = page.getByTestId('upload-row').filter({ hasText: name });
    await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
    await expect(row.getByRole('alert')).toHaveText(INVALID_TYPE);
    // Still listed, so it could be retried.
    await expect(row.getByRole('button', { name: `Retry the upload of ${name}` })).toBeVisible();
    await expect(tile(page, name)).toHaveCount(0);
  }
});

test.describe('files on a phone in Hebrew', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the screen is right to left, fits the width and uploads', async ({ page }) => {
    const photoName = uniqueName('phone', 'jpg');
    await signInAsAdmin(page);
    await page.evaluate(() => window.localStorage.setItem('fieldwork.language', 'he'));
    await page.goto('/files?view=tiles');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('קבצים');
    // On a touch screen the camera has its own button.
    await expect(page.getByRole('button', { name: 'צילום תמונה' })).toBeVisible();

    await page.getByTestId('upload-input').setInputFiles({ name: photoName, mimeType: 'image/jpeg', buffer: PHOTO });
    const photoTile = tile(page, photoName);
    await expect(photoTile).toHaveCount(1, { timeout: 20_000 });
    await expectImageLoaded(photoTile.getByRole('img', { name: `תצוגה מקדימה של ${photoName}` }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Right to left: the selection box sits at the tile's right-hand corner.
    const tileBox = (await photoTile.boundingBox())!;
    const checkBox = (await photoTile.getByRole('checkbox').boundingBox())!;
    expect(checkBox.x).toBeGreaterThan(tileBox.x + tileBox.width / 2);

    await openPreview(page, photoName, 'גודל מלא');
    const dialog = page.getByRole('dialog');
    await expectImageLoaded(dialog.getByTestId('preview-image'));
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('link', { name: 'הורדה' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'the photo preview on a phone, in Hebrew' });
  });
});
