import { Logger } from '@nestjs/common';
import { firstLink, fromDomain, type MailTransport, type OutgoingMail, type SentMail } from './mail-transport';

/**
 * The embedded default (no SMTP_URL): nothing leaves the machine. The mail's row, with its
 * rendered HTML, is the outbox (the mail page reads it), and one log line says who would have
 * received what, with the first link, so an invitation can be followed from the console.
 */
export class OutboxMailTransport implements MailTransport {
  readonly kind = 'outbox' as const;

  constructor(private readonly log: (line: string) => void = (line) => new Logger('Mail').log(line)) {}

  async send(mail: OutgoingMail): Promise<SentMail> {
    const link = firstLink(mail.text);
    this.log(`Mail to ${mail.to}: "${mail.subject}"${link ? ` ${link}` : ''} (outbox only: SMTP_URL is not set)`);
    return { messageId: `<${mail.id}@${fromDomain(mail.from)}>` };
  }

  close(): void {}
}
