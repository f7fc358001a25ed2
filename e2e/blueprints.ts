import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { Api, auth, uniqueTitle, type MadeQuestion } from './answering';

/**
 * What the blueprint journeys set up through the API: the blueprints app, a plan field on the
 * instance's projects, the plan fixture (a 600x400 pt page holding a 10 m by 6 m room at 50 pt
 * to the metre) uploaded to Harbour Tower's plans, the element definitions they draw with, and a
 * job of a job type with one blueprint question, assigned to the demo inspector.
 */

export const BLUEPRINT_PDF = resolve(__dirname, 'fixtures/blueprint.pdf');
/** The room on the fixture, in plan pixels (2 per PDF point, y down): its walls' corners. */
export const ROOM = { left: 100, top: 100, right: 1100, bottom: 700, widthMetres: 10, heightMetres: 6 } as const;
export const PLAN_FIELD = { id: 'e2eBlueprintPlans', label: 'Blueprint plans', type: 'blueprintList' } as const;
/** The element definitions the journeys draw with (styles of spec 3: 9 polygon filled, 0 thin line). */
export const DEFINITIONS = [
  { id: 'e2e-floor', name: 'Tiled floor', color: '#2e7d32', type: 9, size: 2 },
  { id: 'e2e-wall', name: 'Partition wall', color: '#c62828', type: 0, size: 3 },
] as const;

export interface BlueprintWorld {
  projectId: string;
  jobType: string;
  question: MadeQuestion;
  job: { _id: string; ID: number };
}

export interface UploadedPlan {
  assetId: string;
  originalName: string;
}

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A fresh plan name per run, so that runs on one instance do not meet. */
export const planName = () => `${uniqueTitle('room-plan').replace(/\s+/g, '-')}.pdf`;

/** The world of one journey run: the apps, the plan field, the element definitions, and a fresh job of a fresh type. */
export async function blueprintWorld(request: APIRequestContext, title: string): Promise<BlueprintWorld> {
  const admin = await Api.as(request, 'admin@demo.test');
  const headers = auth(admin.token);
  for (const app of ['projects', 'blueprints']) {
    await ok(await request.put(`/v2/apps/toggles/${app}`, { headers, data: { isActive: true } }), `toggle ${app}`);
  }

  const bootstrap = await ok(await request.get('/v2/apps/bootstrap', { headers }), 'bootstrap');
  const fields = (bootstrap.projectFields as Array<{ id: string }>).filter((f) => f.id !== PLAN_FIELD.id);
  await ok(await request.put('/v2/settings/projectFields', { headers, data: { fields: [...fields, PLAN_FIELD], turnOffHidden: false } }), 'plan field');

  const settings = (await ok(await request.get('/v2/settings/blueprints', { headers }), 'blueprint settings')).data as { ratio: number; elements: Array<{ id: string }> };
  const elements = [...settings.elements.filter((e) => !DEFINITIONS.some((d) => d.id === e.id)), ...DEFINITIONS];
  await ok(await request.put('/v2/settings/blueprints', { headers, data: { ratio: settings.ratio, systemUnit: 'Meters', elements } }), 'element definitions');

  const jobType = await admin.post<{ _id: string }>('/v2/jobtype', { title: uniqueTitle(title) });
  const question = await admin.question(jobType._id, { type: 'blueprint', title: 'Mark the room' });
  const job = await admin.inspectorJob(jobType._id);
  const detail = await admin.get<{ project: { _id: string } }>(`/v2/jobs/${job._id}`);
  return { projectId: detail.project._id, jobType: jobType._id, question, job };
}

/** Uploads the plan fixture to the project's plan field through the API, measured (10 m by 6 m) when asked. */
export async function planOnProject(request: APIRequestContext, projectId: string, opts: { measured: boolean }): Promise<UploadedPlan> {
  const admin = await Api.as(request, 'admin@demo.test');
  const headers = auth(admin.token);
  const uploaded = await request.post(`/v2/asset/upload?target=project&target_id=${projectId}`, {
    headers,
    multipart: { file: { name: planName(), mimeType: 'application/pdf', buffer: readFileSync(BLUEPRINT_PDF) } },
  });
  const [plan] = (await ok(uploaded, 'plan upload')) as UploadedPlan[];
  const project = await admin.get<{ fields?: Array<{ field: string; value: unknown }> }>(`/v2/projects/${projectId}`);
  const held = (project.fields ?? []).find((f) => f.field === PLAN_FIELD.id)?.value;
  const plans = [...(Array.isArray(held) ? (held as string[]) : []), plan.assetId];
  await ok(await request.patch(`/v2/projects/${projectId}/fields`, { headers, data: [{ id: PLAN_FIELD.id, value: plans }] }), 'plan on the project');
  if (opts.measured) {
    const measurements = {
      pixels: { width: ROOM.right - ROOM.left, height: ROOM.bottom - ROOM.top },
      metrics: { width: ROOM.widthMetres, height: ROOM.heightMetres },
    };
    await ok(await request.put(`/v2/blueprints/files/${plan.assetId}`, { headers, data: { measurements } }), 'plan measures');
  }
  return plan;
}
