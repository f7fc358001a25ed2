import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { Api, uniqueTitle } from './answering';
import { clearSavedLanguage, goOffline, goOnline, signInAs, useLanguage } from './helpers';

/**
 * Answering without a network (issue 14, ADR 0045's service worker): the inspector opens the
 * questionnaire once online, loses the network, answers three questions (one with a photo) which
 * wait on the device, reloads (the app boots from the worker and still shows them waiting), comes
 * back online, and the three answers reach the server exactly once each.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHOTO = resolve(__dirname, 'fixtures/photo.jpg');
const EN = { email: 'Email', password: 'Password', signIn: 'Sign in' };

test('offline: three answers and a photo wait on the device, survive a reload and are sent once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const admin = await Api.as(request, 'admin@demo.test');
  const jobType = await admin.post<{ _id: string }>('/v2/jobtype', { title: uniqueTitle('Offline answering') });
  const text = await admin.question(jobType._id, { type: 'text', title: 'Meter reading' });
  const list = await admin.question(jobType._id, { type: 'list', title: 'Condition', settings: { childs: [{ value: 'Good' }, { value: 'Poor' }] } });
  const photo = await admin.question(jobType._id, { type: 'image', title: 'Photo of the meter', settings: { allowAddingFile: true } });
  const last = await admin.question(jobType._id, { type: 'text', title: 'Anything else?' });
  const job = await admin.inspectorJob(jobType._id);
  const keys = [text, list, photo].map((q) => String(q.ID));

  await clearSavedLanguage(request, 'inspector@demo.test');
  await useLanguage(page, 'en');
  await signInAs(page, EN, 'inspector@demo.test');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // Once online: the job and the questionnaire's chunk are fetched through the worker and kept.
  await page.goto(`/jobs/${job._id}/answer`);
  const dialog = page.getByTestId('answer-dialog');
  const slot = (q: { ID: number }) => dialog.getByTestId(`answer-question-${q.ID}`);
  await expect(slot(text)).toBeVisible();
  await page.reload();
  await expect(slot(text)).toBeVisible();

  await goOffline(context);
  // The outbox's status in the dialog's bar says so in words, and counts what waits.
  const pending = dialog.getByRole('button', { name: /Answers waiting and sent/ });
  await expect(pending).toContainText('Offline');
  await slot(text).getByRole('textbox').fill('4711');
  await dialog.getByTestId('answer-next').click();
  await expect(slot(list)).toBeVisible();
  await expect(pending).toContainText('1 waiting');
  await slot(list).getByRole('radio', { name: 'Poor' }).click();
  await dialog.getByTestId('answer-next').click();
  await expect(slot(photo)).toBeVisible();
  await slot(photo).getByTestId('photo-input').setInputFiles(PHOTO);
  await expect(slot(photo).getByRole('list')).toBeVisible();
  await dialog.getByTestId('answer-next').click();
  await expect(slot(last)).toBeVisible();
  await expect(pending).toContainText('3 waiting');
  // Back on the photo: it says it waits.
  await dialog.getByTestId('answer-back').click();
  await expect(slot(photo).getByTestId('sync-state')).toHaveText('Waiting to send');
  await page.screenshot({ path: test.info().outputPath('answering-offline-waiting.png') });

  // Reloaded without a network: the app boots from the worker, and the answers still wait.
  await page.reload();
  await expect(slot(text)).toBeVisible();
  await expect(pending).toContainText('3 waiting');
  await expect(slot(text).getByRole('textbox')).toHaveValue('4711');
  await expect(slot(text).getByTestId('sync-state')).toHaveText('Waiting to send');
  expect((await admin.answers(job._id)).length).toBe(0);

  // Back online: they are sent, and the server holds each once, with one history row each.
  await goOnline(context);
  await expect(pending).toContainText('All sent', { timeout: 30_000 });
  await expect(slot(text).getByTestId('sync-state')).toHaveText('Saved');
  const answers = await admin.answers(job._id);
  expect(answers.map((a) => a.question).sort()).toEqual([...keys].sort());
  const byKey = new Map(answers.map((a) => [a.question, a]));
  expect(byKey.get(String(text.ID))!.value).toBe('4711');
  expect(JSON.stringify(byKey.get(String(list.ID))!.value)).toContain('Poor');
  expect(byKey.get(String(photo.ID))!.files).toHaveLength(1);
  for (const answer of answers) expect(answer.history, `history of ${answer.question}`).toHaveLength(1);
  // Another reload online sends nothing again.
  await page.reload();
  await expect(slot(text).getByRole('textbox')).toHaveValue('4711');
  await expect(pending).toContainText(/Nothing to send|All sent/);
  const again = await admin.answers(job._id);
  expect(again).toHaveLength(3);
  for (const answer of again) expect(answer.history).toHaveLength(1);
});
