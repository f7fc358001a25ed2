import { createTransport } from 'nodemailer';
import { fromDomain, type MailTransport, type OutgoingMail, type SentMail } from './mail-transport';

export interface SmtpTarget {
  /** smtp://user:pass@host:port or smtps://... (SMTP_URL). */
  url?: string;
  host?: string;
  port?: number;
  auth?: { user: string; pass: string };
}

// A mail job holds a lease on its row while it sends: a dead server must fail well within it.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Any SMTP server through nodemailer: the one of SMTP_URL, or SendGrid's relay for an instance. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: ReturnType<typeof createTransport>;

  constructor(
    readonly kind: 'smtp' | 'sendgrid',
    target: SmtpTarget,
  ) {
    this.transporter = createTransport({ ...target, ...TIMEOUTS });
  }

  /** Where it sends, without the password: for logs and tests. */
  get endpoint(): { host: string; port: number; user: string | null } {
    const options = this.transporter.options as { host?: string; port?: number; auth?: { user?: string } };
    return { host: options.host ?? 'localhost', port: options.port ?? 587, user: options.auth?.user ?? null };
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const domain = fromDomain(mail.from);
    const info = await this.transporter.sendMail({
      messageId: `<${mail.id}@${domain}>`,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: { 'Content-Language': mail.language },
    });
    return { messageId: String(info.messageId ?? `<${mail.id}@${domain}>`) };
  }

  close(): void {
    this.transporter.close();
  }
}
