import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { Api, uniqueTitle } from './answering';
import { signInAsAdmin } from './helpers';

/**
 * A public answer link (issue 14): the admin makes one from the job's side panel and copies it;
 * someone with no account opens it on a phone, sees only the questions open to clients, answers
 * and gets the thank-you; the server keeps the answers with no user; once the admin withdraws the
 * link, the page says so.
 */

interface LinkRow {
  _id: string;
  path: string;
  revokedAt: string | null;
}

test('public link: made and copied in the side panel, answered without an account, withdrawn', async ({ page, browser, request, context, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await Api.as(request, 'admin@demo.test');
  const jobType = await admin.post<{ _id: string }>('/v2/jobtype', { title: uniqueTitle('Public answering') });
  const name = await admin.question(jobType._id, { type: 'text', title: 'Your name', isClientVisible: true, settings: { isMandatory: true } });
  const internal = await admin.question(jobType._id, { type: 'text', title: 'Internal cost estimate' });
  const rating = await admin.question(jobType._id, { type: 'list', title: 'How was the visit?', isClientVisible: true, settings: { childs: [{ value: 'Fine' }, { value: 'Not fine' }] } });
  const job = await admin.inspectorJob(jobType._id);

  // The admin makes a link in the side panel's dialog; it is copied as it is made.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAsAdmin(page);
  await page.goto(`/jobs/${job._id}`);
  await page.getByTestId('job-answer-links').click();
  const dialog = page.getByTestId('answer-links-dialog');
  await expect(dialog.getByTestId('answer-links-empty')).toBeVisible();
  await dialog.getByTestId('answer-link-create').click();
  await expect(dialog.getByTestId('answer-links-list').getByRole('listitem')).toHaveCount(1);
  const links = (await admin.get<{ data: LinkRow[] }>(`/v2/jobs/${job._id}/answer-links`)).data;
  expect(links).toHaveLength(1);
  const link = links[0];
  expect(link.path).toMatch(/^\/(job_type\/answer\/|answer\/)/);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(link.path, baseURL).toString());

  // Someone with no session, on a phone: only the questions open to clients.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await stranger.newPage();
  await visitor.goto(link.path);
  const screen = visitor.getByTestId('public-answer');
  await expect(screen.getByRole('heading', { name: `Job #${job.ID}` })).toBeVisible();
  await expect(screen.getByTestId(`answer-question-${name.ID}`)).toBeVisible();
  await expect(screen.getByTestId('answer-progress')).toHaveText('Question 1 of 2');
  await expect(screen.getByText('Internal cost estimate')).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor, { label: 'the public questionnaire at 390 px' });
  await visitor.screenshot({ path: test.info().outputPath('answering-public.png') });
  await screen.getByTestId(`answer-question-${name.ID}`).getByRole('textbox').fill('Dana Client');
  await screen.getByTestId('answer-next').click();
  await expect(screen.getByTestId(`answer-question-${rating.ID}`)).toBeVisible();
  await expect(screen.getByText('Internal cost estimate')).toHaveCount(0);
  await screen.getByTestId(`answer-question-${rating.ID}`).getByRole('radio', { name: 'Fine', exact: true }).click();
  await screen.getByTestId('answer-submit').click();
  const thanks = screen.getByTestId('public-answer-thanks');
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText('Thank you');
  await expect(thanks).toContainText('Your answers were received.');

  // Kept with no user; the internal question has no answer.
  const answers = await admin.answers(job._id);
  expect(answers.map((a) => a.question).sort()).toEqual([String(name.ID), String(rating.ID)].sort());
  for (const answer of answers) expect(answer.user ?? null).toBeNull();
  expect(answers.find((a) => a.question === String(name.ID))!.value).toBe('Dana Client');
  expect(answers.some((a) => a.question === String(internal.ID))).toBe(false);
  // The public call gives only the public questions too.
  const publicRead = await request.get(`/v2/public/answer/${link.path.split('/').filter(Boolean)[link.path.startsWith('/job_type/') ? 2 : 1]}`);
  expect(publicRead.status()).toBe(200);
  const publicTitles = ((await publicRead.json()) as { questions: Array<{ title: string }> }).questions.map((q) => q.title);
  expect(publicTitles).toEqual(['Your name', 'How was the visit?']);

  // The admin withdraws the link in the dialog; the page then says it was withdrawn.
  await dialog.getByRole('button', { name: /^Withdraw the link made / }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Withdraw this link?' });
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('answer-links-list')).toContainText('Withdrawn');
  expect((await admin.get<{ data: LinkRow[] }>(`/v2/jobs/${job._id}/answer-links`)).data[0].revokedAt).toBeTruthy();
  await visitor.reload();
  await expect(visitor.getByTestId('public-answer-error')).toHaveText('This link was withdrawn');
  await expect(visitor.getByTestId('answer-question-' + name.ID)).toHaveCount(0);
  await stranger.close();
});
