import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiToken, openMenuEntry, signInAs, useLanguage } from './helpers';

/**
 * Job types and the questionnaire builder (issue 12), in English and in Hebrew, on a desktop and
 * on a 390 px phone: an admin makes a blank job type with Create new, builds its questionnaire (a
 * step, a mandatory list, a text question, a question with a signature, a yes/no question; a path
 * jump from the list), reorders two questions with the keyboard, is asked before leaving with
 * changes, saves the job type as a template and makes a second job type from that template,
 * whose questions keep their order, settings and jump (pointing at its own question).
 */

interface Texts {
  email: string;
  password: string;
  signIn: string;
  createNew: string;
  createJobType: RegExp;
  blank: RegExp;
  newJobType: string;
  title: string;
  createAndAdd: string;
  addQuestion: string;
  types: { step: string; list: string; text: string; bool: string };
  /** The question editor, a form named after the question's number. */
  questionForm: RegExp;
  questionTitle: string;
  save: string;
  questionSaved: string;
  close: string;
  addChoice: string;
  choice: (n: number) => string;
  mandatory: string;
  signature: string;
  addRule: string;
  ruleValue: (n: number) => RegExp;
  ruleTarget: (n: number) => RegExp;
  questionsList: string;
  moveHandle: (title: string) => RegExp;
  /** What the list announces while a question moves with the keyboard. */
  dnd: { pickedUp: RegExp; movedOver: (position: number) => RegExp; dropped: (position: number) => RegExp };
  openRow: RegExp;
  badges: { mandatory: string; jumps: string };
  backToSettings: string;
  leaveTitle: string;
  keepEditing: string;
  leave: string;
  settingsHeading: string;
  saveAsTemplate: string;
  templateName: string;
  saveTemplate: string;
  templateSaved: (name: string) => string;
  jobTypeName: string;
  create: string;
  created: string;
  openEditor: string;
  /** The questionnaire, in the language: titles, and the list's choices. */
  q: { step: string; list: string; notes: string; signOff: string; followUp: string; yes: string; no: string };
}

const EN: Texts = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  createNew: 'Create new',
  createJobType: /^Job type/,
  blank: /^Blank/,
  newJobType: 'New job type',
  title: 'Title',
  createAndAdd: 'Create and add questions',
  addQuestion: 'Add question',
  types: { step: 'Step', list: 'List', text: 'Text', bool: 'Yes / no' },
  questionForm: /^Question \d+$/,
  questionTitle: 'Title',
  save: 'Save',
  questionSaved: 'Question saved',
  close: 'Close',
  addChoice: 'Add choice',
  choice: (n) => `Choice ${n}`,
  mandatory: 'Mandatory',
  signature: 'Signature',
  addRule: 'Add rule',
  ruleValue: (n) => new RegExp(`^Value \\(rule ${n}\\)`),
  ruleTarget: (n) => new RegExp(`^Jump to \\(rule ${n}\\)`),
  questionsList: 'Questions',
  moveHandle: (title) => new RegExp(`^Move question \\d+: ${escape(title)}$`),
  dnd: {
    pickedUp: /^Picked up question \d+/,
    movedOver: (p) => new RegExp(`would go to position ${p} of 5\\.$`),
    dropped: (p) => new RegExp(`dropped at position ${p} of 5\\.$`),
  },
  openRow: /^Question \d+: /,
  badges: { mandatory: 'Mandatory', jumps: 'Jumps' },
  backToSettings: 'Job type settings',
  leaveTitle: 'Leave without saving?',
  keepEditing: 'Keep editing',
  leave: 'Leave',
  settingsHeading: 'Job type settings',
  saveAsTemplate: 'Save as template',
  templateName: 'Template name',
  saveTemplate: 'Save template',
  templateSaved: (name) => `Saved as the template \u2068${name}\u2069`,
  jobTypeName: 'Job type name',
  create: 'Create',
  created: 'The job type was created',
  openEditor: 'Open the editor',
  q: {
    step: 'Site check',
    list: 'Is the site safe?',
    notes: 'Notes',
    signOff: 'Inspector sign-off',
    followUp: 'Follow-up needed?',
    yes: 'Yes',
    no: 'No',
  },
};

