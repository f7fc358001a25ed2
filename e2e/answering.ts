import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './helpers';

/**
 * What the answering journeys (answering*.spec.ts) set up through the API: a job type whose
 * questions each exercise one part of the questionnaire screen, and a job of it assigned to the
 * demo inspector on Harbour Tower.
 */

export interface MadeQuestion {
  _id: string;
  ID: number;
  title: string;
}

/** A job's answer as GET /v2/jobs/{id} gives it (contracts' answerSchema), as much as the journeys read. */
export interface StoredAnswer {
  question: string;
  value: unknown;
  files: Array<{ assetId: string; url: string }>;
  signature: string | null;
  user?: { _id: string } | null;
  history?: Array<{ date: string; before: unknown; after: unknown }>;
  punchStart: string | null;
  punchEnd: string | null;
  punchClockOn: boolean;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async as(request: APIRequestContext, email: string): Promise<Api> {
    return new Api(request, await apiToken(request, email));
  }

  async post<T>(url: string, data: unknown, status = 201): Promise<T> {
    const res = await this.request.post(url, { headers: auth(this.token), data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  }

  async get<T>(url: string): Promise<T> {
    const res = await this.request.get(url, { headers: auth(this.token) });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }

  async delete(url: string): Promise<void> {
    const res = await this.request.delete(url, { headers: auth(this.token) });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  }

  /** A question of `jobType`, as the builder makes it. */
  question(jobType: string, body: Record<string, unknown>): Promise<MadeQuestion> {
    return this.post<MadeQuestion>('/v2/question', { jobType, ...body });
  }

  /** A job of `jobType` on Harbour Tower, assigned to the demo inspector. */
  async inspectorJob(jobType: string): Promise<{ _id: string; ID: number }> {
    const projects = await this.get<{ docs?: Array<{ _id: string; name: string }>; data?: Array<{ _id: string; name: string }> }>('/v2/projects?search=Harbour');
    const project = (projects.docs ?? projects.data ?? []).find((p) => p.name === 'Harbour Tower');
    expect(project, 'the demo project Harbour Tower').toBeTruthy();
    const inspector = await Api.as(this.request, 'inspector@demo.test');
    const me = await inspector.get<{ id: string }>('/v2/users/me');
    const made = await this.post<{ job: { _id: string; ID: number } }>('/v2/jobs', { job_type: jobType, project: project!._id, status: 'assigned', users: [me.id] });
    return made.job;
  }

  async answers(jobId: string): Promise<StoredAnswer[]> {
    return (await this.get<{ answers: StoredAnswer[] }>(`/v2/jobs/${jobId}`)).answers;
  }
}

/** A fresh job type's title: journeys run again on the same instance (retries, reuseExistingServer). */
export const uniqueTitle = (base: string) => `${base} ${Date.now().toString(36)}`;
