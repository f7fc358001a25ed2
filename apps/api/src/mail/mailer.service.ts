import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { isDeliveryOn, type Language, type NotificationKey } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { Scope } from '../db/database';
import { QueueService } from '../queue/queue.service';
import { MAIL_TEMPLATES, type MailParams, type MailTemplate, type MailTemplateName } from './mail-templates';
import { MailsRepository } from './mails.repository';

declare module '../queue/queue.jobs' {
  interface QueueJobs {
    /** Render, send and record one mail. */
    'mail.send': { instanceId: string; mailId: string };
    /** Queue again the mails whose job was lost (a process died between commit and queue). */
    'mail.sweep': Record<string, never>;
  }
}

/** One mail to send: a template of the registry with exactly its params. */
export interface MailRequest<T extends MailTemplateName> {
  to: string;
  template: T;
  params: MailParams<T>;
  /** The language to write in; by default the recipient's (when a user), else the instance's. */
  language?: Language;
}

const addressSchema = z.email();

/**
 * What a domain calls to send mail, inside its use case:
 *
 *   await this.mailer.send(caller.scope, { to, template: 'invitation', params: { inviterName, link, role } });
 *
 * The mail is a row written in the caller's transaction, so a change that rolls back sends
 * nothing; after the commit the `mail.send` job renders and sends it (MailDelivery). Sending
 * never blocks or fails the request: a failed send is retried by the queue.
 */
@Injectable()
export class Mailer {
  constructor(
    @Inject(MailsRepository) private readonly repo: MailsRepository,
    @Inject(QueueService) private readonly queue: QueueService,
  ) {}

  /**
   * As `send`, for a mail the recipient may have switched off: `key` is its notification
   * preference (`{category}_{type}_email`) and `userKeys` the recipient's preferences (contracts'
   * notification keys; users.service's notificationKeysOf gives the instance defaults for a user
   * who never chose). Nothing is written when the delivery is off; null is returned.
   */
  async sendIfWanted<T extends MailTemplateName>(
    scope: Scope,
    mail: MailRequest<T>,
    preference: { userKeys: readonly string[]; key: NotificationKey },
  ): Promise<{ id: string } | null> {
    if (!isDeliveryOn(preference.userKeys, preference.key)) return null;
    return this.send(scope, mail);
  }

  async send<T extends MailTemplateName>(scope: Scope, mail: MailRequest<T>): Promise<{ id: string }> {
    const to = mail.to.trim();
    if (!addressSchema.safeParse(to).success) throw new AppError('validation_failed', 'Not an e-mail address', { to });
    const template = MAIL_TEMPLATES[mail.template] as MailTemplate<unknown>;
    const params = template.params.parse(mail.params) as Record<string, unknown>;
    const row = await this.repo.insert(scope, { to, template: mail.template, params, language: mail.language ?? null });
    const job = { instanceId: scope.instanceId, mailId: row.id };
    scope.afterCommit(() => this.queue.add('mail.send', job, { jobId: row.id }));
    return { id: row.id };
  }
}
