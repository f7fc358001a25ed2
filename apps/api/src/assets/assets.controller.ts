import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import {
  assetListSchema,
  assetSchema,
  assetZipIdsSchema,
  assetInfoQuerySchema,
  downloadQuerySchema,
  filesList,
  listPageSchema,
  MAX_ZIP_ASSETS,
  type ListQuery,
  pdfImagesQuerySchema,
  pdfImagesSchema,
  pdfResizeBodySchema,
  rotateBodySchema,
  s3DeleteQuerySchema,
  successSchema,
  uploadQuerySchema,
} from '@fieldwork/contracts';
import { Auth, Authenticated } from '../access/access.decorators';
import type { AnyCaller, Caller } from '../access/caller';
import { ApiErrors } from '../common/api-errors';
import { AppError } from '../common/app-error';
import { UuidPipe } from '../common/pipes';
import { ApiListQuery, ListQueryPipe } from '../lists/list-query.pipe';
import { AssetUploadService } from './asset-upload.service';
import { AssetsService } from './assets.service';
import { multipartFiles, parseRange, sendDelivery } from './http-delivery';

class AssetDto extends createZodDto(assetSchema) {}
class AssetListDto extends createZodDto(assetListSchema) {}
class AssetPageDto extends createZodDto(listPageSchema(assetSchema)) {}
class UploadQueryDto extends createZodDto(uploadQuerySchema) {}
class DownloadQueryDto extends createZodDto(downloadQuerySchema) {}
class AssetInfoQueryDto extends createZodDto(assetInfoQuerySchema) {}
class RotateBodyDto extends createZodDto(rotateBodySchema) {}
class PdfImagesQueryDto extends createZodDto(pdfImagesQuerySchema) {}
class PdfImagesDto extends createZodDto(pdfImagesSchema) {}
class PdfResizeBodyDto extends createZodDto(pdfResizeBodySchema) {}
class SuccessDto extends createZodDto(successSchema) {}
class S3DeleteQueryDto extends createZodDto(s3DeleteQuerySchema) {}

/** The zip's `ids`: absent (the list filters choose), or 1 to MAX_ZIP_ASSETS asset ids. */
class ZipIdsPipe {
  transform(value: unknown): string[] | null {
    if (value === undefined) return null;
    const parsed = assetZipIdsSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = `Give 1 to ${MAX_ZIP_ASSETS} file ids, comma separated`;
    throw new AppError('validation_failed', message, [{ param: 'ids', message }]);
  }
}

@ApiTags('assets')
@Controller('v2')
export class AssetsController {
  constructor(
    @Inject(AssetUploadService) private readonly uploads: AssetUploadService,
    @Inject(AssetsService) private readonly assets: AssetsService,
  ) {}

