import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiToken, clearSavedLanguage, DEMO_PASSWORD, linkIn, openMenuEntry, signInAs, useLanguage, waitForMail } from './helpers';

/**
 * Projects, project fields and skills (issue 11), each journey in English and in Hebrew, on a
 * desktop and on a 390 px phone: an admin creates a project with the wizard, fills one field of
 * each of the eleven kinds, hides one, and an inspector does not see it; an admin invites a client
 * to one project, who sees only it; a user's skills are coloured red, yellow and green around the
 * expiry thresholds of the instance's day.
 */

const PNG = readFileSync(join(__dirname, 'fixtures/mark.png'));
const PLAN = readFileSync(join(__dirname, 'fixtures/plan.pdf'));
const NEW_PASSWORD = 'field-Work-2026';

// The instance's project fields, one of each kind: defined once (definitions are per instance),
// filled on each variant's own project. Inspectors read them all and edit none.
const INSPECTOR_READS = { inspector: { read: true, update: false, set: false } };
const FIELDS = {
  text: { id: 'e2eNotes', label: 'Site notes', type: 'text' },
  address: { id: 'e2eAddress', label: 'Site address', type: 'address' },
  fileList: { id: 'e2ePhotos', label: 'Photos', type: 'fileList' },
  blueprintList: { id: 'e2ePlans', label: 'Plans', type: 'blueprintList' },
  statusList: { id: 'e2ePunch', label: 'Punch list', type: 'statusList' },
  list: { id: 'e2eMaterial', label: 'Material', type: 'list' },
  ranking: { id: 'e2eQuality', label: 'Quality', type: 'ranking' },
  skills: { id: 'e2eCrew', label: 'Crew skills', type: 'skills' },
  table: { id: 'e2eRooms', label: 'Rooms', type: 'table', columns: [{ key: 'room', label: 'Room' }, { key: 'area', label: 'Area' }] },
  customerTable: { id: 'e2eContacts', label: 'Customer contacts', type: 'customerTable' },
  blueprintElements: { id: 'e2eElements', label: 'Plan elements', type: 'blueprintElements' },
} as const;
/** The skill the skills field picks. */
const CREW_SKILL = 'Scaffolding (e2e)';

interface Texts {
  email: string;
  password: string;
  signIn: string;
  createProject: RegExp;
  createUser: RegExp;
  projectName: string;
  finish: string;
  projectCreated: string;
  openProject: string;
  details: string;
  edit: string;
  done: string;
  saved: string;
  lat: string;
  long: string;
  addFiles: string;
  addPlans: string;
  filesOf: (label: string) => string;
  newStatusItem: string;
  add: string;
  itemStatus: (n: number) => string;
  inProgress: string;
  newListItemOf: (label: string) => string;
  addToList: string;
  addedToList: (label: string) => string;
  stars: (n: number) => string;
  addRow: string;
  cell: (column: string, row: number) => string;
  /** The default columns of a table given none, in the language. */
  defaultColumns: { name: string; value: string };
  noElements: string;
  showField: (label: string) => string;
  hidden: string;
  hiddenNote: string;
  role: string;
  client: string;
  next: string;
  back: string;
  backToDetails: string;
  clientDone: string;
  clientWillSee: string;
  invited: string;
  projects: string;
  projectNotFound: string;
  skills: string;
  skillStatus: { expired: (d: string) => string; close: (d: string) => string; valid: (d: string) => string; permanent: string };
  /** Words of the project list item and the status list item, in this language (saved as typed). */
  material: string;
  punchItem: string;
  notes: string;
}

