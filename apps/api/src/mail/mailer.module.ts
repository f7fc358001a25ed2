import { Module } from '@nestjs/common';
import { Mailer } from './mailer.service';
import { MailsRepository } from './mails.repository';

/**
 * The mailer a domain sends through (`Mailer.send`, ADR 0024), for feature modules to import;
 * the delivery, the transports and the mail page stay with the application module.
 */
@Module({
  providers: [MailsRepository, Mailer],
  exports: [MailsRepository, Mailer],
})
export class MailerModule {}
