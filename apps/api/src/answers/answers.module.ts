import { Module } from '@nestjs/common';
import { AssetsModule } from '../assets/assets.module';
import { JobsModule } from '../jobs/jobs.module';
import { MailerModule } from '../mail/mailer.module';
import { AnswerMails } from './answer-mails';
import { AnswersController, AnswersV1Controller } from './answers.controller';
import { AnswersRepository } from './answers.repository';
import { AnswersService } from './answers.service';

/**
 * Answering (spec 2 sections 3 to 7, ADR 0041): the one writer of answers and their history.
 * AnswersService is exported for the public answer links and the demo seed.
 */
@Module({
  imports: [AssetsModule, JobsModule, MailerModule],
  controllers: [AnswersController, AnswersV1Controller],
  providers: [AnswersRepository, AnswersService, AnswerMails],
  exports: [AnswersService],
})
export class AnswersModule {}
