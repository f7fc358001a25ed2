import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { LogController } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { PUBLIC_BODY_BYTES_MAX } from '@fieldwork/contracts';
import { AppModule } from './app.module';
import type { AppConfig } from './config/config';
import type { Database } from './db/database';
import { compressJsonReplies } from './common/json-compression';
import { guardInputs } from './common/input-guard';
import { addSecurityHeaders, securityHeaders, securityHeadersOptions } from './common/security-headers';
import { createLogger, logRequests, requestId } from './logging';
import { QuietNestLogger } from './quiet-logger';
import { InstanceResolver } from './tenancy/instance-resolver.service';
import { serveWeb } from './web/web-static';

/** A marking record's save: 5,000 elements of a few hundred bytes each, with room for long doodles. */
const MARKING_BODY_BYTES_MAX = 8 * 1024 * 1024;

/** Builds the application (not listening yet): used by main.ts and by the integration tests. */
export async function createApp(config: AppConfig, database: Database): Promise<NestFastifyApplication> {
  const logger = createLogger(config);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // One line per answered /v2 request (logRequests) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req: IncomingMessage) => requestId(req),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    bufferLogs: true,
  });
  app.useLogger(new QuietNestLogger(logger));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // The public answer page's JSON is held to its own limit (ADR 0042), whatever the others' is;
  // a marking record's save carries up to 5,000 elements, several megabytes (ADR 0046).
  fastify.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v2/public/answer/')) route.bodyLimit = PUBLIC_BODY_BYTES_MAX;
    if (route.url.startsWith('/v2/blueprints/') && [route.method].flat().includes('PUT')) route.bodyLimit = MARKING_BODY_BYTES_MAX;
  });
  addSecurityHeaders(fastify, securityHeaders(securityHeadersOptions(config.maps)));

  // One more file than allowed is let through, so the service can answer with the catalogue text.
  // The field count is enforced while reading (multipartFiles): busboy's own fields limit stops
  // reading the body mid-file and leaves that file's stream open forever.
  await fastify.register(multipart, {
    limits: { fileSize: config.upload.maxBytes, files: config.upload.maxFiles + 1, fieldSize: 64 * 1024 },
  });

  guardInputs(fastify);
  logRequests(fastify, logger);
  compressJsonReplies(fastify);

  const resolver = app.get(InstanceResolver);
  fastify.decorateRequest('instance', null);
  fastify.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
    req.instance = await resolver.resolve(req.headers.host);
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fieldwork API')
      .setDescription('Jobs, questionnaires and floor plans for field teams. Every call is scoped to the instance of the Host header.')
      .setVersion('2')
      // zod's JSON Schema (nullable as type arrays) is OpenAPI 3.1's dialect.
      .setOpenAPIVersion('3.1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('v2/documentation', app, cleanupOpenApiDoc(document), {
    jsonDocumentUrl: 'v2/documentation/json',
  });

  await serveWeb(fastify, config.webDist);
  return app;
}
