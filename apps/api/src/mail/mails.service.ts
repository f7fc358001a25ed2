import { Inject, Injectable } from '@nestjs/common';
import {
  LANGUAGES,
  MAIL_STATUSES,
  MAIL_TRANSPORTS,
  type Language,
  type ListQuery,
  type MailDetail,
  type MailPage,
  type MailStatus,
  type MailSummary,
  type MailTestBody,
  type MailTransportKind,
} from '@fieldwork/contracts';
import type { Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import { UsersRepository } from '../users/users.repository';
import { Mailer } from './mailer.service';
import { MailsRepository, type MailRow, type MailSummaryRow } from './mails.repository';

/** The mail page: the instance's mails, newest first, one with its HTML, and a test mail. */
@Injectable()
export class MailsService {
  constructor(
    @Inject(MailsRepository) private readonly repo: MailsRepository,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(ListContexts) private readonly lists: ListContexts,
  ) {}

  async list(caller: Caller, query: ListQuery): Promise<MailPage> {
    const page = await this.repo.page(caller.scope, query, await this.lists.of(caller));
    return toListPage(page.rows.map(toSummary), page, query);
  }

  async get(caller: Caller, id: string): Promise<MailDetail> {
    const row = await this.repo.findById(caller.scope, id);
    if (!row) throw AppError.notFound('Mail');
    return toDetail(row);
  }

  /** Queues the test mail to the caller; the reply is the queued mail (it is sent after the commit). */
  async sendTest(caller: Caller, body: MailTestBody): Promise<MailSummary> {
    const { scope, actor } = caller;
    const me = await this.users.findById(scope, actor.id);
    if (!me) throw new AppError('unauthenticated', 'Session expired, please sign in again');
    const { id } = await this.mailer.send(scope, { to: me.email, template: 'mail_test', params: {}, language: body.language });
    return toSummary((await this.repo.findById(scope, id))!);
  }
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : null;

function toSummary(row: MailSummaryRow): MailSummary {
  return {
    _id: row.id,
    to: row.to,
    template: row.template,
    subject: row.subject,
    language: oneOf<Language>(LANGUAGES, row.language),
    status: oneOf<MailStatus>(MAIL_STATUSES, row.status) ?? 'queued',
    transport: oneOf<MailTransportKind>(MAIL_TRANSPORTS, row.transport),
    attempts: row.attempts,
    lastError: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

function toDetail(row: MailRow): MailDetail {
  return { ...toSummary(row), from: row.fromAddress, html: row.html, text: row.text, providerMessageId: row.providerMessageId };
}
