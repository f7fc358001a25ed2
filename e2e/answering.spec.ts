import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { Api, uniqueTitle, type MadeQuestion } from './answering';
import { clearSavedLanguage, signInAs, useLanguage } from './helpers';

/**
 * Answering a job on a 390 px phone (issue 14), in English and in Hebrew: the demo inspector opens
 * the questionnaire of a job made through the API, a No jumps over a question by its path rule and
 * Back returns before the jump, Next on an empty mandatory list is refused with its message and
 * red state, a photo is attached, a signature drawn, the punch clock started and stopped; Submit,
 * and the server holds each answer (the list's value, the photo's asset, the signature's link, the
 * punch times). The questionnaire passes axe at 390 px.
 */

const PHOTO = resolve(__dirname, 'fixtures/photo.jpg');

const LANGUAGES = {
  en: {
    signIn: { email: 'Email', password: 'Password', signIn: 'Sign in' },
    next: 'Next',
    back: 'Back',
    submit: 'Submit',
    no: 'No',
    mandatory: 'This question must be answered',
    blocked: 'Answer the questions marked in red first.',
    progress: (n: number, total: number) => `Question ${n} of ${total}`,
    start: 'Start',
    stop: 'Stop',
    pad: 'Signature pad: sign with a finger, a pen or the mouse',
    titles: { bool: 'Is the site open?', skipped: 'Why is it closed?', list: 'Condition', photo: 'Photo of the entrance', signed: 'Inspector note', punch: 'Time on site' },
    choices: ['Good', 'Poor'],
    note: 'All clear on the north side',
  },
  he: {
    signIn: { email: 'דוא"ל', password: 'סיסמה', signIn: 'כניסה' },
    next: 'הבא',
    back: 'הקודם',
    submit: 'שליחה',
    no: 'לא',
    mandatory: 'חובה לענות על שאלה זו',
    blocked: 'יש לענות קודם על השאלות המסומנות באדום.',
    progress: (n: number, total: number) => `שאלה ${n} מתוך ${total}`,
    start: 'התחלה',
    stop: 'עצירה',
    pad: 'משטח חתימה: חתמו באצבע, בעט או בעכבר',
    titles: { bool: 'האם האתר פתוח?', skipped: 'למה הוא סגור?', list: 'מצב', photo: 'צילום הכניסה', signed: 'הערת המפקח', punch: 'זמן באתר' },
    choices: ['תקין', 'לקוי'],
    note: 'הכול תקין בצד הצפוני',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Draws a stroke across the pad with the pointer, as a finger would. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 10), y + (i % 2 ? -25 : 25));
  await page.mouse.up();
}

