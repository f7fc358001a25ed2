import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import {
  answerLinkCreateBodySchema,
  answerLinkSchema,
  answersSubmitReplySchema,
  assetListSchema,
  PUBLIC_BODY_BYTES_MAX,
  publicAnswersSubmitBodySchema,
  publicQuestionnaireSchema,
  type AnswerLinkCreateBody,
} from '@fieldwork/contracts';
import { Auth, Authenticated, Public } from '../access/access.decorators';
import type { AnyCaller, Caller } from '../access/caller';
import { multipartFiles } from '../assets/http-delivery';
import { ApiErrors } from '../common/api-errors';
import { AppError } from '../common/app-error';
import { BodyPipe } from '../common/body.pipe';
import { UuidPipe } from '../common/pipes';
import { AnswerLinksService } from './answer-links.service';

class AnswerLinkCreateBodyDto extends createZodDto(answerLinkCreateBodySchema) {}
class AnswerLinkReplyDto extends createZodDto(z.object({ success: z.literal(true), data: answerLinkSchema })) {}
class AnswerLinksReplyDto extends createZodDto(z.object({ success: z.literal(true), data: z.array(answerLinkSchema) })) {}
class PublicQuestionnaireDto extends createZodDto(publicQuestionnaireSchema) {}
class PublicAnswersSubmitBodyDto extends createZodDto(publicAnswersSubmitBodySchema) {}
class AnswersSubmitReplyDto extends createZodDto(answersSubmitReplySchema) {}
class AssetListDto extends createZodDto(assetListSchema) {}

/** A token as a route names it: anything that is not one is simply not a valid link. */
class TokenPipe {
  transform(value: unknown): string {
    if (typeof value !== 'string' || value.length > 200) throw new AppError('not_found', 'This link is not valid');
    return value;
  }
}

/** ?project= on the public page (/answer/{token}/{projectId}): it must be the job's project. */
class ProjectQueryPipe {
  transform(value: unknown): string | undefined {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value)) throw new AppError('not_found', 'This link is not valid');
    return value;
  }
}

/** A job's public answer links, for its staff (ADR 0042). */
@ApiTags('answer links')
@Controller('v2/jobs/:id/answer-links')
export class AnswerLinksController {
  constructor(@Inject(AnswerLinksService) private readonly links: AnswerLinksService) {}

  @Get()
  @Authenticated({ action: 'answerLink.manage' })
  @ApiOperation({ summary: "The job's public answer links, newest first, withdrawn ones included" })
  @ZodResponse({ status: 200, type: AnswerLinksReplyDto })
  list(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.links.list(caller, id);
  }

  @Post()
  @Authenticated({ action: 'answerLink.manage' })
  @ApiOperation({ summary: 'A new public answer link to the job, with an optional expiry; its token and page path in the reply' })
  @ApiBody({ type: AnswerLinkCreateBodyDto })
  @ZodResponse({ status: 201, type: AnswerLinkReplyDto })
  create(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(answerLinkCreateBodySchema)) body: AnswerLinkCreateBody) {
    return this.links.create(caller, id, body);
  }

  @Delete(':linkId')
  @Authenticated({ action: 'answerLink.manage' })
  @ApiOperation({ summary: 'Withdraws the link: its page answers 410 from now on (the answers given through it stay)' })
  @ZodResponse({ status: 200, type: AnswerLinkReplyDto })
  revoke(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Param('linkId', UuidPipe) linkId: string) {
    return this.links.revoke(caller, id, linkId);
  }
}

/**
 * The public answering page's calls (no account; the instance from the host as everywhere):
 * rate-limited per address and per link, the body at most PUBLIC_BODY_BYTES_MAX (413).
 */
@ApiTags('answer links')
@Controller('v2/public/answer/:token')
export class PublicAnswersController {
  constructor(@Inject(AnswerLinksService) private readonly links: AnswerLinksService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'What a public answerer sees: the job number, its type, its project, the questions open to the public and the answers given through this link' })
  @ApiQuery({ name: 'project', required: false, description: "The project of /answer/{token}/{projectId}: must be the job's project" })
  @ZodResponse({ status: 200, type: PublicQuestionnaireDto })
  @ApiErrors(403, 410, 429)
  questionnaire(@Auth() caller: AnyCaller, @Param('token', TokenPipe) token: string, @Query('project', ProjectQueryPipe) project: string | undefined, @Req() req: FastifyRequest) {
    return this.links.questionnaire(caller, token, project, req.ip);
  }

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: `Answers through the link, checked as POST /v2/answers checks them (all or nothing); at most ${PUBLIC_BODY_BYTES_MAX} bytes` })
  @ApiBody({ type: PublicAnswersSubmitBodyDto })
  @ZodResponse({ status: 200, type: AnswersSubmitReplyDto })
  @ApiErrors(403, 410, 413, 422, 429)
  submit(@Auth() caller: AnyCaller, @Param('token', TokenPipe) token: string, @Body() raw: unknown, @Req() req: FastifyRequest) {
    // The service parses the body with publicAnswersSubmitBodySchema once the limits are taken.
    return this.links.submit(caller, token, raw, req.ip);
  }

  @Post('files')
  @Public()
  @ApiOperation({ summary: "Files for the link's answers (multipart, field file): checked by content, the answer's kinds, all or nothing" })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  @ZodResponse({ status: 201, type: AssetListDto })
  @ApiErrors(403, 410, 413, 415, 422, 429, 502)
  upload(@Auth() caller: AnyCaller, @Param('token', TokenPipe) token: string, @Req() req: FastifyRequest) {
    return this.links.upload(caller, token, multipartFiles(req), req.ip);
  }
}