const EN: Texts = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  createProject: /^Project/,
  createUser: /^User/,
  projectName: 'Project name',
  finish: 'Finish',
  projectCreated: 'The project was created',
  openProject: 'Open the project',
  details: 'Project details',
  edit: 'Edit',
  done: 'Done',
  saved: 'Saved',
  lat: 'Latitude',
  long: 'Longitude',
  addFiles: 'Add files',
  addPlans: 'Add PDF plans',
  filesOf: (label) => `Files of ${label}`,
  newStatusItem: 'New item',
  add: 'Add',
  itemStatus: (n) => `Status of item ${n}`,
  inProgress: 'In progress',
  newListItemOf: (label) => `New item for the ${label} list`,
  addToList: 'Add to list',
  addedToList: (label) => `${label} was added to the list.`,
  stars: (n) => (n === 1 ? '1 star' : `${n} stars`),
  addRow: 'Add a row',
  cell: (column, row) => `${column}, row ${row}`,
  defaultColumns: { name: 'Name', value: 'Value' },
  noElements: 'No elements marked on the plans yet.',
  showField: (label) => `Show ${label} on this project`,
  hidden: 'Hidden',
  hiddenNote: 'Hidden on this project: only administrators see it',
  role: 'Role',
  client: 'Client',
  next: 'Next',
  back: 'Back',
  backToDetails: 'Back to e-mail and role',
  clientDone: 'Done',
  clientWillSee: 'The client will see 1 project:',
  invited: 'Successfully invited',
  projects: 'Projects',
  projectNotFound: 'Project not found',
  skills: 'Skills',
  skillStatus: { expired: (d) => `Expired ${d}`, close: (d) => `Expires ${d}`, valid: (d) => `Valid until ${d}`, permanent: 'Permanent' },
  material: 'Oak',
  punchItem: 'Fix the stair railing',
  notes: 'Scaffolding stays on the north side until Friday.',
};

const HE: Texts = {
  email: 'דוא"ל',
  password: 'סיסמה',
  signIn: 'כניסה',
  createProject: /^פרויקט/,
  createUser: /^משתמש/,
  projectName: 'שם הפרויקט',
  finish: 'סיום',
  projectCreated: 'הפרויקט נוצר',
  openProject: 'פתיחת הפרויקט',
  details: 'פרטי הפרויקט',
  edit: 'עריכה',
  done: 'סיום',
  saved: 'נשמר',
  lat: 'קו רוחב',
  long: 'קו אורך',
  addFiles: 'הוספת קבצים',
  addPlans: 'הוספת תוכניות PDF',
  filesOf: (label) => `הקבצים של ${label}`,
  newStatusItem: 'פריט חדש',
  add: 'הוספה',
  itemStatus: (n) => `הסטטוס של פריט ${n}`,
  inProgress: 'בביצוע',
  newListItemOf: (label) => `פריט חדש ברשימה ${label}`,
  addToList: 'הוספה לרשימה',
  addedToList: (label) => `${label} נוסף לרשימה.`,
  stars: (n) => (n === 1 ? 'כוכב אחד' : n === 2 ? 'שני כוכבים' : `${n} כוכבים`),
  addRow: 'הוספת שורה',
  cell: (column, row) => `${column}, שורה ${row}`,
  defaultColumns: { name: 'שם', value: 'ערך' },
  noElements: 'עדיין לא סומנו רכיבים בתוכניות.',
  showField: (label) => `הצגת ${label} בפרויקט הזה`,
  hidden: 'מוסתר',
  hiddenNote: 'מוסתר בפרויקט הזה: רק מנהלים רואים אותו',
  role: 'תפקיד',
  client: 'לקוח',
  next: 'הבא',
  back: 'חזרה',
  backToDetails: 'חזרה לדוא"ל ולתפקיד',
  clientDone: 'סיום הבחירה',
  clientWillSee: 'הלקוח יראה פרויקט אחד:',
  invited: 'ההזמנה נשלחה בהצלחה',
  projects: 'פרויקטים',
  projectNotFound: 'הפרויקט לא נמצא',
  skills: 'כישורים',
  skillStatus: { expired: (d) => `פג תוקף ב-${d}`, close: (d) => `יפוג ב-${d}`, valid: (d) => `בתוקף עד ${d}`, permanent: 'קבוע' },
  material: 'אלון',
  punchItem: 'לתקן את מעקה המדרגות',
  notes: 'הפיגומים נשארים בצד הצפוני עד יום שישי.',
};

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// English on a desktop and Hebrew (right to left) on a 390 px phone: each language and each layout,
// without every combination's time (CI has 30 minutes on a slow 2-core machine).
const VARIANTS = [
  { name: 'English, desktop', language: 'en', texts: EN, viewport: DESKTOP, phone: false, shot: 'project-view-en-desktop' },
  { name: 'Hebrew, 390 px phone', language: 'he', texts: HE, viewport: PHONE, phone: true, shot: 'project-view-he-phone' },
] as const;

