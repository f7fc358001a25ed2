import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto, ZodResponse } from 'nestjs-zod';
import { z } from 'zod';
import {
  assetListQuerySchema,
  assetSchema,
  assetZipQuerySchema,
  downloadQuerySchema,
  pageSchema,
  pdfImagesQuerySchema,
  pdfImagesSchema,
  pdfResizeBodySchema,
  rotateBodySchema,
  uploadQuerySchema,
} from '@fieldwork/contracts';
import { OptionalAuth } from '../auth/auth.decorators';
import { UuidPipe } from '../common/pipes';
import { CurrentInstance, CurrentUser, OptionalUser } from '../tenancy/current.decorators';
import type { AuthUser, ResolvedInstance } from '../tenancy/instance.types';
import { AssetUploadService } from './asset-upload.service';
import { AssetsService } from './assets.service';
import { multipartFiles, parseRange, sendDelivery } from './http-delivery';

class AssetDto extends createZodDto(assetSchema) {}
class AssetListDto extends createZodDto(z.array(assetSchema)) {}
class AssetPageDto extends createZodDto(pageSchema(assetSchema)) {}
class UploadQueryDto extends createZodDto(uploadQuerySchema) {}
class ListQueryDto extends createZodDto(assetListQuerySchema) {}
class ZipQueryDto extends createZodDto(assetZipQuerySchema) {}
class DownloadQueryDto extends createZodDto(downloadQuerySchema) {}
class RotateBodyDto extends createZodDto(rotateBodySchema) {}
class PdfImagesQueryDto extends createZodDto(pdfImagesQuerySchema) {}
class PdfImagesDto extends createZodDto(pdfImagesSchema) {}
class PdfResizeBodyDto extends createZodDto(pdfResizeBodySchema) {}
class SuccessDto extends createZodDto(z.object({ success: z.literal(true) })) {}
class S3DeleteQueryDto extends createZodDto(z.object({ assetId: z.string().uuid() })) {}

@ApiTags('assets')
@ApiBearerAuth()
@Controller('v2')
export class AssetsController {
  constructor(
    @Inject(AssetUploadService) private readonly uploads: AssetUploadService,
    @Inject(AssetsService) private readonly assets: AssetsService,
  ) {}

  @Post('asset/upload')
  @ApiOperation({ summary: 'Upload one or more files (multipart); checked by content, all or nothing' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  @ZodResponse({ status: 201, type: AssetListDto })
  upload(@CurrentUser() user: AuthUser, @Query() query: UploadQueryDto, @Req() req: FastifyRequest) {
    return this.uploads.upload(user, query, multipartFiles(req));
  }

  @Get('asset')
  @ZodResponse({ type: AssetPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto) {
    return this.assets.list(user, query);
  }

  @Get('asset/zip')
  @ApiProduces('application/zip')
  async zip(@CurrentUser() user: AuthUser, @Query() query: ZipQueryDto, @Res() reply: FastifyReply) {
    const write = await this.assets.zip(user, query);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="assets.zip"',
      'cache-control': 'no-store',
      'x-request-id': String(reply.request.id),
    });
    await write(reply.raw).catch(() => reply.raw.destroy());
  }

  @Get('asset/pdf-images')
  @ZodResponse({ type: PdfImagesDto })
  pdfImages(@CurrentUser() user: AuthUser, @Query() query: PdfImagesQueryDto) {
    return this.assets.pdfImages(user, query.assetId, query.width ?? null);
  }

  @Post('asset/pdf-resize/:id')
  @HttpCode(200)
  @ZodResponse({ type: PdfImagesDto })
  pdfResize(@CurrentUser() user: AuthUser, @Param('id', UuidPipe) id: string, @Body() body: PdfResizeBodyDto) {
    return this.assets.pdfImages(user, id, body.width);
  }

  @Get('asset/download/:assetId')
  @OptionalAuth()
  @ApiOperation({ summary: 'The file or a rendition; a signed link (key, expires) needs no bearer token' })
  async download(
    @CurrentInstance() instance: ResolvedInstance,
    @OptionalUser() user: AuthUser | undefined,
    @Param('assetId', UuidPipe) id: string,
    @Query() query: DownloadQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const delivery = await this.assets.download(instance, user, id, query, parseRange(req.headers.range));
    return sendDelivery(req, reply, delivery);
  }

  @Get('asset/info/:assetId')
  @ZodResponse({ type: AssetDto })
  info(@CurrentUser() user: AuthUser, @Param('assetId', UuidPipe) id: string) {
    return this.assets.info(user, id);
  }

  @Patch('asset/:targetId/:sourceId')
  @ApiOperation({ summary: 'Replace the target asset with the source file (the target keeps its id)' })
  @ZodResponse({ type: AssetDto })
  replace(
    @CurrentUser() user: AuthUser,
    @Param('targetId', UuidPipe) targetId: string,
    @Param('sourceId', UuidPipe) sourceId: string,
  ) {
    return this.assets.replace(user, targetId, sourceId);
  }

  @Post('asset/:id/rotate')
  @HttpCode(200)
  @ZodResponse({ type: AssetDto })
  rotate(@CurrentUser() user: AuthUser, @Param('id', UuidPipe) id: string, @Body() body: RotateBodyDto) {
    return this.assets.rotate(user, id, body.rotation);
  }

  @Delete('asset/:id')
  @ZodResponse({ type: SuccessDto })
  remove(@CurrentUser() user: AuthUser, @Param('id', UuidPipe) id: string) {
    return this.assets.remove(user, id);
  }

  @Get('s3/delete')
  @ApiOperation({ summary: 'Delete a stored file by asset id (kept for older clients; same rules as DELETE)' })
  @ZodResponse({ type: SuccessDto })
  s3Delete(@CurrentUser() user: AuthUser, @Query() query: S3DeleteQueryDto) {
    return this.assets.remove(user, query.assetId);
  }
}
