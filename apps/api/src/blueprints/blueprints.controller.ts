import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import {
  answerKeySchema,
  blueprintMarkingSchema,
  blueprintPdfExportBodySchema,
  blueprintPdfExportReplySchema,
  markingsExportBodySchema,
  blueprintsQuerySchema,
  blueprintsReplySchema,
  markingsQuerySchema,
  markingsReplySchema,
  planFileSchema,
  planPropertiesBodySchema,
  putMarkingBodySchema,
  type BlueprintPdfExportBody,
  type MarkingsExportBody,
  type PlanPropertiesBody,
  type PutMarkingBody,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { BodyPipe } from '../common/body.pipe';
import { UuidPipe } from '../common/pipes';
import { BlueprintExportsService } from './blueprint-exports.service';
import { BlueprintsService } from './blueprints.service';

const reply = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

class BlueprintsReplyDto extends createZodDto(reply(blueprintsReplySchema)) {}
class MarkingReplyDto extends createZodDto(reply(blueprintMarkingSchema)) {}
class MarkingsReplyDto extends createZodDto(reply(markingsReplySchema)) {}
class PlanFileReplyDto extends createZodDto(reply(planFileSchema)) {}
class SuccessDto extends createZodDto(z.object({ success: z.literal(true) })) {}
class PutMarkingBodyDto extends createZodDto(putMarkingBodySchema) {}
class PlanPropertiesBodyDto extends createZodDto(planPropertiesBodySchema) {}
class MarkingsExportBodyDto extends createZodDto(markingsExportBodySchema) {}
class BlueprintPdfExportBodyDto extends createZodDto(blueprintPdfExportBodySchema) {}
class BlueprintPdfExportReplyDto extends createZodDto(blueprintPdfExportReplySchema) {}

const questionPipe = new BodyPipe(answerKeySchema);

/** The blueprint editor (spec 3 sections 3 to 7, ADR 0046): plans' markings, their elements and the plans' own properties. */
@ApiTags('blueprints')
@Controller('v2/blueprints')
export class BlueprintsController {
  constructor(
    @Inject(BlueprintsService) private readonly blueprints: BlueprintsService,
    @Inject(BlueprintExportsService) private readonly exports: BlueprintExportsService,
  ) {}

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

  @Post('markings/export')
  @Authenticated({ action: 'blueprint.read' })
  @ApiOperation({
    summary:
      "The spreadsheet of a plan's markings: a job's (and question's), the elements named, or every visible one the caller may read; measured by the server, one row per element with totals",
  })
  @ApiBody({ type: MarkingsExportBodyDto })
  @ApiResponse({
    status: 200,
    description: '<plan>-markings.xlsx, named in Content-Disposition',
    content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } },
  })
  async exportMarkings(@Auth() caller: Caller, @Body(new BodyPipe(markingsExportBodySchema)) body: MarkingsExportBody, @Res() reply: FastifyReply) {
    const file = await this.exports.workbook(caller, body);
    return reply
      .status(200)
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${asciiName(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
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

/** POST /v2/jobs/blueprint/export: the blueprint PDF of the export wizard (spec 3 section 2). */
@ApiTags('blueprints')
@Controller('v2/jobs/blueprint')
export class BlueprintPdfController {
  constructor(@Inject(BlueprintExportsService) private readonly exports: BlueprintExportsService) {}

  @Post('export')
  @Authenticated({ action: 'blueprint.read' })
  @ApiOperation({
    summary:
      'The plan page with the chosen elements drawn over it as vectors (cropped when asked) and the summary, in English or Hebrew; stored as a file of the job, answered with a signed download link',
  })
  @ApiBody({ type: BlueprintPdfExportBodyDto })
  @ApiErrors(400, 404, 422)
  @ZodResponse({ status: 201, type: BlueprintPdfExportReplyDto })
  export(@Auth() caller: Caller, @Body(new BodyPipe(blueprintPdfExportBodySchema)) body: BlueprintPdfExportBody) {
    return this.exports.pdf(caller, body);
  }
}

/** A file name as plain ASCII for the header's quoted form (the UTF-8 form carries the real one). */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}
