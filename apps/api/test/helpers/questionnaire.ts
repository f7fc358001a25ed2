import { expect } from 'vitest';
import type { JobType, Question } from '@fieldwork/contracts';
import type { TestContext, TestUser } from './test-app';

/** Job types and questions made through the API, as the builder makes them. */
export function questionnaire(ctx: TestContext) {
  return {
    async jobType(as: TestUser, body: Record<string, unknown> = {}): Promise<JobType> {
      const res = await ctx.call(as, 'POST', '/v2/jobtype', { payload: { title: `Inspection ${Math.random().toString(36).slice(2, 8)}`, ...body } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async question(as: TestUser, jobType: { _id: string }, body: Record<string, unknown> = {}): Promise<Question> {
      const res = await ctx.call(as, 'POST', '/v2/question', { payload: { jobType: jobType._id, type: 'text', title: 'Question', ...body } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async detail(as: TestUser, jobType: { _id: string }): Promise<JobType> {
      const res = await ctx.call(as, 'GET', `/v2/jobtype/${jobType._id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}
