import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { Api } from './answering';
import { BLUEPRINT_PDF, blueprintWorld, planName, planOnProject, PLAN_FIELD, ROOM } from './blueprints';
import { clearSavedLanguage, signIn, signInAs, useLanguage } from './helpers';

/**
 * The blueprint editor (issue 15). On a desktop, the system admin uploads the plan fixture (a
 * 600x400 pt page with a 10 m by 6 m room drawn at 50 pt to the metre) to Harbour Tower's plans,
 * opens a job's blueprint question, measures the plan on the room's walls, draws a filled polygon
 * on the room and a line along its diagonal, and the server measures them as the room's true
 * 60 m² and 11.66 m (within 1 %); undo and redo; a reload finds them autosaved; the PDF export
 * holds the plan's own text and the summary's figures, the spreadsheet the same figures as
 * numbers. On a 390 px phone with touch, the inspector marks a measured plan with a finger.
 */

const apiRequire = createRequire(resolve(__dirname, '../apps/api/package.json'));
const DIAGONAL_METRES = Math.hypot(ROOM.widthMetres, ROOM.heightMetres);
const AREA = ROOM.widthMetres * ROOM.heightMetres;

interface Row {
  name: string;
  type: string;
  totalLength: number | null;
  totalArea: number | null;
}

/** Where a plan pixel is on the page: the stage's viewport (data-viewport) applied to the canvas's box. */
async function toScreen(canvas: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
  const stage = canvas.locator('[data-viewport]');
  const view = (await stage.getAttribute('data-viewport'))!.split(',').map(Number);
  const box = (await stage.boundingBox())!;
  return { x: box.x + x * view[0] + view[1], y: box.y + y * view[0] + view[2] };
}

/** Waits until the stage's viewport has stopped changing (a fit or a zoom animation has ended). */
async function settled(canvas: Locator) {
  const stage = canvas.locator('[data-viewport]');
  let last = '';
  await expect
    .poll(async () => {
      const now = (await stage.getAttribute('data-viewport')) ?? '';
      const same = now === last;
      last = now;
      return same && now !== '';
    }, { intervals: [300, 300, 300, 500] })
    .toBe(true);
}

async function clickAt(page: Page, canvas: Locator, x: number, y: number) {
  const p = await toScreen(canvas, x, y);
  await page.mouse.click(p.x, p.y);
}

