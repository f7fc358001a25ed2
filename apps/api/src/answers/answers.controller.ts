import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import { answersSubmitBodySchema, answersSubmitReplySchema, answerUsersQuerySchema, userSummarySchema, type AnswersSubmitBody } from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { BodyPipe } from '../common/body.pipe';
import { AnswersService } from './answers.service';

class AnswersSubmitBodyDto extends createZodDto(answersSubmitBodySchema) {}
class AnswersSubmitReplyDto extends createZodDto(answersSubmitReplySchema) {}
class AnswerUsersReplyDto extends createZodDto(z.object({ success: z.literal(true), data: z.array(userSummarySchema) })) {}

/** Answering (spec 2 section 7 "Answers"): a submission of answers, and who answered. */
@ApiTags('answers')
@Controller('v2/answers')
export class AnswersController {
  constructor(@Inject(AnswersService) private readonly answers: AnswersService) {}

  @Post()
  @Authenticated({ action: 'answer.submit' })
  @ApiOperation({
    summary:
      "Answers questions of a job, all or nothing: each answer is checked by its question's rules (422, each issue named by question and field) and by who may answer it (403); a client id recorded before is 'replayed', an equal answer 'unchanged', an answer given before the stored one 'superseded' (kept in the history)",
  })
  @ApiBody({ type: AnswersSubmitBodyDto })
  @ApiErrors(409, 413, 422)
  @ZodResponse({ status: 201, type: AnswersSubmitReplyDto })
  submit(@Auth() caller: Caller, @Body(new BodyPipe(answersSubmitBodySchema)) body: AnswersSubmitBody) {
    return this.answers.submit(caller, body.job, body.data, { kind: 'user', actor: caller.actor }, body.location);
  }

  @Get('users')
  @Authenticated({ action: 'answer.users' })
  @ApiOperation({ summary: 'The people who answered jobs the caller sees (the answers filter), narrowed to a job, a job type or a name' })
  @ApiQuery({ name: 'job', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'jobType', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: 200 } })
  @ZodResponse({ status: 200, type: AnswerUsersReplyDto })
  users(@Auth() caller: Caller, @Query(new BodyPipe(answerUsersQuerySchema)) query: z.infer<typeof answerUsersQuerySchema>) {
    return this.answers.users(caller, query);
  }
}

/** POST /v1/answers: the same submission for older clients. */
@ApiTags('answers')
@Controller('v1/answers')
export class AnswersV1Controller {
  constructor(@Inject(AnswersService) private readonly answers: AnswersService) {}

  @Post()
  @Authenticated({ action: 'answer.submit' })
  @ApiOperation({ summary: 'Answers questions of a job, as POST /v2/answers' })
  @ApiBody({ type: AnswersSubmitBodyDto })
  @ApiErrors(409, 413, 422)
  @ZodResponse({ status: 201, type: AnswersSubmitReplyDto })
  submit(@Auth() caller: Caller, @Body(new BodyPipe(answersSubmitBodySchema)) body: AnswersSubmitBody) {
    return this.answers.submit(caller, body.job, body.data, { kind: 'user', actor: caller.actor }, body.location);
  }
}

