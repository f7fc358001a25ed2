import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Mailer } from '../src/mail/mailer.service';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';
import { setInstanceSettings, setUserLanguage, waitForMail } from './helpers/mail';
import { startSmtpServer } from './helpers/smtp-server';

/** A mail as its recipient got it. */
interface Delivered {
  subject: string;
  fromName: string;
  fromAddress: string;
  html: string;
  text: string;
}

interface TransportUnderTest {
  /** The environment that selects the transport. */
  env: Record<string, string>;
  delivered(ctx: TestContext, instance: TestInstance, to: string): Promise<Delivered>;
  stop(): Promise<void>;
}

const FROM = /^"(.*)" <(.*)>$/;

/** Each transport, and how a test reads what it delivered: the SMTP server's inbox, or the outbox rows. */
const TRANSPORTS: Array<[string, () => Promise<TransportUnderTest>]> = [
  [
    'smtp',
    async () => {
      const server = await startSmtpServer();
      return {
        env: { SMTP_URL: server.url },
        async delivered(_ctx, _instance, to) {
          const { parsed } = await server.waitFor(to);
          const from = parsed.from?.value[0];
          return {
            subject: parsed.subject ?? '',
            fromName: from?.name ?? '',
            fromAddress: from?.address ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          };
        },
        stop: () => server.stop(),
      };
    },
  ],
  [
    'outbox',
    async () => ({
      env: {},
      async delivered(ctx, instance, to) {
        const row = await waitForMail(ctx, instance, to, (r) => r.status === 'sent');
        const [, fromName = '', fromAddress = ''] = FROM.exec(row.fromAddress ?? '') ?? [];
        return { subject: row.subject ?? '', fromName, fromAddress, html: row.html ?? '', text: row.text ?? '' };
      },
      stop: async () => undefined,
    }),
  ],
];

describe.each(TRANSPORTS)('mail through the %s transport', (kind, setUp) => {
  let transport: TransportUnderTest;
  let ctx: TestContext;
  let instance: TestInstance;
  let sysAdmin: TestUser;
  let logged: MockInstance<Logger['log']>;
  const mailLines = () => logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Mail to '));

  beforeAll(async () => {
    logged = vi.spyOn(Logger.prototype, 'log');
    transport = await setUp();
    ctx = await TestContext.start(transport.env);
    instance = await ctx.newInstance({ name: 'Northwind' });
    await setInstanceSettings(ctx, instance, {
      companyName: 'Northwind <Traders>',
      emailSenderName: 'Northwind Mail',
      branding: { primary: { color: { hex: '#ffd400' } }, review: null },
      logoUrl: '/brand/logo.png',
    });
    sysAdmin = await ctx.newUser(instance, { role: 'sys_admin' });
  });
  afterAll(async () => {
    logged?.mockRestore();
    await ctx?.close();
    await transport?.stop();
  });

  it('delivers the test mail with its subject, the sender name, an HTML and a text part', async () => {
    const res = await ctx.request(instance, { method: 'POST', url: '/v2/mails/test', as: sysAdmin, payload: {} });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ to: sysAdmin.email, template: 'mail_test', status: 'queued' });

    const mail = await transport.delivered(ctx, instance, sysAdmin.email);
    expect(mail.subject).toBe('This is a test mail from Northwind <Traders>');
    expect(mail.fromName).toBe('Northwind Mail');
    expect(mail.fromAddress).toBe(`no-reply@${instance.host}`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    // Every interpolated value is escaped: the company name cannot bring markup.
    expect(mail.html).toContain('Northwind &lt;Traders&gt;');
    expect(mail.html).not.toContain('<Traders>');
    expect(mail.html).toContain(`src="http://${instance.host}:${ctx.config.port}/brand/logo.png"`);
    expect(mail.text).toContain('This is a test mail from Northwind <Traders>.');

    const sent = await waitForMail(ctx, instance, sysAdmin.email, (r) => r.status === 'sent');
    expect(sent).toMatchObject({ transport: kind, attempts: 1, lastError: null, language: 'en' });
  });

  it("writes in the recipient's language: a Hebrew invitation is right to left", async () => {
    const invitee = await ctx.newUser(instance, { role: 'inspector' });
    await setUserLanguage(ctx, invitee, 'he');
    const link = `https://${instance.host}/reset_password?token=abc&first=1`;
    await ctx.db.tenant(instance.id, (scope) =>
      ctx.app.get(Mailer).send(scope, {
        to: invitee.email,
        template: 'invitation',
        params: { inviterName: 'Dana <b>Levi</b>', link, role: 'inspector' },
      }),
    );

    const mail = await transport.delivered(ctx, instance, invitee.email);
    expect(mail.subject).toBe('הזמנה להצטרף ל־Northwind <Traders>');
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.html).toContain('הוזמנת להצטרף');
    expect(mail.html).toContain('מפקח');
    expect(mail.html).toContain('Dana &lt;b&gt;Levi&lt;/b&gt;');
    expect(mail.html).toContain(`href="https://${instance.host}/reset_password?token=abc&amp;first=1"`);
    expect(mail.text).toContain(link);
    if (kind === 'outbox') {
      // The console shows who gets what, and the link to follow.
      expect(mailLines()).toContainEqual(expect.stringContaining(`Mail to ${invitee.email}: "הזמנה להצטרף ל־Northwind <Traders>" ${link}`));
    }
  });
});
