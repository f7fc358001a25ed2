import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { Controller, Get, Injectable, Module, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * @nestjs/core is patched (patches/@nestjs__core@*.patch): its interceptor chain binds the async
 * context without Node's static AsyncResource.bind, which cost every request two deprecated
 * property wrappers (ADR 0051). What Nest promises with that bind must still hold: a context an
 * interceptor enters reaches the handler, across awaits, and requests do not see each other's.
 */
const context = new AsyncLocalStorage<string>();

@Injectable()
class EntersContext implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tag = ctx.switchToHttp().getRequest<{ headers: Record<string, string> }>().headers['x-tag'];
    return context.run(tag, () => next.handle());
  }
}

@Controller()
class ReadsContext {
  @Get('tag')
  async tag(): Promise<{ before: string | undefined; after: string | undefined }> {
    const before = context.getStore();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    return { before, after: context.getStore() };
  }
}

@Module({ controllers: [ReadsContext], providers: [{ provide: APP_INTERCEPTOR, useClass: EntersContext }] })
class ContextModule {}

describe('the patched interceptor chain', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ContextModule, new FastifyAdapter(), { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  it('carries the context an interceptor enters to the handler, per request', async () => {
    const tags = Array.from({ length: 40 }, (_, i) => `request-${i}`);
    const replies = await Promise.all(tags.map((tag) => app.inject({ method: 'GET', url: '/tag', headers: { 'x-tag': tag } })));
    expect(replies.map((r) => r.json())).toEqual(tags.map((tag) => ({ before: tag, after: tag })));
  });

  it('is the patched chain: no request calls the static AsyncResource.bind', async () => {
    const original = AsyncResource.bind;
    let staticBinds = 0;
    AsyncResource.bind = ((...args: Parameters<typeof original>) => {
      staticBinds += 1;
      return original.apply(AsyncResource, args);
    }) as typeof original;
    try {
      const reply = await app.inject({ method: 'GET', url: '/tag', headers: { 'x-tag': 'one' } });
      expect(reply.json()).toEqual({ before: 'one', after: 'one' });
    } finally {
      AsyncResource.bind = original;
    }
    expect(staticBinds).toBe(0);
  });
});
