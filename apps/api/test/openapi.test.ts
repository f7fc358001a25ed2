import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from './helpers/test-app';

/**
 * The OpenAPI document is what API consumers generate clients from: a standard validator must
 * accept it, and every operation must say its success status and its error replies with the
 * error body. Every route the domains add is held to the same.
 */
let ctx: TestContext;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;

beforeAll(async () => {
  ctx = await TestContext.start();
  doc = (await ctx.app.inject({ method: 'GET', url: '/v2/documentation/json' })).json();
});
afterAll(() => ctx?.close());

type Operation = { operationId?: string; security?: Array<Record<string, unknown>>; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
const operations = (): Array<[string, Operation]> =>
  Object.entries<Record<string, Operation>>(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );

describe('the OpenAPI document', () => {
  it('is valid for a standard validator (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toMatchObject({ openapi: '3.1.0' });
    expect(doc.openapi).toBe('3.1.0');
  });

  it('gives every operation its success status, never only a default reply', () => {
    const withoutSuccess = operations()
      .filter(([, op]) => !Object.keys(op.responses).some((status) => /^2\d\d$/.test(status)))
      .map(([name]) => name);
    expect(withoutSuccess).toEqual([]);
    expect(operations().filter(([, op]) => 'default' in op.responses).map(([name]) => name)).toEqual([]);
  });

  it('documents the error replies of every operation with the one error body', () => {
    for (const [name, op] of operations()) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, name).toBeGreaterThan(0);
      for (const [status, reply] of errors) {
        if (name === 'GET /health' && status === '503') continue;
        const schema = reply.content?.['application/json']?.schema;
        expect(schema?.$ref, `${name} ${status}`).toMatch(/ErrorBody/);
      }
    }
    const body = Object.entries<{ properties: Record<string, unknown> }>(doc.components.schemas).find(([key]) => /ErrorBody/.test(key))?.[1];
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['statusCode', 'error', 'code', 'message', 'details', 'requestId']));
  });

  it('says which routes need a bearer token, and which 401 and 403 they can answer', () => {
    for (const [name, op] of operations()) {
      if (name === 'POST /v2/users/token' || name === 'GET /health') continue;
      // Public routes (the account links, forgot password) take no token: no 401, but an inactive instance's 403.
      const bearer = (op.security ?? []).some((requirement) => 'bearer' in requirement);
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(bearer ? ['401', '403'] : ['403']));
    }
  });
  it('documents the job types and questions calls of the catalogue, each with its reply schema', () => {
    const expected = [
      'GET /v2/question',
      'GET /v2/question/projects',
      'POST /v2/question',
      'PUT /v2/question/{id}',
      'DELETE /v2/question/{id}',
      'GET /v2/jobtype',
      'GET /v2/jobtype/{id}',
      'GET /v2/jobtype/{id}/questions',
      'POST /v2/jobtype',
      'PUT /v2/jobtype/{id}',
      'DELETE /v2/jobtype/{id}',
      'PUT /v2/jobtype/{id}/reorder-questions',
    ];
    const byName = new Map(operations());
    for (const name of expected) {
      const op = byName.get(name);
      expect(op, name).toBeDefined();
      const success = Object.entries(op!.responses).find(([status]) => /^2\d\d$/.test(status))![1];
      expect(success.content?.['application/json']?.schema, name).toBeDefined();
    }
    expect(Object.keys(byName.get('POST /v2/jobtype')!.responses)).toContain('201');
    expect(Object.keys(byName.get('DELETE /v2/jobtype/{id}')!.responses)).toContain('409');
  });
});