for (const language of ['en', 'he'] as const) {
  test(`answering a job on a phone (${language}): path rule, mandatory list, photo, signature, punch clock`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = LANGUAGES[language];
    const admin = await Api.as(request, 'admin@demo.test');
    const jobType = await admin.post<{ _id: string }>('/v2/jobtype', { title: uniqueTitle(`Answering ${language}`) });
    // The rule's target must exist before the rule: the bool is put first once the others are there.
    const q: Record<keyof typeof t.titles, MadeQuestion> = {} as never;
    q.skipped = await admin.question(jobType._id, { type: 'text', title: t.titles.skipped });
    q.list = await admin.question(jobType._id, { type: 'list', title: t.titles.list, settings: { isMandatory: true, childs: t.choices.map((value) => ({ value })) } });
    q.photo = await admin.question(jobType._id, { type: 'image', title: t.titles.photo, settings: { allowAddingFile: true, fileIsRequired: true } });
    q.signed = await admin.question(jobType._id, { type: 'text', title: t.titles.signed, settings: { signature: true } });
    q.punch = await admin.question(jobType._id, { type: 'date_time', title: t.titles.punch, settings: { isRange: true, isPunchClock: true } });
    q.bool = await admin.question(jobType._id, { type: 'bool', title: t.titles.bool, sequence: 0, settings: { path: [{ toQuestion: q.list._id, value: 'false' }] } });
    const job = await admin.inspectorJob(jobType._id);

    // A language saved on the inspector's profile by another journey would win over the device's.
    await clearSavedLanguage(request, 'inspector@demo.test');
    await useLanguage(page, language);
    await signInAs(page, t.signIn, 'inspector@demo.test');
    await page.goto(`/jobs/${job._id}/answer`);
    const dialog = page.getByTestId('answer-dialog');
    const slot = (question: MadeQuestion) => dialog.getByTestId(`answer-question-${question.ID}`);
    const progress = dialog.getByTestId('answer-progress');
    const next = dialog.getByTestId('answer-next');
    await expect(slot(q.bool)).toBeVisible();
    if (language === 'he') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(progress).toHaveText(t.progress(1, 6));
    await expectNoSeriousA11yViolations(page, { label: `the questionnaire at 390 px (${language})` });
    await page.screenshot({ path: test.info().outputPath(`answering-${language}-1-bool.png`) });

    // No jumps over the next question to the list; Back returns to the bool, not to the skipped one.
    await slot(q.bool).getByRole('button', { name: t.no, exact: true }).click();
    await next.click();
    await expect(slot(q.list)).toBeVisible();
    await expect(slot(q.skipped)).toHaveCount(0);
    await expect(progress).toHaveText(t.progress(3, 6));
    await dialog.getByTestId('answer-back').click();
    await expect(slot(q.bool)).toBeVisible();
    await expect(slot(q.bool).getByRole('button', { name: t.no, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await next.click();
    await expect(slot(q.list)).toBeVisible();

    // Next on the empty mandatory list looks disabled, yet a press shows why: its message, the red state, and the page stays.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await expect(slot(q.list)).toHaveAttribute('data-invalid', 'true');
    await expect(slot(q.list).getByTestId('issue-value')).toHaveText(t.mandatory);
    await expect(dialog.getByRole('alert').filter({ hasText: t.blocked })).toBeVisible();
    await expect(slot(q.list)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`answering-${language}-2-refused.png`) });
    await expectNoSeriousA11yViolations(page, { label: `the refused list at 390 px (${language})` });
    await slot(q.list).getByRole('radio', { name: t.choices[1] }).click();
    await expect(slot(q.list).getByRole('radio', { name: t.choices[1] })).toHaveAttribute('aria-checked', 'true');
    await expect(slot(q.list)).not.toHaveAttribute('data-invalid', 'true');
    await next.click();

    // The photo: required, so Next is refused until one is chosen; it is uploaded with the answer.
    await expect(slot(q.photo)).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await expect(slot(q.photo).getByTestId('issue-files')).toBeVisible();
    await slot(q.photo).getByTestId('photo-input').setInputFiles(PHOTO);
    await expect(slot(q.photo).getByRole('list')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`answering-${language}-3-photo.png`) });
    await next.click();

    // A note and a signature drawn on the pad.
    await expect(slot(q.signed)).toBeVisible();
    await slot(q.signed).getByRole('textbox').fill(t.note);
    const pad = slot(q.signed).getByRole('img', { name: t.pad });
    await sign(page, pad);
    await expect(slot(q.signed).getByTestId('signature-section').getByRole('button').last()).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`answering-${language}-4-signature.png`) });
    await next.click();

    // The punch clock ticks HH:MM:SS from Start to Stop; the last question offers Submit.
    await expect(slot(q.punch)).toBeVisible();
    const clock = slot(q.punch).getByTestId('punch-clock');
    const timer = clock.getByRole('timer');
    await expect(timer).toHaveText('00:00:00');
    await clock.getByRole('button', { name: t.start, exact: true }).click();
    await expect(timer).toHaveText(/^00:00:0[1-9]$/, { timeout: 5000 });
    const ticked = await timer.textContent();
    await expect(timer).not.toHaveText(ticked!, { timeout: 5000 });
    await clock.getByRole('button', { name: t.stop, exact: true }).click();
    await expect(clock.getByRole('button', { name: t.start, exact: true })).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`answering-${language}-5-punch.png`) });
    await dialog.getByTestId('answer-submit').click();
    await expect(dialog).toBeHidden();

    // The server holds each answer: the list's value, the photo's asset, the signature's link, the punch times.
    const byKey = async () => new Map((await admin.answers(job._id)).map((a) => [a.question, a]));
    await expect.poll(async () => [...(await byKey()).keys()].sort(), { timeout: 15_000 }).toEqual([q.bool, q.list, q.photo, q.signed, q.punch].map((x) => String(x.ID)).sort());
    const stored = await byKey();
    expect(stored.get(String(q.bool.ID))!.value).toBe(false);
    expect(stored.has(String(q.skipped.ID))).toBe(false);
    expect(JSON.stringify(stored.get(String(q.list.ID))!.value)).toContain(t.choices[1]);
    const photo = stored.get(String(q.photo.ID))!;
    expect(photo.files).toHaveLength(1);
    expect(photo.files[0].assetId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request.get(photo.files[0].url)).status()).toBe(200);
    const signed = stored.get(String(q.signed.ID))!;
    expect(signed.value).toBe(t.note);
    expect(signed.signature).toBeTruthy();
    const signature = await request.get(signed.signature!);
    expect(signature.status()).toBe(200);
    expect(signature.headers()['content-type']).toContain('image/png');
    const punch = stored.get(String(q.punch.ID))!;
    expect(punch.punchStart).toBeTruthy();
    expect(punch.punchEnd).toBeTruthy();
    expect(punch.punchClockOn).toBe(false);
    expect(Date.parse(punch.punchEnd!) - Date.parse(punch.punchStart!)).toBeGreaterThanOrEqual(1000);
  });
}
