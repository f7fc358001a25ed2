import { Logger } from '@nestjs/common';
import type { MailTransport } from './mail-transport';
import { OutboxMailTransport } from './outbox-mail.transport';
import { SmtpMailTransport } from './smtp-mail.transport';

/** The mail part of the environment: SMTP when SMTP_URL is set, the outbox otherwise. */
export interface MailTransportConfig {
  SMTP_URL?: string | null;
}

/** SendGrid's SMTP relay: user `apikey`, the API key as password, STARTTLS on 587. */
export const SENDGRID_RELAY = { host: 'smtp.sendgrid.net', port: 587, user: 'apikey' } as const;

export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (config.SMTP_URL) return new SmtpMailTransport('smtp', { url: config.SMTP_URL });
  return new OutboxMailTransport((line) => new Logger('Mail').log(line));
}

/** The relay of an instance whose SendGrid app is on with an API key. */
export function createSendGridTransport(apiKey: string): MailTransport {
  return new SmtpMailTransport('sendgrid', {
    host: SENDGRID_RELAY.host,
    port: SENDGRID_RELAY.port,
    auth: { user: SENDGRID_RELAY.user, pass: apiKey },
  });
}
