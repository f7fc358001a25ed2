import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@fieldwork/contracts';
import { Mailer } from '../src/mail/mailer.service';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';
import { waitForMail } from './helpers/mail';

// The embedded default: no SMTP_URL, so mails go to the outbox (recorded and logged).
let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sysAdmin: TestUser;
let acmeSysAdmin: TestUser;
let acmeMailId: string;

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ name: 'Demo' });
  acme = await ctx.newInstance({ name: 'Acme' });
  sysAdmin = await ctx.newUser(demo, { role: 'sys_admin' });
  acmeSysAdmin = await ctx.newUser(acme, { role: 'sys_admin' });
  const mailer = ctx.app.get(Mailer);
  // One use case each: mails of one transaction share its time.
  for (const n of [1, 2, 3]) {
    await ctx.db.tenant(demo.id, (scope) => mailer.send(scope, { to: `person${n}@demo.test`, template: 'mail_test', params: {} }));
  }
  acmeMailId = (await ctx.db.tenant(acme.id, (scope) => mailer.send(scope, { to: 'secret@acme.test', template: 'mail_test', params: {} }))).id;
  await waitForMail(ctx, demo, 'person3@demo.test', (r) => r.status === 'sent');
});
afterAll(() => ctx?.close());

describe('who may open the mail page', () => {
  it.each<Role>(['business_admin', 'project_manager', 'inspector', 'client'])('refuses %s with 403 on every call', async (role) => {
    const user = await ctx.newUser(demo, { role });
    const token = (await ctx.login(user)).access_token;
    for (const [method, url] of [['GET', '/v2/mails'], ['GET', `/v2/mails/${acmeMailId}`], ['POST', '/v2/mails/test']] as const) {
      const res = await ctx.request(demo, { method, url, as: token, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('asks an anonymous caller to sign in (401)', async () => {
    for (const [method, url] of [['GET', '/v2/mails'], ['GET', `/v2/mails/${acmeMailId}`], ['POST', '/v2/mails/test']] as const) {
      expect((await ctx.request(demo, { method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the mail list and one mail', () => {
  it("lists the instance's mails, newest first, in pages, without their bodies", async () => {
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/mails?page=1&page_size=2', as: sysAdmin });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalDocs: 3, page: 1, limit: 2, totalPages: 2 });
    expect(page.docs.map((m: { to: string }) => m.to)).toEqual(['person3@demo.test', 'person2@demo.test']);
    expect(page.docs[0]).toMatchObject({ template: 'mail_test', status: 'sent', transport: 'outbox', subject: 'This is a test mail from Demo' });
    expect(page.docs[0]).not.toHaveProperty('html');
    const second = (await ctx.request(demo, { method: 'GET', url: '/v2/mails?page=2&page_size=2', as: sysAdmin })).json();
    expect(second.docs.map((m: { to: string }) => m.to)).toEqual(['person1@demo.test']);
  });

  it('answers one mail with its rendered HTML and text', async () => {
    const [first] = (await ctx.request(demo, { method: 'GET', url: '/v2/mails', as: sysAdmin })).json().docs;
    const res = await ctx.request(demo, { method: 'GET', url: `/v2/mails/${first._id}`, as: sysAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: first._id,
      to: 'person3@demo.test',
      from: `"Demo" <no-reply@${demo.host}>`,
      html: expect.stringContaining('<html lang="en" dir="ltr">'),
      text: expect.stringContaining('This is a test mail from Demo.'),
    });
  });

  it("never lists another tenant's mails, and answers its ids 404", async () => {
    const demoList = (await ctx.request(demo, { method: 'GET', url: '/v2/mails?page_size=100', as: sysAdmin })).json();
    expect(demoList.docs.map((m: { to: string }) => m.to)).not.toContain('secret@acme.test');
    const cross = await ctx.request(demo, { method: 'GET', url: `/v2/mails/${acmeMailId}`, as: sysAdmin });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe('not_found');
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/mails/not-a-uuid', as: sysAdmin })).statusCode).toBe(404);
    // Acme's own sys_admin sees it; and Acme's token does not open Demo's page.
    const acmeList = (await ctx.request(acme, { method: 'GET', url: '/v2/mails', as: acmeSysAdmin })).json();
    expect(acmeList.docs.map((m: { to: string }) => m.to)).toEqual(['secret@acme.test']);
    const token = (await ctx.login(acmeSysAdmin)).access_token;
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/mails', as: token })).statusCode).toBe(401);
  });
});

describe('POST /v2/mails/test', () => {
  it('queues the test mail to the caller in the language asked, and answers at once (202)', async () => {
    const res = await ctx.request(demo, { method: 'POST', url: '/v2/mails/test', as: sysAdmin, payload: { language: 'he' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ to: sysAdmin.email, template: 'mail_test', status: 'queued', attempts: 0 });
    const sent = await waitForMail(ctx, demo, sysAdmin.email, (r) => r.status === 'sent');
    expect(sent).toMatchObject({ language: 'he', subject: 'זוהי הודעת בדיקה מאת Demo' });
    expect(sent.html).toContain('<html lang="he" dir="rtl">');
  });

  it('takes no body at all, and refuses a language it does not know', async () => {
    expect((await ctx.request(demo, { method: 'POST', url: '/v2/mails/test', as: sysAdmin })).statusCode).toBe(202);
    const res = await ctx.request(demo, { method: 'POST', url: '/v2/mails/test', as: sysAdmin, payload: { language: 'fr' } });
    expect(res.statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await ctx.request(demo, { method: 'GET', url: '/v2/documentation/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v2/mails', '/v2/mails/test', '/v2/mails/{id}']));
  });
});