  @Post('asset/upload')
  @Authenticated({ action: 'asset.upload', streamsBody: true })
  @ApiOperation({ summary: 'Upload one or more files (multipart); checked by content, all or nothing' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  @ZodResponse({ status: 201, type: AssetListDto })
  @ApiErrors(413, 415, 422, 502)
  upload(@Auth() caller: Caller, @Query() query: UploadQueryDto, @Req() req: FastifyRequest) {
    return this.uploads.upload(caller, query, multipartFiles(req));
  }

  @Get('asset')
  @Authenticated({ action: 'files.browse' })
  @ApiOperation({ summary: 'The file browser (the files list): a page of files, filtered, searched and sorted' })
  @ApiListQuery(filesList)
  @ZodResponse({ status: 200, type: AssetPageDto })
  list(@Auth() caller: Caller, @Query(new ListQueryPipe(filesList)) query: ListQuery) {
    return this.assets.list(caller, query);
  }

  @Get('asset/zip')
  @Authenticated({ action: 'files.browse' })
  @ApiOperation({ summary: `The chosen files (ids), or every file the list request matches (at most ${MAX_ZIP_ASSETS}), as one zip` })
  @ApiQuery({ name: 'ids', required: false, description: 'Asset ids, comma separated; without them the list filters choose', schema: { type: 'string' } })
  @ApiListQuery(filesList)
  @ApiResponse({ status: 200, description: 'assets.zip', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  async zip(
    @Auth() caller: Caller,
    @Query(new ListQueryPipe(filesList, { ignore: ['ids'] })) query: ListQuery,
    @Query('ids', ZipIdsPipe) ids: string[] | null,
    @Res() reply: FastifyReply,
  ) {
    const write = await this.assets.zip(caller, query, ids);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="assets.zip"',
      'cache-control': 'no-store',
      'x-request-id': String(reply.request.id),
    });
    // Streamed after the handler returns: the request's transaction does not wait for the zip.
    void write(reply.raw).catch(() => reply.raw.destroy());
  }

  @Get('asset/pdf-images')
  @Authenticated({ action: 'asset.read' })
  @ApiOperation({ summary: "A PDF's pages as images, with signed links" })
  @ZodResponse({ status: 200, type: PdfImagesDto })
  pdfImages(@Auth() caller: Caller, @Query() query: PdfImagesQueryDto) {
    return this.assets.pdfImages(caller, query.assetId, query.width ?? null);
  }

  @Post('asset/pdf-resize/:id')
  @HttpCode(200)
  @Authenticated({ action: 'asset.read' })
  @ApiOperation({ summary: "A PDF's pages as images at a given width" })
  @ZodResponse({ status: 200, type: PdfImagesDto })
  pdfResize(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: PdfResizeBodyDto) {
    return this.assets.pdfImages(caller, id, body.width);
  }

  @Get('asset/download/:assetId')
  @Authenticated({ action: 'asset.download', anonymous: true })
  @ApiOperation({ summary: 'The file or a rendition; a signed link (key, expires) needs no bearer token' })
  @ApiResponse({ status: 200, description: 'The bytes, with their type, length, ETag and disposition', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 206, description: 'The asked byte range of the original (video players)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag given in If-None-Match' })
  async download(
    @Auth() caller: AnyCaller,
    @Param('assetId', UuidPipe) id: string,
    @Query() query: DownloadQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const delivery = await this.assets.download(caller, id, query, parseRange(req.headers.range));
    return sendDelivery(req, reply, delivery);
  }

  @Get('asset/info/:assetId')
  @Authenticated({ action: 'asset.read' })
  @ApiOperation({ summary: "One file's details and signed links; with get_sizes=true a PDF's page sizes in points and in plan pixels" })
  @ZodResponse({ status: 200, type: AssetDto })
  info(@Auth() caller: Caller, @Param('assetId', UuidPipe) id: string, @Query() query: AssetInfoQueryDto) {
    return this.assets.info(caller, id, { sizes: query.get_sizes === true });
  }

  @Patch('asset/:targetId/:sourceId')
  @Authenticated({ action: 'asset.modify' })
  @ApiErrors(409)
  @ApiOperation({ summary: 'Replace the target asset with the source file (the target keeps its id)' })
  @ZodResponse({ status: 200, type: AssetDto })
  replace(@Auth() caller: Caller, @Param('targetId', UuidPipe) targetId: string, @Param('sourceId', UuidPipe) sourceId: string) {
    return this.assets.replace(caller, targetId, sourceId);
  }

  @Post('asset/:id/rotate')
  @HttpCode(200)
  @Authenticated({ action: 'asset.modify' })
  @ApiErrors(409)
  @ApiOperation({ summary: 'Turn an image or a PDF plan by 90 degrees' })
  @ZodResponse({ status: 200, type: AssetDto })
  rotate(@Auth() caller: Caller, @Param('id', UuidPipe) id: string, @Body() body: RotateBodyDto) {
    return this.assets.rotate(caller, id, body.rotation);
  }

  @Delete('asset/:id')
  @Authenticated({ action: 'asset.delete' })
  @ApiErrors(409)
  @ApiOperation({ summary: 'Delete a file and every rendition of it' })
  @ZodResponse({ status: 200, type: SuccessDto })
  remove(@Auth() caller: Caller, @Param('id', UuidPipe) id: string) {
    return this.assets.remove(caller, id);
  }

  @Get('s3/delete')
  @Authenticated({ action: 'asset.delete' })
  @ApiOperation({ summary: 'Delete a stored file by asset id (kept for older clients; same rules as DELETE)' })
  @ZodResponse({ status: 200, type: SuccessDto })
  s3Delete(@Auth() caller: Caller, @Query() query: S3DeleteQueryDto) {
    return this.assets.remove(caller, query.assetId);
  }
}
