import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { AnswersService } from '../answers/answers.service';
import { AssetsModule } from '../assets/assets.module';
import { JobTypesModule } from '../job-types/job-types.module';
import { JobsModule } from '../jobs/jobs.module';
import { AnswerLinkTokens } from './answer-link-tokens';
import { AnswerLinksController, PublicAnswersController } from './answer-links.controller';
import { AnswerLinksRepository } from './answer-links.repository';
import { AnswerLinksService } from './answer-links.service';
import { ANSWER_SUBMITTER } from './answer-submitter';
import { PublicAnswerLimiter } from './public-answer-limiter';

/**
 * Public answer links (ADR 0042): the staff's calls on a job's links and the public page's calls
 * through a link's token. The public submission goes to AnswersService (ANSWER_SUBMITTER).
 */
@Module({
  imports: [AnswersModule, AssetsModule, JobTypesModule, JobsModule],
  controllers: [AnswerLinksController, PublicAnswersController],
  providers: [AnswerLinksRepository, AnswerLinkTokens, AnswerLinksService, PublicAnswerLimiter, { provide: ANSWER_SUBMITTER, useExisting: AnswersService }],
  exports: [AnswerLinkTokens],
})
export class AnswerLinksModule {}
