import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiToken, signInAs, useLanguage } from './helpers';

/**
 * Jobs (issue 13): an admin creates a job with the wizard and assigns the demo inspector, who
 * signs in and confirms attendance; the admin changes its status from the side panel and
 * duplicates it; the demo's Hebrew job is exported as a PDF whose text holds its number and its
 * Hebrew answer; the same list in Hebrew on a 390 px phone. The demo seed's jobs are in README.md.
 */

const EN = { email: 'Email', password: 'Password', signIn: 'Sign in' };
const HE = { email: 'דוא"ל', password: 'סיסמה', signIn: 'כניסה' };
/** The demo seed's Hebrew answer on job #3 (apps/api/src/seed/demo-jobs.seeder.ts). */
const HEBREW_ANSWER = 'קומה 3, ליד חדר המדרגות';

async function signedIn(browser: Browser, email: string, language: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await useLanguage(page, language);
  await signInAs(page, language === 'he' ? HE : EN, email);
  return page;
}

/** As much of pdf.js as the journey reads (the API's dependency: e2e has no types of its own for it). */
interface PdfJs {
  getDocument(source: { data: Uint8Array; isEvalSupported: boolean; verbosity: number }): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

/** The text of a PDF, read by pdf.js as the API's own tests read it. */
async function pdfText(path: string): Promise<string> {
  const pdfjs = (await import('../apps/api/node_modules/pdfjs-dist/legacy/build/pdf.mjs' as string)) as PdfJs;
  const document = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

test('jobs: the wizard, assignment, attendance, status, duplicate and the PDF', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin@demo.test', 'en');

  // The wizard behind Create new: job type, project, the start date as it is (now), Create.
  await admin.getByTestId('side-menu-createNew').click();
  await admin.getByTestId('create-job').click();
  const wizard = admin.getByRole('dialog');
  await wizard.getByRole('radio', { name: 'Site safety inspection' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox', { name: 'Project' }).click();
  await admin.getByRole('option', { name: 'Harbour Tower' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('group', { name: 'Start date' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Create job' }).click();
  const created = wizard.getByTestId('job-created');
  await expect(created).toHaveText(/Job #\d+ was created/);
  const number = Number(/#(\d+)/.exec((await created.textContent()) ?? '')![1]);

  // 500 ms later: the summary with the main questions (when the type has them), then the people.
  const assignHeading = wizard.getByRole('heading', { name: 'Who will do it?' });
  const summaryHeading = wizard.getByRole('heading', { name: `Job #${number}` });
  await expect(assignHeading.or(summaryHeading)).toBeVisible();
  if (await summaryHeading.isVisible()) await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(assignHeading).toBeVisible();
  await wizard.getByRole('checkbox', { name: /Ira Inspector/ }).check();
  await wizard.getByRole('button', { name: 'Assign', exact: true }).click();
  const warnings = wizard.getByTestId('assign-warnings');
  await expect(warnings.or(wizard.getByTestId('job-previous-step')).or(wizard.getByTestId('job-skills-step')).or(wizard.getByTestId('job-done'))).toBeVisible();
  if (await warnings.isVisible()) await wizard.getByRole('button', { name: 'Continue' }).click();
  // Skip the optional steps up to the final one.
  for (let i = 0; i < 3 && !(await wizard.getByTestId('job-done').isVisible()); i++) {
    await wizard.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(wizard.getByRole('heading', { name: `Job #${number} is ready` })).toBeVisible();
  await wizard.getByRole('link', { name: 'Open the job' }).click();
  await expect(admin).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = new URL(admin.url()).pathname;
  const panel = admin.getByTestId('job-panel');
  await expect(panel.getByRole('heading', { name: `Job #${number}` })).toBeVisible();
  await expect(panel).toContainText('Ira Inspector');
  await expect(panel).toContainText('Harbour Tower');

  // The inspector signs in, opens the shared link and confirms attendance.
  const inspector = await signedIn(browser, 'inspector@demo.test', 'en');
  await inspector.goto(jobUrl);
  const inspectorPanel = inspector.getByTestId('job-panel');
  await expect(inspectorPanel.getByRole('heading', { name: `Job #${number}` })).toBeVisible();
  await inspectorPanel.getByTestId('job-confirm-attendance').click();
  await expect(inspectorPanel.getByTestId('job-confirm-attendance')).toHaveCount(0);
  await expect(inspectorPanel).toContainText(/confirmed/i);
  // An inspector is not offered what the policy refuses them: changing the project, links.
  await expect(inspectorPanel.getByTestId('job-change-project')).toHaveCount(0);
  await expect(inspectorPanel.getByTestId('job-link-previous')).toHaveCount(0);
  await inspector.context().close();

  // The admin changes the status from the side panel.
  await admin.reload();
  await expect(panel.getByRole('heading', { name: `Job #${number}` })).toBeVisible();
  await panel.getByTestId('job-status-chip').click();
  await admin.getByTestId('job-status-option-confirmed').click();
  await expect(panel.getByTestId('job-status-chip')).toContainText('Confirmed');
  const token = await apiToken(request, 'admin@demo.test');
  const jobId = jobUrl.split('/').pop()!;
  const stored = await request.get(`/v2/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { status: string }).status).toBe('confirmed');

  // Duplicate: a new job with the next number.
  await panel.getByTestId('job-duplicate').click();
  await expect(admin.getByText('Job cloned successfully')).toBeVisible();
  const list = await request.get('/v2/jobs?sort=-ID&page_size=1', { headers: { authorization: `Bearer ${token}` } });
  const newest = ((await list.json()) as { docs: Array<{ ID: number; project: { name: string } | null }> }).docs[0];
  expect(newest.ID).toBe(number + 1);
  expect(newest.project?.name).toBe('Harbour Tower');

  // The demo's Hebrew job (#3) as a PDF: its number and its Hebrew answer are in its text.
  const hebrewJob = await request.get('/v2/jobs?search=3&page_size=20', { headers: { authorization: `Bearer ${token}` } });
  const three = ((await hebrewJob.json()) as { docs: Array<{ _id: string; ID: number }> }).docs.find((j) => j.ID === 3)!;
  await admin.goto(`/jobs/${three._id}`);
  await expect(panel.getByRole('heading', { name: 'Job #3' })).toBeVisible();
  const [download] = await Promise.all([admin.waitForEvent('download'), panel.getByTestId('job-export').click()]);
  expect(download.suggestedFilename()).toBe('job-3.pdf');
  const text = await pdfText(await download.path());
  expect(text).toMatch(/Job #3\b/);
  // pdf.js gives each drawn run as an item; joined with spaces, "3," reads "3 ,": compare without spaces.
  const squeeze = (s: string) => s.replace(/\s+/g, '');
  expect(squeeze(text)).toContain(squeeze(HEBREW_ANSWER));

  await admin.context().close();
});

test('jobs: the list and a job in Hebrew on a 390 px phone', async ({ browser }) => {
  const page = await signedIn(browser, 'admin@demo.test', 'he', { width: 390, height: 844 });
  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The demo's jobs are there, the Hebrew job type among them.
  await expect(page.getByText('בדיקת מטפי כיבוי אש').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'the jobs list, Hebrew, phone' });
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByText('בדיקת מטפי כיבוי אש').first().click();
  const panel = page.getByTestId('job-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('job-status-chip')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'a job, Hebrew, phone' });
  await page.context().close();
});
