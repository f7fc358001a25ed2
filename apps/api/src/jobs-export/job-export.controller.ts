import { finished } from 'node:stream/promises';
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createZodDto } from 'nestjs-zod';
import { jobExportQuerySchema } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { errorBodyOf } from '../common/error.filter';
import { Auth, Authenticated } from '../access/access.decorators';
import type { Caller } from '../access/caller';
import { UuidPipe } from '../common/pipes';
import { StagingArea } from '../files/staging-area';
import { JobExportService } from './job-export.service';

class JobExportQueryDto extends createZodDto(jobExportQuerySchema) {}

/**
 * GET /v2/jobs/{id}/export (spec 2 section 7): the PDF as an attachment named after the jobs'
 * numbers; a failure to make it answers as JSON, the server's text the web shows.
 */
@ApiTags('jobs')
@Controller('v2/jobs')
export class JobExportController {
  constructor(
    @Inject(JobExportService) private readonly exports: JobExportService,
    @Inject(StagingArea) private readonly staging: StagingArea,
  ) {}

  @Get(':id/export')
  @Authenticated({ action: 'job.export' })
  @ApiOperation({ summary: 'The job as a branded PDF; ?combined=id1,id2 adds more jobs to the same file, each from a new page' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({
    status: 200,
    description: 'job-<number>.pdf or jobs-<n1>-<n2>.pdf, named in Content-Disposition',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async export(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Query() query: JobExportQueryDto, @Res() reply: FastifyReply) {
    const prepared = await this.exports.prepare(caller, id, query);
    // Rendered after the handler returns: the request's transaction does not wait for the PDF.
    reply.hijack();
    void this.exports
      .render(prepared, async (file) => {
        reply.raw.writeHead(200, {
          ...headersOf(reply),
          'content-type': 'application/pdf',
          'content-length': String(file.size),
          'content-disposition': `attachment; filename="${prepared.fileName}"; filename*=UTF-8''${encodeURIComponent(prepared.fileName)}`,
          'cache-control': 'private, no-store',
        });
        const sent = finished(reply.raw);
        this.staging.open(file).pipe(reply.raw);
        await sent;
      })
      .catch((error: unknown) => {
        if (reply.raw.headersSent) return void reply.raw.destroy();
        const body = { ...errorBodyOf(error instanceof AppError ? error : new AppError('internal', String(error))), requestId: String(reply.request.id) };
        reply.raw.writeHead(body.statusCode, { ...headersOf(reply), 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify(body));
      });
  }
}

/** The headers every answer carries (security headers, request id), set before the reply was taken over. */
function headersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  headers['x-request-id'] = String(reply.request.id);
  return headers;
}
