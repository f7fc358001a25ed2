import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TogglesRepository } from '../src/settings/toggles.repository';
import { InstanceStateService } from '../src/settings/instance-state.service';
import { createSendGridTransport } from '../src/mail/create-mail-transport';
import { MailDelivery } from '../src/mail/mail-delivery.service';
import { MailTransports } from '../src/mail/mail-transports';
import { Mailer } from '../src/mail/mailer.service';
import { MailsRepository } from '../src/mail/mails.repository';
import { SmtpMailTransport } from '../src/mail/smtp-mail.transport';
import { QueueService } from '../src/queue/queue.service';
import { TestContext, type TestInstance } from './helpers/test-app';
import { mailsTo, waitForMail } from './helpers/mail';
import { startSmtpServer, type SmtpTestServer } from './helpers/smtp-server';

let server: SmtpTestServer;
let ctx: TestContext;
let instance: TestInstance;
let mailer: Mailer;
let delivery: MailDelivery;

beforeAll(async () => {
  server = await startSmtpServer({ refuse: (address) => address.startsWith('refused') });
  ctx = await TestContext.start({ SMTP_URL: server.url });
  instance = await ctx.newInstance({ name: 'Delivery' });
  mailer = ctx.app.get(Mailer);
  delivery = ctx.app.get(MailDelivery);
});
afterAll(async () => {
  await ctx?.close();
  await server?.stop();
});

const testMail = (to: string) => ({ to, template: 'mail_test' as const, params: {} });

describe('a mail belongs to the transaction that sends it', () => {
  it('a use case that rolls back sends no mail: no row, no job', async () => {
    const queued = vi.spyOn(ctx.app.get(QueueService), 'add');
    const use = ctx.db.tenant(instance.id, async (scope) => {
      await mailer.send(scope, testMail('rolled-back@example.test'));
      throw new Error('the use case failed');
    });
    await expect(use).rejects.toThrow('the use case failed');
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(ctx, instance, 'rolled-back@example.test')).toEqual([]);
    expect(queued.mock.calls.filter(([name]) => name === 'mail.send')).toEqual([]);
    expect(server.recipientsAsked).not.toContain('rolled-back@example.test');
    queued.mockRestore();
  });
});

describe('a failed send is retried, then recorded, and never fails the request', () => {
  it('a recipient the server refuses (550) is tried three times, then the mail is failed with the error', async () => {
    const admin = await ctx.newUser(instance, { role: 'sys_admin', email: 'refused-admin@example.test' });
    const res = await ctx.request(instance, { method: 'POST', url: '/v2/mails/test', as: admin, payload: {} });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('queued');

    const failed = await waitForMail(ctx, instance, admin.email, (r) => r.status === 'failed', 30_000);
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/550/);
    expect(server.recipientsAsked.filter((a) => a === admin.email)).toHaveLength(3);
    const page = await ctx.request(instance, { method: 'GET', url: `/v2/mails/${failed.id}`, as: admin });
    expect(page.json()).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringMatching(/550/) });
  });

  it('a server that is down is retried, then the mail is failed with the connection error', async () => {
    const closed = await freePort();
    const down = await TestContext.start({ SMTP_URL: `smtp://user:secret@127.0.0.1:${closed}` });
    try {
      const other = await down.newInstance({ name: 'Down' });
      await down.db.tenant(other.id, (scope) => down.app.get(Mailer).send(scope, testMail('nobody@example.test')));
      const failed = await waitForMail(down, other, 'nobody@example.test', (r) => r.status === 'failed', 30_000);
      expect(failed.attempts).toBe(3);
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });

  it('a template or params that cannot render fail at once, without retries', async () => {
    const { id } = await ctx.db.tenant(instance.id, (scope) =>
      ctx.app.get(MailsRepository).insert(scope, { to: 'broken@example.test', template: 'no_such_template', params: {}, language: null }),
    );
    expect(await delivery.deliver(instance.id, id)).toBe('failed');
    const [row] = await mailsTo(ctx, instance, 'broken@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: "Unknown mail template 'no_such_template'" });
  });
});

describe('the mail job is idempotent', () => {
  it('a job run twice, at once or one after the other, sends the mail once', async () => {
    // Written without a job, so only the runs below send it.
    const { id } = await ctx.db.tenant(instance.id, (scope) =>
      ctx.app.get(MailsRepository).insert(scope, { to: 'twice@example.test', template: 'mail_test', params: {}, language: null }),
    );
    const results = await Promise.all([delivery.deliver(instance.id, id), delivery.deliver(instance.id, id)]);
    expect(results.sort()).toEqual(['sent', 'skipped']);
    expect(await delivery.deliver(instance.id, id)).toBe('skipped');
    await ctx.app.get(QueueService).add('mail.send', { instanceId: instance.id, mailId: id });
    await new Promise((r) => setTimeout(r, 500));
    expect(server.received.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(1);
    const [row] = await mailsTo(ctx, instance, 'twice@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('SendGrid', () => {
  it("an instance whose SendGrid app is on with an API key sends through SendGrid's SMTP relay", async () => {
    const shop = await ctx.newInstance({ name: 'Shop', toggles: ['sendgrid'] });
    await ctx.db.tenant(shop.id, (scope) =>
      ctx.app.get(TogglesRepository).upsert(scope, 'sendgrid', { settings: { apiKey: 'SG.test-key', sender: 'verified@shop.test' } }),
    );
    await ctx.app.get(InstanceStateService).invalidate(shop.id);
    // The relay is played by the test server: what matters is that the instance's key picks it.
    const transports = ctx.app.get(MailTransports);
    const relay = new SmtpMailTransport('sendgrid', { url: server.url });
    const deployment = transports.for(null);
    const chosen = vi.spyOn(transports, 'for').mockImplementation((key) => (key ? relay : deployment));
    try {
      await ctx.db.tenant(shop.id, (scope) => mailer.send(scope, testMail('sendgrid@example.test')));
      const { parsed } = await server.waitFor('sendgrid@example.test');
      expect(parsed.from?.value[0].address).toBe('verified@shop.test');
      expect(chosen).toHaveBeenCalledWith('SG.test-key');
      const sent = await waitForMail(ctx, shop, 'sendgrid@example.test', (r) => r.status === 'sent');
      expect(sent.transport).toBe('sendgrid');
    } finally {
      chosen.mockRestore();
      relay.close();
    }
  });

  it('the relay is SendGrid\'s SMTP server, user "apikey", the key as password', () => {
    const relay = createSendGridTransport('SG.key') as SmtpMailTransport;
    expect(relay.kind).toBe('sendgrid');
    expect(relay.endpoint).toEqual({ host: 'smtp.sendgrid.net', port: 587, user: 'apikey' });
    relay.close();
  });
});

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