const suffix = () => randomBytes(4).toString('hex');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers the invitee of a sent invitation through its mailed link's token, as the sign-up screen does. */
async function register(request: APIRequestContext, email: string, name: string) {
  const mail = await waitForMail(email);
  const token = new URL(linkIn(mail, '/custom_signup')).searchParams.get('token')!;
  const registered = await request.put('/v2/users/register', {
    data: { email, password: NEW_PASSWORD, confirm: NEW_PASSWORD, name, terms_and_privacy: true, token },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** The instance's skill of this name, made when missing (the journeys share it across runs). */
async function skillNamed(request: APIRequestContext, admin: string, name: string): Promise<string> {
  const found = await request.get(`/v2/skills?search=${encodeURIComponent(name)}&page_size=100`, { headers: bearer(admin) });
  expect(found.ok(), await found.text()).toBe(true);
  const existing = ((await found.json()) as { docs: Array<{ _id: string; name: string }> }).docs.find((s) => s.name === name);
  if (existing) return existing._id;
  const made = await request.post('/v2/skills', { headers: bearer(admin), data: { name } });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { _id: string })._id;
}

/** The id of a project the admin finds by its exact name. */
async function projectIdByName(request: APIRequestContext, admin: string, name: string): Promise<string> {
  const res = await request.get(`/v2/projects/all?search=${encodeURIComponent(name)}`, { headers: bearer(admin) });
  expect(res.ok(), await res.text()).toBe(true);
  const project = ((await res.json()) as Array<{ _id: string; name: string }>).find((p) => p.name === name);
  if (!project) throw new Error(`No project named ${name} for the admin`);
  return project._id;
}

/** Calendar days as the instance counts them: YYYY-MM-DD in its time zone, moved by whole days. */
function dayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
/** A day as the chips show it: DD/MM/YY in every language. */
function shownDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y!.slice(2)}`;
}

/** The hue (0 to 360) of a CSS rgb() colour, and which of red, yellow and green it reads as. */
function colourName(css: string): 'red' | 'yellow' | 'green' | 'other' {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 8) return 'other';
  const hue = max === r ? (60 * ((g - b) / (max - min)) + 360) % 360 : max === g ? 60 * (2 + (b - r) / (max - min)) : 60 * (4 + (r - g) / (max - min));
  if (hue < 20 || hue >= 340) return 'red';
  if (hue >= 35 && hue < 70) return 'yellow';
  if (hue >= 90 && hue < 160) return 'green';
  return 'other';
}

/**
 * Runs `action` and waits for the save it makes: PATCH /v2/projects/{id}/fields with this field
 * (and, when given, a value `matches` accepts), answered 200.
 */
async function saveOf(page: Page, fieldId: string, action: () => Promise<unknown>, matches: (value: unknown) => boolean = () => true) {
  const answered = page.waitForResponse((res) => {
    const req = res.request();
    if (req.method() !== 'PATCH' || !/\/v2\/projects\/[^/]+\/fields$/.test(new URL(res.url()).pathname)) return false;
    const sent = req.postDataJSON() as Array<{ id: string; value: unknown }>;
    return sent.some((f) => f.id === fieldId && matches(f.value));
  });
  await action();
  const res = await answered;
  expect(res.status(), await res.text()).toBe(200);
}

/** A full-page picture of the page into E2E_SHOTS_DIR, when set (to look at the screens, not to compare them). */
async function shoot(page: Page, name: string | null) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!name || !dir) return;
  // From the top, so that the fixed top bar is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

test.beforeAll(async ({ playwright }, testInfo) => {
  // The instance's apps these fields need, and the eleven definitions beside any others it has
  // (hidden fields shown dimmed to admins, as the journey expects).
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await apiToken(request, 'admin@demo.test');
  for (const app of ['projects', 'skills', 'blueprints', 'client']) {
    const on = await request.put(`/v2/apps/toggles/${app}`, { headers: bearer(admin), data: { isActive: true } });
    expect(on.ok(), await on.text()).toBe(true);
  }
  await skillNamed(request, admin, CREW_SKILL);
  const bootstrap = (await (await request.get('/v2/apps/bootstrap', { headers: bearer(admin) })).json()) as { projectFields: Array<{ id: string }> };
  const ours = Object.values(FIELDS).map((field) => ({ ...field, permissions: INSPECTOR_READS, considerRead: true }));
  const others = bootstrap.projectFields.filter((field) => !ours.some((o) => o.id === field.id));
  const defined = await request.put('/v2/settings/projectFields', { headers: bearer(admin), data: { fields: [...others, ...ours], turnOffHidden: false } });
  expect(defined.ok(), await defined.text()).toBe(true);
  await request.dispose();
});

test.beforeEach(async ({ request }) => {
  // The profile's language wins on every device: a journey elsewhere that saved one would override the variant's.
  for (const email of ['admin@demo.test', 'inspector@demo.test']) await clearSavedLanguage(request, email);
});

for (const variant of VARIANTS) {
  const t = variant.texts;
  test.describe(`projects, project fields and skills, ${variant.name}`, () => {
    test.use({ viewport: variant.viewport, hasTouch: variant.phone });

    test('an admin creates a project with the wizard, fills a field of each kind and hides one, which an inspector then does not see', async ({ browser, page }) => {
      test.slow();
      const run = suffix();
      const projectName = `${variant.language === 'he' ? 'מגדל הנמל' : 'Harbour annex'} ${run}`;
      const material = `${t.material} ${run}`;
      const photo = `mark-${run}.png`;
      const plan = `plan-${run}.pdf`;

      // Create new → Project → the name → Finish → open it from the final step.
      await useLanguage(page, variant.language);
      await signInAs(page, t, 'admin@demo.test');
      await expect(page.locator('html')).toHaveAttribute('dir', variant.language === 'he' ? 'rtl' : 'ltr');
      await openMenuEntry(page, variant.phone, 'side-menu-createNew');
      const wizard = page.getByRole('dialog');
      await wizard.getByRole('button', { name: t.createProject }).click();
      await wizard.getByRole('textbox', { name: t.projectName }).fill(projectName);
      await wizard.getByRole('button', { name: t.finish, exact: true }).click();
      await expect(wizard.getByRole('heading', { name: t.projectCreated })).toBeVisible();
      await wizard.getByRole('link', { name: t.openProject }).click();
      await expect(page).toHaveURL(/\/project\/view\/[0-9a-f-]{36}$/);
      const projectId = new URL(page.url()).pathname.split('/').at(-1)!;
      await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

      const details = page.getByRole('region', { name: t.details });
      const field = (f: { label: string }) => details.getByRole('region', { name: f.label, exact: true });
      const status = (f: { label: string }) => field(f).getByTestId('save-status');
      await details.getByRole('button', { name: t.edit, exact: true }).click();
      await expect(details.getByRole('button', { name: t.done, exact: true })).toHaveAttribute('aria-pressed', 'true');

      // Text: saved once typing has paused for 500 ms.
      {
        const box = field(FIELDS.text).getByRole('textbox', { name: FIELDS.text.label });
        const typed = Date.now();
        const sentAt = page.waitForRequest((req) => req.method() === 'PATCH' && req.url().endsWith(`/v2/projects/${projectId}/fields`)).then(() => Date.now());
        await saveOf(page, FIELDS.text.id, () => box.fill(t.notes), (value) => value === t.notes);
        expect((await sentAt) - typed).toBeGreaterThanOrEqual(500);
        await expect(status(FIELDS.text)).toHaveText(t.saved);
      }

      // Address: the address and its position.
      {
        const f = field(FIELDS.address);
        const address = 'HaYarkon 1, Tel Aviv-Yafo';
        await saveOf(
          page,
          FIELDS.address.id,
          async () => {
            await f.getByRole('textbox', { name: FIELDS.address.label }).fill(address);
            await f.getByRole('textbox', { name: t.lat }).fill('32.0853');
            await f.getByRole('textbox', { name: t.long }).fill('34.7818');
          },
          (value) => JSON.stringify(value) === JSON.stringify({ address, lat: 32.0853, long: 34.7818 }),
        );
        await expect(status(FIELDS.address)).toHaveText(t.saved);
      }

      // A PNG into the file list, a PDF into the blueprint list: each saved once uploaded.
      for (const [def, add, file] of [
        [FIELDS.fileList, t.addFiles, { name: photo, mimeType: 'image/png', buffer: PNG }],
        [FIELDS.blueprintList, t.addPlans, { name: plan, mimeType: 'application/pdf', buffer: PLAN }],
      ] as const) {
        const f = field(def);
        await f.getByRole('button', { name: add }).click();
        await saveOf(page, def.id, () => f.getByTestId('upload-input').setInputFiles(file));
        await expect(f.getByRole('list', { name: t.filesOf(def.label) }).getByRole('link', { name: file.name })).toBeVisible();
        await expect(status(def)).toHaveText(t.saved);
      }

      // A status list item, then its status.
      {
        const f = field(FIELDS.statusList);
        await f.getByRole('textbox', { name: t.newStatusItem }).fill(t.punchItem);
        await saveOf(page, FIELDS.statusList.id, () => f.getByRole('button', { name: t.add, exact: true }).click());
        await f.getByRole('combobox', { name: t.itemStatus(1) }).click();
        await saveOf(
          page,
          FIELDS.statusList.id,
          () => page.getByRole('option', { name: t.inProgress, exact: true }).click(),
          (value) => JSON.stringify(value) === JSON.stringify([{ label: t.punchItem, status: 'in_progress' }]),
        );
        await expect(status(FIELDS.statusList)).toHaveText(t.saved);
      }

      // A new item added to the list, then picked from it.
      {
        const f = field(FIELDS.list);
        await f.getByRole('textbox', { name: t.newListItemOf(FIELDS.list.label) }).fill(material);
        await f.getByRole('button', { name: t.addToList }).click();
        await expect(f.getByText(t.addedToList(material))).toBeVisible();
        await f.getByRole('combobox', { name: FIELDS.list.label }).fill(material);
        await saveOf(page, FIELDS.list.id, () => page.getByRole('option', { name: material }).click());
        await expect(status(FIELDS.list)).toHaveText(t.saved);
      }

      // Ranking 4 with the keyboard: End goes to 5, the arrow back (mirrored right to left) to 4.
      {
        const stars = field(FIELDS.ranking).getByRole('radiogroup', { name: FIELDS.ranking.label });
        await stars.getByRole('radio', { name: t.stars(1), exact: true }).focus();
        await saveOf(page, FIELDS.ranking.id, () => page.keyboard.press('End'), (value) => value === 5);
        await saveOf(page, FIELDS.ranking.id, () => page.keyboard.press(variant.language === 'he' ? 'ArrowRight' : 'ArrowLeft'), (value) => value === 4);
        await expect(stars.getByRole('radio', { name: t.stars(4), exact: true })).toHaveAttribute('aria-checked', 'true');
        await expect(stars.getByRole('radio', { name: t.stars(4), exact: true })).toBeFocused();
        await expect(status(FIELDS.ranking)).toHaveText(t.saved);
      }

      // The skill picked.
      {
        const f = field(FIELDS.skills);
        await f.getByRole('combobox', { name: FIELDS.skills.label }).fill('Scaffolding');
        await saveOf(page, FIELDS.skills.id, () => page.getByRole('option', { name: CREW_SKILL }).click());
        await expect(status(FIELDS.skills)).toHaveText(t.saved);
      }

      // A table row and a customer table row, their cells typed.
      for (const [def, cells] of [
        [FIELDS.table, [['Room', 'Kitchen'], ['Area', '14.5']]],
        [FIELDS.customerTable, [[t.defaultColumns.name, 'Dana Levi'], [t.defaultColumns.value, '050-1234567']]],
      ] as const) {
        const f = field(def);
        await saveOf(page, def.id, () => f.getByRole('button', { name: t.addRow }).click());
        const last = cells.at(-1)!;
        await saveOf(
          page,
          def.id,
          async () => {
            for (const [column, text] of cells) await f.getByRole('textbox', { name: t.cell(column, 1) }).fill(text);
          },
          (value) => JSON.stringify(value).includes(JSON.stringify(last[1])),
        );
        await expect(status(def)).toHaveText(t.saved);
      }

      // Blueprint elements: read-only, even in the edit mode.
      await expect(field(FIELDS.blueprintElements)).toContainText(t.noElements);
      await expect(field(FIELDS.blueprintElements).getByRole('textbox')).toHaveCount(0);

      await shoot(page, variant.shot && `${variant.shot}-editing`);
      await details.getByRole('button', { name: t.done, exact: true }).click();
      await expect(details.getByRole('button', { name: t.edit, exact: true })).toHaveAttribute('aria-pressed', 'false');

      /** Every value as the project view shows it outside the edit mode. */
      async function expectValuesShown() {
        await expect(field(FIELDS.text)).toContainText(t.notes);
        await expect(field(FIELDS.address)).toContainText('HaYarkon 1, Tel Aviv-Yafo (32.0853, 34.7818)');
        await expect(field(FIELDS.fileList).getByRole('link', { name: photo })).toBeVisible();
        await expect(field(FIELDS.blueprintList).getByRole('link', { name: plan })).toBeVisible();
        const punch = field(FIELDS.statusList).getByRole('listitem');
        await expect(punch).toHaveCount(1);
        await expect(punch).toContainText(t.inProgress);
        await expect(punch).toContainText(t.punchItem);
        await expect(field(FIELDS.list).getByRole('listitem')).toHaveText([material]);
        const stars = field(FIELDS.ranking).getByRole('radiogroup', { name: FIELDS.ranking.label });
        await expect(stars.getByRole('radio', { checked: true })).toHaveAccessibleName(t.stars(4));
        await expect(field(FIELDS.skills).getByRole('listitem')).toHaveText([CREW_SKILL]);
        await expect(field(FIELDS.table).getByRole('row').nth(1)).toHaveText(/Kitchen\s*14\.5/);
        await expect(field(FIELDS.customerTable).getByRole('row').nth(1)).toHaveText(/Dana Levi\s*050-1234567/);
        await expect(field(FIELDS.blueprintElements)).toContainText(t.noElements);
        await expect(details.getByRole('textbox')).toHaveCount(0);
      }
      await expectValuesShown();
      await shoot(page, variant.shot);

      // The server's truth: all there after a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
      await expectValuesShown();
      await expectNoSeriousA11yViolations(page, { label: 'the project view' });

      // Hide the text field: the switch moves only once the server has answered.
      await details.getByRole('button', { name: t.edit, exact: true }).click();
      await expectNoSeriousA11yViolations(page, { label: 'the project view in the edit mode', soft: true });
      const toggle = field(FIELDS.text).getByRole('switch', { name: t.showField(FIELDS.text.label) });
      await expect(toggle).toBeChecked();
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      const visibilityCall = `**/v2/projects/${projectId}/fields/visibility`;
      await page.route(visibilityCall, async (route) => {
        await held;
        await route.continue();
      });
      const answered = page.waitForResponse((res) => res.url().endsWith(`/v2/projects/${projectId}/fields/visibility`));
      await toggle.click();
      await expect(toggle).toBeDisabled();
      await expect(toggle).toBeChecked();
      answer();
      expect((await answered).status()).toBe(200);
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeEnabled();
      await expect(field(FIELDS.text)).toContainText(t.hidden);
      await page.unroute(visibilityCall);
      await details.getByRole('button', { name: t.done, exact: true }).click();
      await expect(field(FIELDS.text).getByRole('img', { name: t.hiddenNote })).toBeVisible();

      // An inspector, in a browser of their own, opens the project: the hidden field is not there.
      const other = await browser.newContext({ viewport: variant.viewport, hasTouch: variant.phone });
      const inspector = await other.newPage();
      await useLanguage(inspector, variant.language);
      await signInAs(inspector, t, 'inspector@demo.test');
      await inspector.goto(`/project/view/${projectId}`);
      await expect(inspector.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
      const seen = inspector.getByRole('region', { name: t.details });
      await expect(seen.getByRole('region', { name: FIELDS.address.label, exact: true })).toContainText('HaYarkon 1, Tel Aviv-Yafo');
      await expect(seen.getByRole('region', { name: FIELDS.list.label, exact: true })).toContainText(material);
      await expect(seen.getByRole('region', { name: FIELDS.text.label, exact: true })).toHaveCount(0);
      await expect(seen).not.toContainText(t.notes);
      // They read the fields and edit none.
      await expect(seen.getByRole('button', { name: t.edit, exact: true })).toHaveCount(0);
      await other.close();
    });

    test('an admin invites a client to one project, who signs in and sees only it', async ({ browser, page, request }) => {
      const run = suffix();
      const email = `e2e-client-${variant.language}-${run}@example.test`;
      const company = `E2E Client Co ${run}`;
      const projectName = `Client portal project ${run}`;
      const admin = await apiToken(request, 'admin@demo.test');
      const made = await request.post('/v2/projects', { headers: bearer(admin), data: { name: projectName, company } });
      expect(made.status(), await made.text()).toBe(201);
      const otherProject = await projectIdByName(request, admin, 'Riverside School renovation');

      // Create new → User → the e-mail, role client → the companies step → the projects step.
      await useLanguage(page, variant.language);
      await signInAs(page, t, 'admin@demo.test');
      await openMenuEntry(page, variant.phone, 'side-menu-createNew');
      const wizard = page.getByRole('dialog');
      await wizard.getByRole('button', { name: t.createUser }).click();
      await wizard.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      await wizard.getByRole('radiogroup', { name: t.role }).getByRole('radio', { name: t.client, exact: true }).check();
      await wizard.getByRole('button', { name: t.next, exact: true }).click();

      const steps = wizard.getByTestId('client-projects-steps');
      const finish = wizard.getByRole('button', { name: t.finish, exact: true });
      await expect(steps.getByRole('button', { name: t.back, exact: true })).toBeDisabled();
      await expect(finish).toBeDisabled();
      await steps.getByRole('checkbox', { name: new RegExp(escape(company)) }).check();
      await steps.getByRole('button', { name: t.next, exact: true }).click();

      const done = steps.getByRole('button', { name: t.clientDone, exact: true });
      await expect(done).toBeDisabled();
      await expect(finish).toBeDisabled();
      await steps.getByRole('checkbox', { name: new RegExp(escape(projectName)) }).check();
      await done.click();
      await expect(wizard.getByTestId('client-choice')).toContainText(t.clientWillSee);
      await expect(wizard.getByTestId('client-choice')).toContainText(projectName);
      await expect(finish).toBeEnabled();
      await finish.click();
      await expect(wizard.getByRole('heading', { name: t.invited })).toBeVisible();
      await expect(wizard).toContainText(email);
      await page.keyboard.press('Escape');

      // The invitation comes by mail; the client registers through its link.
      await register(request, email, 'Cleo Client');

      const own = await browser.newContext({ viewport: variant.viewport, hasTouch: variant.phone });
      const client = await own.newPage();
      await useLanguage(client, variant.language);
      await signInAs(client, t, email, NEW_PASSWORD);
      await client.goto('/projects');
      // A desktop pages the table under its counter; a phone lists cards as it scrolls.
      const rows = variant.phone
        ? client.getByRole('list', { name: t.projects, exact: true }).locator(':scope > li')
        : client.getByRole('grid', { name: t.projects, exact: true }).getByRole('row').filter({ has: client.getByRole('gridcell') });
      if (!variant.phone) await expect(client.getByTestId('grid-counter')).toHaveText('1 | 1');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(projectName);
      // The server's list says the same.
      const listed = await request.get('/v2/projects', { headers: bearer(await apiToken(request, email, NEW_PASSWORD)) });
      expect(((await listed.json()) as { docs: Array<{ name: string }> }).docs.map((p) => p.name)).toEqual([projectName]);

      // Another project's address: the not-found state.
      await client.goto(`/project/view/${otherProject}`);
      await expect(client.getByRole('heading', { level: 1, name: t.projectNotFound })).toBeVisible();
      await own.close();
    });

    test('skill colours around the thresholds', async ({ page, request }) => {
      const admin = await apiToken(request, 'admin@demo.test');
      const email = `e2e-skills-${variant.language}-${suffix()}@example.test`;
      const invited = await request.post('/v2/users', { headers: bearer(admin), data: { email, role: 'inspector' } });
      expect(invited.status(), await invited.text()).toBe(201);
      const userId = ((await invited.json()) as { id: string }).id;
      await register(request, email, 'Sky Skills');

      // The instance's day and its close-to-expire window decide the colours.
      const bootstrap = (await (await request.get('/v2/apps/bootstrap', { headers: bearer(admin) })).json()) as { timezone: string };
      const app = (await (await request.get('/v2/apps/skills/settings', { headers: bearer(admin) })).json()) as { settings?: { closeToExpireDays?: number } };
      const closeWindow = app.settings?.closeToExpireDays ?? 30;
      const today = dayIn(bootstrap.timezone);
      const cases = [
        { skill: 'Expired yesterday (e2e)', expiresOn: addDays(today, -1), colour: 'red', words: t.skillStatus.expired(shownDay(addDays(today, -1))), status: 0 },
        { skill: 'Last valid day (e2e)', expiresOn: today, colour: 'yellow', words: t.skillStatus.close(shownDay(today)), status: 1 },
        { skill: 'Window edge (e2e)', expiresOn: addDays(today, closeWindow), colour: 'yellow', words: t.skillStatus.close(shownDay(addDays(today, closeWindow))), status: 1 },
        { skill: 'Past the window (e2e)', expiresOn: addDays(today, closeWindow + 1), colour: 'green', words: t.skillStatus.valid(shownDay(addDays(today, closeWindow + 1))), status: 2 },
        { skill: 'Permanent (e2e)', expiresOn: null, colour: 'green', words: t.skillStatus.permanent, status: 3 },
      ] as const;
      const ids = new Map<string, string>();
      for (const c of cases) ids.set(c.skill, await skillNamed(request, admin, c.skill));
      const given = await request.post(`/v2/skills/user/${userId}`, {
        headers: bearer(admin),
        data: { skills: cases.map((c) => ({ skillId: ids.get(c.skill), startsOn: addDays(today, -60), expiresOn: c.expiresOn })) },
      });
      expect(given.ok(), await given.text()).toBe(true);
      const held = ((await given.json()) as { skills: Array<{ skillId: string; expirationStatus: { status: number } }> }).skills;
      expect(cases.map((c) => held.find((s) => s.skillId === ids.get(c.skill))?.expirationStatus.status)).toEqual(cases.map((c) => c.status));

      // The admin opens the user's editor: each chip says its status in words and in its colour.
      await useLanguage(page, variant.language);
      await signInAs(page, t, 'admin@demo.test');
      await page.goto(`/users/${userId}`);
      const section = page.getByRole('region', { name: t.skills, exact: true });
      await expect(section).toBeVisible();
      for (const c of cases) {
        const chip = section.getByTestId(`user-skill-${ids.get(c.skill)}`).getByTestId('skill-status');
        await expect(chip).toHaveText(c.words);
        await expect(chip).toHaveAttribute('data-color', c.colour);
        const fill = await chip.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(colourName(fill), `${c.skill}: ${fill}`).toBe(c.colour);
      }
      await expectNoSeriousA11yViolations(page, { label: 'the user editor with skills' });
    });
  });
}