async function dragAt(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  const a = await toScreen(canvas, ...from);
  const b = await toScreen(canvas, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
}

/** The job's export rows as the server measures them (GET /v2/blueprints/markings?job=). */
async function rowsOf(api: Api, jobId: string): Promise<Row[]> {
  const reply = await api.get<{ data: { items: Array<{ rows: Row[] }> } }>(`/v2/blueprints/markings?job=${jobId}`);
  return reply.data.items.flatMap((item) => item.rows);
}

function expectWithin(actual: number | null | undefined, expected: number, share = 0.01) {
  expect(actual, `${actual} within ${share * 100} % of ${expected}`).not.toBeNull();
  expect(Math.abs((actual as number) - expected) / expected).toBeLessThanOrEqual(share);
}

/** The words the journeys look for, in each language. */
const WORDS = {
  en: { markPlans: 'Mark the plans', editor: 'Blueprint editor', choose: 'Choose a plan', editMode: 'Edit mode', addElement: 'Add element', layers: 'Layers', two: '2 elements' },
  he: { markPlans: 'סימון התוכניות', editor: 'עורך תוכניות', choose: 'בחירת תוכנית', editMode: 'מצב עריכה', addElement: 'הוספת רכיב', layers: 'שכבות', two: 'שני רכיבים' },
} as const;

/** Opens the job's questionnaire, the blueprint question's plans, and the plan named `plan`. */
async function openEditor(page: Page, jobId: string, plan: string, w: (typeof WORDS)[keyof typeof WORDS] = WORDS.en): Promise<Locator> {
  await page.goto(`/jobs/${jobId}/answer`);
  await page.getByRole('button', { name: w.markPlans }).click();
  // The chooser lists the project's plans when it has several; a single one opens at once.
  const editor = page.getByRole('dialog', { name: w.editor });
  const chooser = page.getByRole('list', { name: w.choose });
  await expect(editor.or(chooser)).toBeVisible();
  if (await chooser.isVisible()) await chooser.getByRole('button', { name: new RegExp(plan.replace('.', '\\.')) }).click();
  await expect(editor).toBeVisible();
  const canvas = editor.locator('[data-plan-canvas]');
  await expect(canvas).toBeVisible();
  await settled(canvas);
  return editor;
}

test.beforeEach(async ({ request }) => {
  for (const email of ['sysadmin@demo.test', 'inspector@demo.test']) await clearSavedLanguage(request, email);
});

test('a system admin uploads a plan, measures it, marks a room as a blueprint answer and exports it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const world = await blueprintWorld(request, 'Blueprint desktop');
  const admin = await Api.as(request, 'sysadmin@demo.test');
  const plan = planName();

  // The plan into Harbour Tower's plans, on the project's page (once signed in: the dashboard shows).
  await signIn(page, 'sysadmin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/project/view/${world.projectId}`);
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const field = details.getByRole('region', { name: PLAN_FIELD.label, exact: true });
  await field.getByRole('button', { name: 'Add PDF plans' }).click();
  const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && /\/v2\/projects\/[^/]+\/fields$/.test(res.url()));
  await field.getByTestId('upload-input').setInputFiles({ name: plan, mimeType: 'application/pdf', buffer: readFileSync(BLUEPRINT_PDF) });
  expect((await saved).status()).toBe(200);
  await expect(field.getByRole('link', { name: plan })).toBeVisible();

  // The job's blueprint question opens the editor on it.
  let editor = await openEditor(page, world.job._id, plan);
  let canvas = editor.locator('[data-plan-canvas]');

  // Set mode greets a system admin with the measure tour, once per plan.
  await editor.getByRole('button', { name: 'Set mode' }).click();
  const tour = page.getByRole('dialog', { name: 'Measure the plan' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Skip' }).click();
  await expect(tour).toBeHidden();

  // A horizontal arrow on the room's width is 10 m, a vertical one on its height 6 m.
  const measured = (axis: string) => page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/v2/blueprints/files/') && res.request().postData()!.includes(axis));
  await editor.getByRole('button', { name: 'Horizontal measure' }).click();
  await dragAt(page, canvas, [ROOM.left, 400], [ROOM.right, 400]);
  let input = page.getByRole('spinbutton', { name: 'Width in metres' });
  await input.fill(String(ROOM.widthMetres));
  let put = measured('width');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  expect((await put).status()).toBe(200);
  await editor.getByRole('button', { name: 'Vertical measure' }).click();
  await dragAt(page, canvas, [600, ROOM.top], [600, ROOM.bottom]);
  input = page.getByRole('spinbutton', { name: 'Height in metres' });
  await input.fill(String(ROOM.heightMetres));
  put = measured('height');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  expect((await put).status()).toBe(200);

  // Edit mode: the floor as a filled polygon closed on its first corner, a wall line on the diagonal.
  await editor.getByRole('button', { name: 'Edit mode' }).click();
  await editor.getByRole('button', { name: 'Add element' }).click();
  await page.getByRole('menuitem', { name: /^Tiled floor/ }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  for (const [x, y] of [[ROOM.left, ROOM.top], [ROOM.right, ROOM.top], [ROOM.right, ROOM.bottom], [ROOM.left, ROOM.bottom], [ROOM.left + 3, ROOM.top + 2]] as const) {
    await clickAt(page, canvas, x, y);
  }
  await editor.getByRole('button', { name: 'Add element' }).click();
  await page.getByRole('menuitem', { name: /^Partition wall/ }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await dragAt(page, canvas, [ROOM.left, ROOM.top], [ROOM.right, ROOM.bottom]);
  const layers = editor.getByRole('complementary', { name: 'Layers' });
  await expect(layers.getByText('2 elements')).toBeVisible();

  // Autosaved within a second or so, and measured by the server as the room's true sizes.
  await expect(editor.getByText('Saved', { exact: true })).toBeVisible({ timeout: 10_000 });
  let rows = await rowsOf(admin, world.job._id);
  const floor = rows.find((r) => r.name === 'Tiled floor');
  const wall = rows.find((r) => r.name === 'Partition wall');
  expectWithin(floor?.totalArea, AREA);
  expectWithin(floor?.totalLength, 2 * (ROOM.widthMetres + ROOM.heightMetres));
  expectWithin(wall?.totalLength, DIAGONAL_METRES);
  expect(wall?.totalArea).toBeNull();

  // Undo takes the wall away (and the save follows), redo brings it back.
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(layers.getByText('1 element', { exact: true })).toBeVisible();
  await expect.poll(async () => (await rowsOf(admin, world.job._id)).length, { timeout: 10_000 }).toBe(1);
  await editor.getByRole('button', { name: 'Redo' }).click();
  await expect(layers.getByText('2 elements')).toBeVisible();
  await expect.poll(async () => (await rowsOf(admin, world.job._id)).length, { timeout: 10_000 }).toBe(2);
  await expectNoSeriousA11yViolations(page);

  // A reload finds both on the plan.
  await page.reload();
  editor = await openEditor(page, world.job._id, plan);
  canvas = editor.locator('[data-plan-canvas]');
  await expect(editor.getByRole('complementary', { name: 'Layers' }).getByText('2 elements')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('blueprint-desktop.png') });

  // The PDF: the whole page, the summary, the download; the file holds the plan's text and the figures.
  await editor.getByRole('button', { name: 'Export PDF' }).click();
  const wizard = page.getByRole('dialog', { name: 'Export to PDF' });
  await wizard.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(wizard.getByText('Total per name')).toBeVisible();
  await expect(wizard.getByText('M (square)')).toBeVisible();
  const exported = page.waitForResponse((res) => res.url().endsWith('/v2/jobs/blueprint/export'));
  const popup = page.context().waitForEvent('page').catch(() => null);
  await wizard.getByRole('button', { name: 'Download' }).click();
  const reply = await exported;
  expect(reply.status(), await reply.text()).toBe(201);
  const { link } = (await reply.json()) as { link: string };
  await (await popup)?.close();
  const pdf = await request.get(link);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('10 m');
  expect(text).toContain('Tiled floor');
  expect(text).toContain('Total per name');
  expect(text).toContain('60.00');
  expect(text).toContain(DIAGONAL_METRES.toFixed(2));
  await wizard.getByRole('button', { name: /Close/ }).first().click().catch(() => undefined);

  // The spreadsheet: one row per element, the figures as numbers.
  const download = page.waitForEvent('download');
  await editor.getByRole('button', { name: 'Export to spreadsheet' }).click();
  const file = await (await download).path();
  const ExcelJS = apiRequire('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const col = (name: string) => header.indexOf(name);
  let floorRow: Record<string, unknown> | null = null;
  sheet.eachRow((row: { values: unknown[] }) => {
    if (row.values[col('name')] === 'Tiled floor') floorRow = { totalArea: row.values[col('totalArea')], totalLength: row.values[col('totalLength')] };
  });
  expect(floorRow).not.toBeNull();
  expectWithin(floorRow!.totalArea as number, AREA);
  rows = await rowsOf(admin, world.job._id);
  expect(floorRow!.totalArea).toBeCloseTo(rows.find((r) => r.name === 'Tiled floor')!.totalArea!, 6);
});

test('an inspector marks a measured plan with a finger on a 390 px phone, in Hebrew', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const w = WORDS.he;
  const world = await blueprintWorld(request, 'Blueprint phone');
  const plan = await planOnProject(request, world.projectId, { measured: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await useLanguage(page, 'he');
  await signInAs(page, { email: 'דוא"ל', password: 'סיסמה', signIn: 'כניסה' }, 'inspector@demo.test');
  const editor = await openEditor(page, world.job._id, plan.originalName, w);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const canvas = editor.locator('[data-plan-canvas]');
  await editor.getByRole('button', { name: w.editMode }).click();

  // A floor by taps on the room's corners, closed on the first; the plan itself is not mirrored.
  await editor.getByRole('button', { name: w.addElement }).click();
  await page.getByRole('menuitem', { name: /^Tiled floor/ }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  for (const [x, y] of [[ROOM.left, ROOM.top], [ROOM.right, ROOM.top], [ROOM.right, ROOM.bottom], [ROOM.left, ROOM.bottom], [ROOM.left, ROOM.top]] as const) {
    const p = await toScreen(canvas, x, y);
    await page.touchscreen.tap(p.x, p.y);
  }
  // A wall dragged with a finger along the room's top.
  await editor.getByRole('button', { name: w.addElement }).click();
  await page.getByRole('menuitem', { name: /^Partition wall/ }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  const a = await toScreen(canvas, ROOM.left, ROOM.top);
  const b = await toScreen(canvas, ROOM.right, ROOM.top);
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', a);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 8, y: a.y });
  await touch('touchEnd');

  const inspector = await Api.as(request, 'inspector@demo.test');
  await expect.poll(async () => (await rowsOf(inspector, world.job._id)).length, { timeout: 10_000 }).toBe(2);
  const rows = await rowsOf(inspector, world.job._id);
  expectWithin(rows.find((r) => r.name === 'Tiled floor')?.totalArea, AREA, 0.02);
  expectWithin(rows.find((r) => r.name === 'Partition wall')?.totalLength, ROOM.widthMetres, 0.02);
  await page.screenshot({ path: test.info().outputPath('blueprint-phone-he.png') });
  await expectNoSeriousA11yViolations(page);

  // What the server holds is what the editor shows after a reload.
  await page.reload();
  await openEditor(page, world.job._id, plan.originalName, w);
  // The phone's layer panel is a bottom sheet, opened by the button that says so.
  await page.getByRole('button', { name: w.layers }).filter({ hasText: w.layers }).click();
  await expect(page.getByRole('dialog', { name: w.layers }).getByText(w.two, { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('blueprint-phone-he-layers.png') });
  await context.close();
});

/** The text of every page of a PDF, read with pdfjs-dist (the API's own dependency). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import(apiRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs'));
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item: { str?: string }) => item.str ?? '').join(' '));
  }
  return parts.join('\n');
}