const HE: Texts = {
  email: 'דוא"ל',
  password: 'סיסמה',
  signIn: 'כניסה',
  createNew: 'יצירה חדשה',
  createJobType: /^סוג משימה/,
  blank: /^ריק/,
  newJobType: 'סוג משימה חדש',
  title: 'כותרת',
  createAndAdd: 'יצירה והוספת שאלות',
  addQuestion: 'הוספת שאלה',
  types: { step: 'שלב', list: 'רשימה', text: 'טקסט', bool: 'כן / לא' },
  questionForm: /^שאלה \d+$/,
  questionTitle: 'כותרת',
  save: 'שמירה',
  questionSaved: 'השאלה נשמרה',
  close: 'סגירה',
  addChoice: 'הוספת אפשרות',
  choice: (n) => `אפשרות ${n}`,
  mandatory: 'חובה',
  signature: 'חתימה',
  addRule: 'הוספת כלל',
  ruleValue: (n) => new RegExp(`^ערך \\(כלל ${n}\\)`),
  ruleTarget: (n) => new RegExp(`^קפיצה אל \\(כלל ${n}\\)`),
  questionsList: 'שאלות',
  moveHandle: (title) => new RegExp(`^הזזת שאלה \\d+: ${escape(title)}$`),
  dnd: {
    pickedUp: /הורמה\./,
    movedOver: (p) => new RegExp(`תעבור למקום ${p} מתוך 5\\.$`),
    dropped: (p) => new RegExp(`הונחה במקום ${p} מתוך 5\\.$`),
  },
  openRow: /^שאלה \d+: /,
  badges: { mandatory: 'חובה', jumps: 'קפיצות' },
  backToSettings: 'הגדרות סוג משימה',
  leaveTitle: 'לצאת בלי לשמור?',
  keepEditing: 'להמשיך לערוך',
  leave: 'יציאה',
  settingsHeading: 'הגדרות סוג משימה',
  saveAsTemplate: 'שמירה כתבנית',
  templateName: 'שם התבנית',
  saveTemplate: 'שמירת התבנית',
  templateSaved: (name) => `נשמר כתבנית \u2068${name}\u2069`,
  jobTypeName: 'שם סוג המשימה',
  create: 'יצירה',
  created: 'סוג המשימה נוצר',
  openEditor: 'פתיחת העורך',
  q: {
    step: 'בדיקת האתר',
    list: 'האם האתר בטוח?',
    notes: 'הערות',
    signOff: 'אישור המפקח',
    followUp: 'נדרש מעקב?',
    yes: 'כן',
    no: 'לא',
  },
};

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// English on a desktop and Hebrew (right to left) on a 390 px phone: each language and each layout,
// without every combination's time (CI has 30 minutes on a slow 2-core machine).
const VARIANTS = [
  { name: 'English, desktop', language: 'en', texts: EN, viewport: DESKTOP, phone: false },
  { name: 'Hebrew, 390 px phone', language: 'he', texts: HE, viewport: PHONE, phone: true },
] as const;

const suffix = () => randomBytes(4).toString('hex');
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface ApiQuestion {
  _id: string;
  ID: number;
  type: string;
  title: string;
  sequence: number;
  settings: { isMandatory?: boolean; signature?: boolean; childs?: Array<{ value: string }>; path?: Array<{ match: string; value: string; toQuestion: string }> };
}

