import { Body, Controller, Delete, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import {
  answerKeySchema,
  blueprintMarkingSchema,
  blueprintsQuerySchema,
  blueprintsReplySchema,
  markingsQuerySchema,
  markingsReplySchema,
  planFileSchema,
  planPropertiesBodySchema,
  putMarkingBodySchema,
  type PlanPropertiesBody,
  type PutMarkingBody,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { BodyPipe } from '../common/body.pipe';
import { UuidPipe } from '../common/pipes';
import { BlueprintsService } from './blueprints.service';

const reply = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

class BlueprintsReplyDto extends createZodDto(reply(blueprintsReplySchema)) {}
class MarkingReplyDto extends createZodDto(reply(blueprintMarkingSchema)) {}
class MarkingsReplyDto extends createZodDto(reply(markingsReplySchema)) {}
class PlanFileReplyDto extends createZodDto(reply(planFileSchema)) {}
class SuccessDto extends createZodDto(z.object({ success: z.literal(true) })) {}
class PutMarkingBodyDto extends createZodDto(putMarkingBodySchema) {}
class PlanPropertiesBodyDto extends createZodDto(planPropertiesBodySchema) {}

const questionPipe = new BodyPipe(answerKeySchema);

/** The blueprint editor (spec 3 sections 3 to 7, ADR 0046): plans' markings, their elements and the plans' own properties. */
@ApiTags('blueprints')
@Controller('v2/blueprints')
export class BlueprintsController {
  constructor(@Inject(BlueprintsService) private readonly blueprints: BlueprintsService) {}

  @Get()
  @Authenticated({ action: 'blueprint.read' })
  @ApiOperation({
    summary:
      "A PDF plan's properties and every marking on it of a job the caller may read, with those jobs; with job and question, that job's record is made empty when missing and the caller may mark it",
  })
  @ApiQuery({ name: 'file', schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'job', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'question', required: false, schema: { type: 'string' } })
  @ZodResponse({ status: 200, type: BlueprintsReplyDto })
  read(@Auth() caller: Caller, @Query(new BodyPipe(blueprintsQuerySchema)) query: z.infer<typeof blueprintsQuerySchema>) {
    return this.blueprints.read(caller, query);
  }

  @Get('markings')
  @Authenticated({ action: 'blueprint.read' })
  @ApiOperation({ summary: "A job's, a plan's or a project's markings the caller may read, with their export rows measured by the server (hidden elements left out)" })
  @ApiQuery({ name: 'job', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'file', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'project', required: false, schema: { type: 'string', format: 'uuid' } })
  @ZodResponse({ status: 200, type: MarkingsReplyDto })
  markings(@Auth() caller: Caller, @Query(new BodyPipe(markingsQuerySchema)) query: z.infer<typeof markingsQuerySchema>) {
    return this.blueprints.markings(caller, query);
  }

  @Put('files/:id')
  @Authenticated({ action: 'blueprint.calibrate' })
  @ApiOperation({ summary: "A PDF plan's set-mode properties: grayscale, measures (null resets them; elements keep their pixels) and the measure tour's flag" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: PlanPropertiesBodyDto })
  @ApiErrors(400)
  @ZodResponse({ status: 200, type: PlanFileReplyDto })
  setPlan(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body(new BodyPipe(planPropertiesBodySchema)) body: PlanPropertiesBody) {
    return this.blueprints.setPlan(caller, id, body);
  }

  @Put(':job/:question')
  @Authenticated({ action: 'blueprint.mark' })
  @ApiOperation({
    summary:
      "The job's elements for the question on the plan, all of them (missing ones are removed); `via` names the job and question being edited when these are another job's elements; `measurements` calibrate the plan (blueprint.calibrate)",
  })
  @ApiParam({ name: 'job', format: 'uuid' })
  @ApiParam({ name: 'question', description: "The blueprint question's key ('12', or a repeat '12_2')" })
  @ApiBody({ type: PutMarkingBodyDto })
  @ApiErrors(400, 409, 422)
  @ZodResponse({ status: 200, type: MarkingReplyDto })
  put(
    @Auth() caller: Caller,
    @Param('job', UuidPipe) job: string,
    @Param('question', questionPipe) question: string,
    @Body(new BodyPipe(putMarkingBodySchema)) body: PutMarkingBody,
  ) {
    return this.blueprints.put(caller, { job, question }, body);
  }

  @Delete('element/:id')
  @Authenticated({ action: 'blueprint.mark' })
  @ApiOperation({ summary: "Removes one element, as its own job's answerer may" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ZodResponse({ status: 200, type: SuccessDto })
  removeElement(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.blueprints.removeElement(caller, id);
  }
}
