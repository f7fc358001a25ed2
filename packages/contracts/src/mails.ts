import { z } from 'zod';
import { LANGUAGES } from './bootstrap';
import { listPageSchema } from './lists/views';

/** Where a mail is: waiting for (another) try, handed to the transport, or given up. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How a sent mail left: an SMTP server, SendGrid's SMTP relay, or only the outbox (embedded mode). */
export const MAIL_TRANSPORTS = ['smtp', 'sendgrid', 'outbox'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

/** A mail as the mail page lists it (GET /v2/mails). Subject and language are known once rendered. */
export const mailSummarySchema = z.object({
  _id: z.string(),
  to: z.string(),
  template: z.string(),
  subject: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  status: z.enum(MAIL_STATUSES),
  transport: z.enum(MAIL_TRANSPORTS).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** GET /v2/mails/{id}: one mail with what was sent (null until rendered). */
export const mailDetailSchema = mailSummarySchema.extend({
  from: z.string().nullable(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  providerMessageId: z.string().nullable(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** GET /v2/mails reply (its query is `mailsList`'s). */
export const mailPageSchema = listPageSchema(mailSummarySchema);
export type MailPage = z.infer<typeof mailPageSchema>;

/** POST /v2/mails/test body, which may be left out: the language of the test mail (the recipient's own otherwise). */
export const mailTestBodySchema = z.object({ language: z.enum(LANGUAGES).optional() }).default({});
export type MailTestBody = z.infer<typeof mailTestBodySchema>;
