import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  questionCreateBodySchema,
  questionDeletedSchema,
  questionListSchema,
  questionQuerySchema,
  questionSchema,
  questionUpdateBodySchema,
  type QuestionCreateBody,
  type QuestionUpdateBody,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { BodyPipe } from '../common/body.pipe';
import { UuidPipe } from '../common/pipes';
import { QuestionManagementService } from './question-management.service';
import { QuestionsService } from './questions.service';

class QuestionQueryDto extends createZodDto(questionQuerySchema) {}
class QuestionListDto extends createZodDto(questionListSchema) {}
class QuestionDto extends createZodDto(questionSchema) {}
class QuestionCreateBodyDto extends createZodDto(questionCreateBodySchema) {}
class QuestionUpdateBodyDto extends createZodDto(questionUpdateBodySchema) {}
class QuestionDeletedDto extends createZodDto(questionDeletedSchema) {}

@ApiTags('questions')
@Controller('v2/question')
export class QuestionsController {
  constructor(
    @Inject(QuestionsService) private readonly questions: QuestionsService,
    @Inject(QuestionManagementService) private readonly management: QuestionManagementService,
  ) {}

  @Get()
  @Authenticated({ action: 'question.read' })
  @ApiOperation({ summary: 'Questions by job type and sequence: only_global, jobType, search (title) and type (name or number 0-16) narrow' })
  @ZodResponse({ status: 200, type: QuestionListDto })
  list(@Auth() caller: Caller, @Query() query: QuestionQueryDto) {
    return this.questions.list(caller, query);
  }

  @Get('projects')
  @Authenticated({ action: 'question.read' })
  @ApiOperation({ summary: "The questions that read a project's fields (project list, table and value); jobType and search narrow" })
  @ZodResponse({ status: 200, type: QuestionListDto })
  projects(@Auth() caller: Caller, @Query() query: QuestionQueryDto) {
    return this.questions.projects(caller, query);
  }

  @Get(':id')
  @Authenticated({ action: 'question.read' })
  @ApiOperation({ summary: 'One question (a client: one shown to clients, of a job type they may read)' })
  @ZodResponse({ status: 200, type: QuestionDto })
  one(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.questions.one(caller, id);
  }

  @Post()
  @Authenticated({ action: 'question.create' })
  @ApiOperation({
    summary:
      "Adds a question to a job type, at sequence or last; type by name or number; root shares a global question's form; a type whose app is off is refused (403 toggle_disabled)",
  })
  @ApiBody({ type: QuestionCreateBodyDto })
  @ApiErrors(409)
  @ZodResponse({ status: 201, type: QuestionDto })
  create(@Auth() caller: Caller, @Body(new BodyPipe(questionCreateBodySchema)) body: QuestionCreateBody) {
    return this.management.create(caller, body);
  }

  @Put(':id')
  @Authenticated({ action: 'jobType.manage' })
  @ApiOperation({
    summary: "Changes a question (a property left out keeps its value); a change of its form is a new revision; path rules are checked over the whole questionnaire",
  })
  @ApiBody({ type: QuestionUpdateBodyDto })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: QuestionDto })
  update(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(questionUpdateBodySchema)) body: QuestionUpdateBody) {
    return this.management.update(caller, id, body);
  }

  @Delete(':id')
  @Authenticated({ action: 'jobType.manage' })
  @ApiOperation({ summary: 'Deletes a question; the path rules jumping to it go, and the reply names the questions they were on' })
  @ApiErrors(409)
  @ZodResponse({ status: 200, type: QuestionDeletedDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.management.remove(caller, id);
  }
}
