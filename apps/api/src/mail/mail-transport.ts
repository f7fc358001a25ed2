import type { Language, MailTransportKind } from '@fieldwork/contracts';

/** A rendered mail, ready to leave. */
export interface OutgoingMail {
  /** The mail's row id: it becomes the Message-ID, so a receiver can tell a resend. */
  id: string;
  /** The From header: `"Sender name" <address>`. */
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
}

export interface SentMail {
  /** What the transport calls the message (the Message-ID, or the relay's queue id). */
  messageId: string;
}

/**
 * Where mail goes. One interface, one implementation per way out, chosen in one factory
 * (create-mail-transport.ts), as the storage drivers are.
 *
 * `send` resolves once the mail is handed over and rejects when it is not (refused, unreachable,
 * timed out); the mail job retries a rejection.
 */
export interface MailTransport {
  readonly kind: MailTransportKind;
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** The first http(s) address in a text: the link a newcomer needs from an invitation. */
export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"')]+/.exec(text)?.[0] ?? null;
}

/** A From header: the sender name (quoted, nothing that could break the header), then the address. */
export function formatFrom(name: string, address: string): string {
  return `"${name.replace(/["\\\s]+/g, ' ').trim()}" <${address}>`;
}

/** The domain of a From header's address, for Message-IDs. */
export function fromDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}