async function jobTypeOf(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/v2/jobtype/${id}`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { _id: string; title: string; questions: ApiQuestion[] };
}

/** The builder's rows, in the order the list shows them: each row's title. */
async function rowTitles(page: Page, t: Texts): Promise<string[]> {
  const rows = page.getByRole('list', { name: t.questionsList, exact: true }).getByRole('button', { name: t.openRow });
  const names = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^[^:]*: /, ''));
}

for (const variant of VARIANTS) {
  const t = variant.texts;

  test.describe(`job types, ${variant.name}`, () => {
    test.use({ viewport: variant.viewport, hasTouch: variant.phone });

    // What the journey made, removed afterwards: every job type adds an entry to the side menu.
    const made: { jobTypes: string[]; templates: string[] } = { jobTypes: [], templates: [] };
    test.afterEach(async ({ request }) => {
      const admin = await apiToken(request, 'admin@demo.test');
      for (const id of made.templates.splice(0)) {
        const removed = await request.delete(`/v2/jobtype/${id}/template`, { headers: bearer(admin) });
        expect(removed.ok(), await removed.text()).toBe(true);
      }
      for (const id of made.jobTypes.splice(0)) {
        const removed = await request.delete(`/v2/jobtype/${id}`, { headers: bearer(admin) });
        expect(removed.ok(), await removed.text()).toBe(true);
      }
    });

    test('an admin builds a job type, saves it as a template and makes another from it', async ({ page, request }) => {
      test.setTimeout(120_000);
      const run = suffix();
      const jobTypeTitle = `${variant.language === 'he' ? 'בדיקת בטיחות' : 'Safety walk'} ${run}`;
      const templateName = `${variant.language === 'he' ? 'תבנית בטיחות' : 'Safety template'} ${run}`;
      const copyTitle = `${variant.language === 'he' ? 'בדיקת בטיחות מתבנית' : 'Safety walk from template'} ${run}`;
      const admin = await apiToken(request, 'admin@demo.test');

      // Create new → Job type → Blank: the settings of a new job type.
      await useLanguage(page, variant.language);
      await signInAs(page, t, 'admin@demo.test');
      await openMenuEntry(page, variant.phone, 'side-menu-createNew');
      // Create new's dialog, named after its step (on a phone the closing menu drawer is a dialog too).
      const wizard = page.getByTestId('create-new').getByRole('dialog');
      await page.getByRole('dialog', { name: t.createNew }).getByRole('button', { name: t.createJobType }).click();
      await wizard.getByRole('link', { name: t.blank }).click();
      await expect(page).toHaveURL(/\/job_type\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: t.newJobType })).toBeVisible();
      await page.getByRole('textbox', { name: t.title, exact: true }).fill(jobTypeTitle);
      await page.getByRole('button', { name: t.createAndAdd, exact: true }).click();
      await expect(page).toHaveURL(/\/job_type\/editor\/[0-9a-f-]{36}$/);
      const jobTypeId = page.url().split('/').pop()!;
      made.jobTypes.push(jobTypeId);
      await expect(page.getByRole('heading', { level: 1, name: jobTypeTitle })).toBeVisible();

      const form = page.getByRole('form', { name: t.questionForm });
      /** Saves the open question and waits for the server's answer. */
      async function saveQuestion() {
        const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/v2\/question\/[0-9a-f-]{36}$/.test(res.url()));
        await form.getByRole('button', { name: t.save, exact: true }).click();
        expect((await saved).status()).toBe(200);
        await expect(form.getByRole('button', { name: t.save, exact: true })).toBeDisabled();
      }
      /** On a phone the editor is a full-screen panel over the list: closes it. */
      async function closePanel() {
        if (!variant.phone) return;
        await form.getByRole('button', { name: t.close, exact: true }).click();
        await expect(form).toHaveCount(0);
      }
      /** Adds a question of a type (after the selected one: at the end here) and gives it a title. */
      async function addQuestion(type: string, title: string) {
        const created = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/v2/question'));
        await page.getByRole('button', { name: t.addQuestion, exact: true }).click();
        await page.getByRole('menuitem', { name: type, exact: true }).click();
        expect((await created).status()).toBe(201);
        await expect(form.getByRole('textbox', { name: t.questionTitle, exact: true })).toBeFocused();
        await form.getByRole('textbox', { name: t.questionTitle, exact: true }).fill(title);
      }
      /** Opens a question of the list in the editor. */
      async function openQuestion(title: string) {
        await page.getByRole('list', { name: t.questionsList, exact: true }).getByRole('button', { name: new RegExp(`${t.openRow.source}${escape(title)}$`) }).click();
        await expect(form.getByRole('textbox', { name: t.questionTitle, exact: true })).toHaveValue(title);
      }
      /** Picks an option of a labelled select. */
      async function choose(select: Locator, option: string | RegExp) {
        await select.click();
        await page.getByRole('listbox').getByRole('option', { name: option }).click();
        await expect(page.getByRole('listbox')).toHaveCount(0);
      }

      // A step, a mandatory list with Yes and No, a text question, one with a signature, a yes/no question.
      await addQuestion(t.types.step, t.q.step);
      await saveQuestion();
      await closePanel();

      await addQuestion(t.types.list, t.q.list);
      await form.getByRole('button', { name: t.addChoice, exact: true }).click();
      await expect(form.getByRole('textbox', { name: t.choice(1), exact: true })).toBeFocused();
      await page.keyboard.type(t.q.yes);
      await form.getByRole('button', { name: t.addChoice, exact: true }).click();
      await form.getByRole('textbox', { name: t.choice(2), exact: true }).fill(t.q.no);
      await form.getByRole('switch', { name: t.mandatory, exact: true }).check();
      await saveQuestion();
      await closePanel();

      await addQuestion(t.types.text, t.q.notes);
      await saveQuestion();
      await closePanel();

      await addQuestion(t.types.text, t.q.signOff);
      await form.getByRole('switch', { name: t.signature, exact: true }).check();
      await saveQuestion();
      await closePanel();

      await addQuestion(t.types.bool, t.q.followUp);
      await saveQuestion();
      await closePanel();

      // The list's path jump: when the answer is No, on to the yes/no question.
      await openQuestion(t.q.list);
      await form.getByRole('button', { name: t.addRule, exact: true }).click();
      await choose(form.getByRole('combobox', { name: t.ruleValue(1) }), t.q.no);
      await choose(form.getByRole('combobox', { name: t.ruleTarget(1) }), new RegExp(`${escape(t.q.followUp)}$`));
      await expect(form.getByRole('combobox', { name: t.ruleValue(1) })).toHaveText(t.q.no);
      await saveQuestion();
      await closePanel();

      const built = [t.q.step, t.q.list, t.q.notes, t.q.signOff, t.q.followUp];
      await expect.poll(() => rowTitles(page, t)).toEqual(built);
      const list = page.getByRole('list', { name: t.questionsList, exact: true });
      const rowOf = (title: string) => list.getByRole('button', { name: new RegExp(`${t.openRow.source}${escape(title)}$`) });
      await expect(rowOf(t.q.list)).toHaveAccessibleDescription(new RegExp(`${t.badges.mandatory}.*${t.badges.jumps}`));

      // The keyboard moves Notes one down, below the signature question: the server keeps the order.
      const reordered = [t.q.step, t.q.list, t.q.signOff, t.q.notes, t.q.followUp];
      const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/v2/jobtype/${jobTypeId}/reorder-questions`));
      // Each key waits for what the list announces, as a screen reader user hears it.
      const announced = (text: RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
      await list.getByRole('button', { name: t.moveHandle(t.q.notes) }).focus();
      await page.keyboard.press('Space');
      await announced(t.dnd.pickedUp);
      await page.keyboard.press('ArrowDown');
      await announced(t.dnd.movedOver(4));
      await page.keyboard.press('Space');
      await announced(t.dnd.dropped(4));
      expect((await saved).status()).toBe(200);
      await expect.poll(() => rowTitles(page, t)).toEqual(reordered);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: jobTypeTitle })).toBeVisible();
      await expect.poll(() => rowTitles(page, t)).toEqual(reordered);
      const original = await jobTypeOf(request, admin, jobTypeId);
      expect(original.questions.map((q) => q.title)).toEqual(reordered);

      // Leaving with a change not saved asks first: Keep editing stays, Leave goes. On a desktop
      // through the link to the settings; on a phone the editor covers the page, so by going back.
      await openQuestion(t.q.notes);
      const draftTitle = `${t.q.notes} (draft)`;
      await form.getByRole('textbox', { name: t.questionTitle, exact: true }).fill(draftTitle);
      const leave = () => (variant.phone ? page.goBack() : page.getByRole('link', { name: t.backToSettings, exact: true }).click());
      await leave();
      const ask = page.getByRole('dialog', { name: t.leaveTitle });
      await expect(ask).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: 'the leave-without-saving question', soft: true });
      await ask.getByRole('button', { name: t.keepEditing, exact: true }).click();
      await expect(ask).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/job_type/editor/${jobTypeId}$`));
      await expect(form.getByRole('textbox', { name: t.questionTitle, exact: true })).toHaveValue(draftTitle);
      await leave();
      await ask.getByRole('button', { name: t.leave, exact: true }).click();
      if (variant.phone) {
        await expect(page).toHaveURL(/\/dashboard$/);
        await page.goto(`/job_type/settings/${jobTypeId}`);
      }
      // Nothing of the draft was saved.
      expect((await jobTypeOf(request, admin, jobTypeId)).questions.map((q) => q.title)).toEqual(reordered);

      // The job type's settings → Save as template.
      await expect(page).toHaveURL(new RegExp(`/job_type/settings/${jobTypeId}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.settingsHeading })).toBeVisible();
      await page.getByRole('button', { name: t.saveAsTemplate, exact: true }).click();
      const templateDialog = page.getByRole('dialog', { name: t.saveAsTemplate });
      const nameBox = templateDialog.getByRole('textbox', { name: t.templateName, exact: true });
      await expect(nameBox).toHaveValue(jobTypeTitle);
      await nameBox.fill(templateName);
      await templateDialog.getByRole('button', { name: t.saveTemplate, exact: true }).click();
      await expect(page.getByText(t.templateSaved(templateName))).toBeVisible();
      const cards = (await (await request.get('/v2/jobtype/templates', { headers: bearer(admin) })).json()) as { data: Array<{ _id: string; title: string; questionCount: number }> };
      const template = cards.data.find((c) => c.title === templateName)!;
      expect(template, 'the saved template is listed').toBeTruthy();
      made.templates.push(template._id);
      expect(template.questionCount).toBe(5);

      // Create new → Job type → the template's card → its name → Create → the editor.
      await openMenuEntry(page, variant.phone, 'side-menu-createNew');
      await page.getByRole('dialog', { name: t.createNew }).getByRole('button', { name: t.createJobType }).click();
      await wizard.getByRole('button', { name: new RegExp(`^${escape(templateName)}`) }).click();
      const name = wizard.getByRole('textbox', { name: t.jobTypeName, exact: true });
      await expect(name).toHaveValue(templateName);
      await name.fill(copyTitle);
      await wizard.getByRole('button', { name: t.create, exact: true }).click();
      await expect(wizard.getByRole('heading', { name: t.created })).toBeVisible();
      await wizard.getByRole('link', { name: t.openEditor, exact: true }).click();
      await expect(page).toHaveURL(/\/job_type\/editor\/[0-9a-f-]{36}$/);
      const copyId = page.url().split('/').pop()!;
      made.jobTypes.push(copyId);
      expect(copyId).not.toBe(jobTypeId);
      await expect(page.getByRole('heading', { level: 1, name: copyTitle })).toBeVisible();

      // Its questions: the order, the mandatory list, the jump to its own yes/no question, the signature.
      await expect.poll(() => rowTitles(page, t)).toEqual(reordered);
      await expect(rowOf(t.q.list)).toHaveAccessibleDescription(new RegExp(`${t.badges.mandatory}.*${t.badges.jumps}`));
      const copy = await jobTypeOf(request, admin, copyId);
      const byTitle = (title: string) => copy.questions.find((q) => q.title === title)!;
      const followUp = byTitle(t.q.followUp);
      expect(copy.questions.map((q) => q._id)).not.toContain(original.questions[0]!._id);
      expect(copy.questions.map((q) => q.type)).toEqual(['step', 'list', 'text', 'text', 'bool']);
      expect(byTitle(t.q.list).settings.isMandatory).toBe(true);
      expect(byTitle(t.q.list).settings.childs?.map((c) => c.value)).toEqual([t.q.yes, t.q.no]);
      expect(byTitle(t.q.list).settings.path).toEqual([{ match: 'equals', value: t.q.no, toQuestion: followUp._id }]);
      expect(byTitle(t.q.signOff).settings.signature).toBe(true);
      expect(byTitle(t.q.notes).settings.signature ?? false).toBe(false);

      await openQuestion(t.q.list);
      await expect(form.getByRole('switch', { name: t.mandatory, exact: true })).toBeChecked();
      await expect(form.getByRole('combobox', { name: t.ruleValue(1) })).toHaveText(t.q.no);
      await expect(form.getByRole('combobox', { name: t.ruleTarget(1) })).toHaveText(`#${followUp.ID} ${t.q.followUp}`);
      await closePanel();
      await openQuestion(t.q.signOff);
      await expect(form.getByRole('switch', { name: t.signature, exact: true })).toBeChecked();
      await closePanel();
    });
  });
}
