import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminRole, ROLES, TOGGLE_KEYS, type Action, type Asset, type Role } from '@fieldwork/contracts';
import { CALLERS, POLICY_TABLE, type Caller, type Expected, type PolicyRow, type PolicySituation } from '@fieldwork/contracts/testing';
import { takeNumbers } from '../src/db/instance-counters';
import { answerLinks, assets, jobConfirmations, jobs, jobTypes, jobTypeTemplates, jobUsers, projects, questions, skills, users, users as usersTable } from '../src/db/schema';
import { createProject, createUser } from '../src/seed/instance-factory';
import * as files from './fixtures/files';
import { multipart } from './helpers/multipart';
import { TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * The access policy's table (packages/contracts/src/testing/policy-table.ts), walked through the
 * HTTP API: every row whose action has a route, for every caller, on an instance set up as the
 * row says, with a second tenant trying the same call on the first tenant's rows and host.
 */

/** One tenant set up as a situation says: its users by role, a colleague, and their tokens. */
interface World {
  instance: TestInstance;
  users: Record<Role, TestUser>;
  colleague: TestUser;
}

interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: { payload: Buffer | object | string; headers?: Record<string, string> };
}

let ctx: TestContext;
let acme: World;
const tokens = new Map<TestUser, string>();
const worlds = new Map<string, Promise<World>>();

const token = async (user: TestUser) => {
  if (!tokens.has(user)) tokens.set(user, (await ctx.login(user)).access_token);
  return tokens.get(user)!;
};

async function makeWorld(when: PolicySituation): Promise<World> {
  const off = new Set(when.off ?? []);
  const instance = await ctx.newInstance({
    toggles: TOGGLE_KEYS.filter((k) => !off.has(k)),
    settings: when.flags ? { security: when.flags } : {},
    mainHost: when.mainHost ?? true,
  });
  const users = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await ctx.newUser(instance, { role })]))) as Record<Role, TestUser>;
  if (when.canManageSkills) {
    const ids = Object.values(users).map((u) => u.id);
    await ctx.db.tenant(instance.id, ({ tx }) => tx.update(usersTable).set({ canManageSkills: true }).where(inArray(usersTable.id, ids)));
  }
  return { instance, users, colleague: await ctx.newUser(instance, { role: 'inspector' }) };
}

function worldFor(when: PolicySituation): Promise<World> {
  const key = JSON.stringify({ off: when.off ?? [], flags: when.flags ?? {}, mainHost: when.mainHost ?? true, canManageSkills: when.canManageSkills ?? false });
  if (!worlds.has(key)) worlds.set(key, makeWorld(when));
  return worlds.get(key)!;
}

async function uploadAs(user: TestUser, query = ''): Promise<Asset> {
  const body = multipart([{ filename: 'plan.png', content: await files.png(16, 16) }]);
  const res = await ctx.request(user.instance, { method: 'POST', url: `/v2/asset/upload${query}`, headers: body.headers, payload: body.payload, as: await token(user) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0];
}

/** The row's subject, made fresh for this caller (a delete uses it up). */
async function subjectFile(world: World, caller: TestUser | null, when: PolicySituation): Promise<Asset> {
  if (when.subject === 'own' && caller) return uploadAs(caller);
  return uploadAs(world.colleague, when.subject === 'colleague_private' ? '?private_asset=true' : '');
}

const png = async () => multipart([{ filename: 'p.png', content: await files.png(8, 8) }]);

/** A saved view of the notifications list (every role may open that list), made through the API. */
async function viewOf(owner: TestUser, shared = false): Promise<string> {
  const id = randomUUID();
  const res = await ctx.request(owner.instance, { method: 'POST', url: `/v2/notifications/template/${id}`, payload: { name: 'Unread', filters: { read: 'unread' }, shared }, as: await token(owner) });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** The row's view, made fresh for this caller (a delete uses it up). A shared view is an admin's. */
async function subjectView(world: World, caller: TestUser | null, when: PolicySituation): Promise<string> {
  if (when.subject === 'own_view' && caller) return viewOf(caller);
  if (when.subject === 'shared_view') return viewOf(world.users.business_admin, true);
  return viewOf(world.colleague);
}

/** The user a re-invitation is sent to, made fresh in the state the row says (invited when it says none). */
async function reinviteSubject(world: World, caller: TestUser | null, when: PolicySituation): Promise<string> {
  if (when.subject === 'self' && caller) return caller.email;
  const user = await ctx.newUser(world.instance, { role: when.userRole ?? 'inspector', banned: when.subject === 'banned_user' });
  const confirmed = when.subject === 'other_user' || when.subject === 'banned_user' || when.subject === 'unverified_user';
  const verified = when.subject === 'other_user' || when.subject === 'banned_user';
  await ctx.db.tenant(world.instance.id, ({ tx }) => tx.update(users).set({ confirmed, verified }).where(eq(users.id, user.id)));
  return user.email;
}

/** The user a row is about, made fresh for this caller (a ban, a removal or a role change uses it up). */
async function subjectUser(world: World, caller: TestUser | null, when: PolicySituation): Promise<TestUser> {
  if (when.subject === 'self' && caller) return caller;
  const role = when.subject === 'self' ? 'inspector' : (when.userRole ?? 'inspector');
  if (when.subject === 'unconfirmed_user') {
    const email = `unconfirmed-${randomUUID()}@example.test`;
    const { id } = await createUser(ctx.db, world.instance.id, { email, role, passwordHash: null, confirmed: false });
    return { id, email, role, instance: world.instance };
  }
  return ctx.newUser(world.instance, { role, banned: when.subject === 'banned_user' });
}

/** An image of the world's colleague, made once per world: the cover of the projects that need one. */
const covers = new Map<World, Promise<string>>();
const coverOf = (world: World) => {
  if (!covers.has(world)) covers.set(world, uploadAs(world.colleague).then((file) => file.assetId));
  return covers.get(world)!;
};

/**
 * The row's project, made fresh for this caller (a delete uses it up). A client project is one of
 * the calling client's client projects; for anyone else it is a project like any other.
 */
async function subjectProject(world: World, caller: TestUser | null, when: PolicySituation, opts: { cover?: boolean } = {}): Promise<string> {
  const clients = when.subject === 'client_project' && caller?.role === 'client' ? [caller.id] : [];
  const avatarAssetId = opts.cover ? await coverOf(world) : null;
  return (await createProject(ctx.db, world.instance.id, { name: 'Probe', users: [world.colleague.id], clients, avatarAssetId })).id;
}

/** A skill of the world's catalogue, written directly (the skills app may be off in that world). */
const worldSkills = new Map<World, Promise<string>>();
function skillOf(world: World): Promise<string> {
  if (!worldSkills.has(world)) {
    const made = ctx.db.tenant(world.instance.id, async ({ tx, instanceId }) => {
      const [row] = await tx.insert(skills).values({ instanceId, name: `Probe ${randomUUID()}` }).returning({ id: skills.id });
      return row.id;
    });
    worldSkills.set(world, made);
  }
  return worldSkills.get(world)!;
}

/**
 * A job type of the world, written directly: one that lets clients create jobs (`clients`) or
 * not. Made once per world unless `fresh` (a delete uses it up).
 */
const worldJobTypes = new Map<string, Promise<string>>();
function jobTypeOf(world: World, opts: { clients?: boolean; fresh?: boolean } = {}): Promise<string> {
  const key = `${world.instance.id}:${opts.clients ?? false}`;
  const make = () =>
    ctx.db.tenant(world.instance.id, async ({ tx, instanceId }) => {
      const settings = opts.clients ? { permissions: { client: { create: true } } } : {};
      const [row] = await tx.insert(jobTypes).values({ instanceId, title: `Probe ${randomUUID()}`, icon: 'assignment', settings }).returning({ id: jobTypes.id });
      return row.id;
    });
  if (opts.fresh) return make();
  if (!worldJobTypes.has(key)) worldJobTypes.set(key, make());
  return worldJobTypes.get(key)!;
}

/** A question of the world's job type for clients, shown to clients or not; written directly, fresh each time. */
async function questionOf(world: World, opts: { clientVisible: boolean; jobTypeId?: string }): Promise<string> {
  const jobTypeId = opts.jobTypeId ?? (await jobTypeOf(world, { clients: true }));
  return ctx.db.tenant(world.instance.id, async (scope) => {
    const number = await takeNumbers(scope, 'question');
    const [row] = await scope.tx
      .insert(questions)
      .values({ instanceId: scope.instanceId, jobTypeId, number, type: 'text', title: 'Probe', sequence: number, isClientVisible: opts.clientVisible })
      .returning({ id: questions.id });
    return row.id;
  });
}

/** Each world's project field definitions (the probes add one per call) and its project, a client project of its client. */
const worldFields = new Map<World, object[]>();
const worldProjects = new Map<World, Promise<string>>();

function projectOf(world: World): Promise<string> {
  if (!worldProjects.has(world)) {
    worldProjects.set(
      world,
      createProject(ctx.db, world.instance.id, { name: 'Probe project', clients: [world.users.client.id] }).then((row) => row.id),
    );
  }
  return worldProjects.get(world)!;
}

/** The row's project field, defined fresh in the world's settings (through the API) with the row's entries; hidden on the project when the row says. */
async function subjectProjectField(world: World, when: PolicySituation): Promise<{ projectId: string; fieldId: string }> {
  const projectId = await projectOf(world);
  const fieldId = `f${randomBytes(5).toString('hex')}`;
  const { permissions = {}, considerRead = false, hidden = false } = when.projectField ?? {};
  const fields = [...(worldFields.get(world) ?? []), { id: fieldId, label: 'Probe', type: 'text', permissions, considerRead }];
  worldFields.set(world, fields);
  const res = await send(world.instance, { method: 'PUT', url: '/v2/settings/projectFields', body: { payload: { fields } } }, await token(world.users.sys_admin));
  expect(res.statusCode, res.body).toBe(200);
  if (hidden) {
    await ctx.db.tenant(world.instance.id, ({ tx }) =>
      tx.update(projects).set({ visibility: sql`${projects.visibility} || ${JSON.stringify({ [fieldId]: false })}::jsonb` }).where(eq(projects.id, projectId)),
    );
  }
  return { projectId, fieldId };
}

/** A profile change through PUT /v2/users/{id}, the one route of the editor's rules. */
const edit =
  (body: (target: TestUser, when: PolicySituation) => object) =>
  async (w: World, caller: TestUser | null, when: PolicySituation): Promise<Probe> => {
    const target = await subjectUser(w, caller, when);
    return { method: 'PUT', url: `/v2/users/${target.id}`, body: { payload: body(target, when) } };
  };

/** The form of POST /v2/users/impersonate, as the web sends it. */
const impersonationForm = (username: string) => ({
  payload: new URLSearchParams({ username, client_id: ctx.config.oauthClient.id, client_secret: ctx.config.oauthClient.secret }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

// Job-type templates: a starter template of the world, a job type to save, and saved templates to delete.

/** A starter template of the world (every instance is given them). */
async function starterTemplateOf(world: World): Promise<string> {
  const [row] = await ctx.db.tenant(world.instance.id, ({ tx }) =>
    tx.select({ id: jobTypeTemplates.id }).from(jobTypeTemplates).where(eq(jobTypeTemplates.starter, true)).limit(1),
  );
  return row.id;
}

/** A saved template of the world, made fresh (a delete uses it up). */
async function savedTemplateOf(world: World): Promise<string> {
  const content = { title: 'Probe', icon: 'assignment', settings: {}, questions: [] };
  const [row] = await ctx.db.tenant(world.instance.id, ({ tx, instanceId }) =>
    tx.insert(jobTypeTemplates).values({ instanceId, title: 'Probe', icon: 'assignment', questionCount: 0, content }).returning({ id: jobTypeTemplates.id }),
  );
  return row.id;
}

const TEMPLATE_PROBES: Partial<Record<Action, (w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe>>> = {
  'jobTypeTemplate.read': async (w) => ({ method: 'GET', url: `/v2/jobtype/${await starterTemplateOf(w)}/template` }),
  'jobTypeTemplate.manage': async (w) => ({ method: 'POST', url: `/v2/jobtype/${await jobTypeOf(w)}/template`, body: { payload: { name: 'Probe template' } } }),
};

const MORE_TEMPLATE_PROBES: Partial<Record<Action, Array<(w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe>>>> = {
  'jobTypeTemplate.read': [
    async () => ({ method: 'GET', url: '/v2/jobtype/templates' }),
    async (w) => ({ method: 'POST', url: `/v2/jobtype/template/${await savedTemplateOf(w)}`, body: { payload: { name: 'Probe job type' } } }),
  ],
  'jobTypeTemplate.manage': [async (w) => ({ method: 'DELETE', url: `/v2/jobtype/${await savedTemplateOf(w)}/template` })],
};

// Jobs: made directly in the world, fresh for each call (a delete, a change of status or a
// link uses one up).

/** A job type of the world whose settings let every role create its jobs, or none. */
const worldCreateTypes = new Map<string, Promise<string>>();
function createTypeOf(world: World, creatable: boolean): Promise<string> {
  const key = `${world.instance.id}:${creatable}`;
  if (!worldCreateTypes.has(key)) {
    const permissions = Object.fromEntries(ROLES.map((role) => [role, { create: creatable }]));
    const made = ctx.db.tenant(world.instance.id, async ({ tx, instanceId }) => {
      const [row] = await tx.insert(jobTypes).values({ instanceId, title: `Probe ${randomUUID()}`, icon: 'assignment', settings: { permissions } }).returning({ id: jobTypes.id });
      return row.id;
    });
    worldCreateTypes.set(key, made);
  }
  return worldCreateTypes.get(key)!;
}

/**
 * The row's job, made fresh for this caller: 'job' an open job of a project the caller is no
 * client of, with the colleague assigned; 'client_job' one of the world's client project;
 * 'assigned_job' one the caller is assigned to, with the colleague assigned and confirmed;
 * 'done_job' one in done the caller is assigned to.
 */
async function subjectJob(world: World, caller: TestUser | null, when: PolicySituation): Promise<string> {
  const subject = when.subject ?? 'job';
  const projectId = subject === 'client_job' ? await projectOf(world) : await plainProjectOf(world);
  const status = subject === 'done_job' ? 'done' : subject === 'assigned_job' ? 'assigned' : 'open';
  const assigned = subject === 'assigned_job' || subject === 'done_job';
  const jobTypeId = await jobTypeOf(world);
  return ctx.db.tenant(world.instance.id, async (scope) => {
    const number = await takeNumbers(scope, 'job');
    const [row] = await scope.tx.insert(jobs).values({ instanceId: scope.instanceId, number, jobTypeId, projectId, status, startDate: new Date() }).returning({ id: jobs.id });
    const people = [world.colleague.id, ...(assigned && caller ? [caller.id] : [])];
    await scope.tx.insert(jobUsers).values(people.map((userId) => ({ instanceId: scope.instanceId, jobId: row.id, userId })));
    if (subject === 'assigned_job') await scope.tx.insert(jobConfirmations).values({ instanceId: scope.instanceId, jobId: row.id, userId: world.colleague.id });
    return row.id;
  });
}

/** A project of the world nobody is a client of (jobs that no client sees). */
const worldPlainProjects = new Map<World, Promise<string>>();
function plainProjectOf(world: World): Promise<string> {
  if (!worldPlainProjects.has(world)) worldPlainProjects.set(world, createProject(ctx.db, world.instance.id, { name: 'Plain project' }).then((row) => row.id));
  return worldPlainProjects.get(world)!;
}

/** A public answer link to the job, made directly (the withdraw probe's subject). */
function answerLinkOf(world: World, jobId: string): Promise<string> {
  return ctx.db.tenant(world.instance.id, async ({ tx, instanceId }) => {
    const [row] = await tx.insert(answerLinks).values({ instanceId, jobId }).returning({ id: answerLinks.id });
    return row.id;
  });
}

type JobProbe = (w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe>;
const onJob =
  (probe: (jobId: string, w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe> | Probe): JobProbe =>
  async (w, caller, when) =>
    probe(await subjectJob(w, caller, when), w, caller, when);

const JOB_PROBES: Partial<Record<Action, JobProbe>> = {
  'job.list': async () => ({ method: 'GET', url: '/v2/jobs' }),
  'job.read': onJob((id) => ({ method: 'GET', url: `/v2/jobs/${id}` })),
  'job.create': async (w, _caller, when) => ({
    method: 'POST',
    url: '/v2/jobs',
    body: { payload: { job_type: await createTypeOf(w, when.subject !== 'uncreatable_type'), project: await projectOf(w) } },
  }),
  'job.changeStatus': onJob((id) => ({ method: 'PUT', url: `/v2/jobs/${id}`, body: { payload: { status: 'reported' } } })),
  'job.changeDates': onJob((id) => ({ method: 'PUT', url: `/v2/jobs/${id}`, body: { payload: { startDate: '2030-01-02T03:04:05.000Z' } } })),
  'job.changeProject': onJob(async (id, w) => ({ method: 'PUT', url: `/v2/jobs/${id}`, body: { payload: { project: (await createProject(ctx.db, w.instance.id, { name: 'Moved to' })).id } } })),
  'job.changeType': onJob(async (id, w) => ({ method: 'PUT', url: `/v2/jobs/${id}`, body: { payload: { jobType: await jobTypeOf(w, { clients: true }) } } })),
  'job.assign': onJob((id, w) => ({ method: 'PUT', url: `/v2/jobs/${id}/assign`, body: { payload: { users: [w.colleague.id, w.users.inspector.id] } } })),
  'job.duplicate': onJob((id) => ({ method: 'POST', url: `/v2/jobs/${id}/clone` })),
  'job.erase': onJob((id) => ({ method: 'DELETE', url: `/v2/jobs/${id}` })),
  'job.link': onJob(async (id, w, caller, when) => ({ method: 'PUT', url: `/v2/jobs/${id}/add_prev/${await subjectJob(w, caller, when)}` })),
  'job.confirmAttendance': onJob((id) => ({ method: 'PUT', url: `/v2/jobs/${id}/attendance/true` })),
  'job.removeAttendance': onJob((id, w) => ({ method: 'PUT', url: `/v2/jobs/${id}/attendance/false?user=${w.colleague.id}` })),
  'job.export': onJob((id) => ({ method: 'GET', url: `/v2/jobs/${id}/export` })),
  'job.setSkills': onJob(async (id, w) => ({ method: 'PUT', url: `/v2/jobs/${id}`, body: { payload: { skills: [await skillOf(w)] } } })),
  'answerLink.manage': onJob((id) => ({ method: 'GET', url: `/v2/jobs/${id}/answer-links` })),
};

const MORE_JOB_PROBES: Partial<Record<Action, JobProbe[]>> = {
  'job.list': [async () => ({ method: 'GET', url: '/v1/jobs' })],
  'job.read': [onJob((id) => ({ method: 'GET', url: `/v2/jobs/${id}/feeds` })), onJob((id) => ({ method: 'PUT', url: `/v2/jobs/${id}/visit` }))],
  'job.changeStatus': [onJob((id) => ({ method: 'PUT', url: '/v2/jobs/status_multiple', body: { payload: { jobs: [id], status: 'reported' } } }))],
  'job.assign': [
    onJob((id) => ({ method: 'PUT', url: `/v2/jobs/${id}`, body: { payload: { users: [] } } })),
    onJob((id, w) => ({ method: 'PUT', url: '/v2/jobs/assign_multiple', body: { payload: { jobs: [id], users: [w.users.inspector.id] } } })),
    onJob((id, w) => ({ method: 'POST', url: '/v2/jobs/assign_many', body: { payload: { jobs: [{ job: id, users: [w.users.inspector.id] }] } } })),
  ],
  'job.erase': [onJob((id) => ({ method: 'DELETE', url: '/v2/jobs/multiple', body: { payload: { id: [id] } } }))],
  'answerLink.manage': [
    onJob((id) => ({ method: 'POST', url: `/v2/jobs/${id}/answer-links`, body: { payload: {} } })),
    onJob(async (id, w) => ({ method: 'DELETE', url: `/v2/jobs/${id}/answer-links/${await answerLinkOf(w, id)}` })),
  ],
  'job.link': [onJob(async (id, w, caller, when) => ({ method: 'PUT', url: `/v2/jobs/${id}/remove_prev/${await subjectJob(w, caller, when)}` }))],
};

// Answering: a job made fresh in the state the row says, and a question of the world's job type
// shown to clients or not, or an isBlockInspector date.

/** A question of the world's job type for answering, made once per world and kind. */
const answerQuestions = new Map<string, Promise<number>>();
function answerQuestionOf(world: World, kind: 'shown' | 'hidden' | 'blocked_date'): Promise<number> {
  const key = `${world.instance.id}:${kind}`;
  if (!answerQuestions.has(key)) {
    const made = jobTypeOf(world).then((jobTypeId) =>
      ctx.db.tenant(world.instance.id, async (scope) => {
        const number = await takeNumbers(scope, 'question');
        const type = kind === 'blocked_date' ? 'date_time' : 'text';
        const settings = kind === 'blocked_date' ? { isBlockInspector: true } : {};
        await scope.tx.insert(questions).values({ instanceId: scope.instanceId, jobTypeId, number, type, title: 'Probe', sequence: number, settings, isClientVisible: kind !== 'hidden' });
        return number;
      }),
    );
    answerQuestions.set(key, made);
  }
  return answerQuestions.get(key)!;
}

/** In a world whose rows ask for a closed status, review is not open to answering (allowedStatuses), the other statuses but done are. */
const closedReview = new Map<World, Promise<void>>();
function closeReview(world: World): Promise<void> {
  if (!closedReview.has(world)) {
    const allowedStatuses = { open: true, rejected: true, assigned: true, confirmed: true, reported: true, review: false };
    closedReview.set(
      world,
      (async () => {
        const res = await send(world.instance, { method: 'PUT', url: '/v2/settings', body: { payload: { allowedStatuses } } }, await token(world.users.sys_admin));
        expect(res.statusCode, res.body).toBe(200);
      })(),
    );
  }
  return closedReview.get(world)!;
}

/** The job of an answering row, fresh for this caller: in a client project of the world's client unless 'job_question', the caller one of its people when it is past open. */
async function answerJobOf(world: World, caller: TestUser | null, when: PolicySituation): Promise<string> {
  const status = { done_job_question: 'done', closed_job_question: 'review', blocked_date_question: 'assigned' }[when.subject as string] ?? 'open';
  if (status === 'review') await closeReview(world);
  const projectId = when.subject === 'job_question' ? await plainProjectOf(world) : await projectOf(world);
  const jobTypeId = await jobTypeOf(world);
  return ctx.db.tenant(world.instance.id, async (scope) => {
    const number = await takeNumbers(scope, 'job');
    const [row] = await scope.tx.insert(jobs).values({ instanceId: scope.instanceId, number, jobTypeId, projectId, status, startDate: new Date() }).returning({ id: jobs.id });
    const people = [world.colleague.id, ...(status !== 'open' && caller ? [caller.id] : [])];
    await scope.tx.insert(jobUsers).values(people.map((userId) => ({ instanceId: scope.instanceId, jobId: row.id, userId })));
    return row.id;
  });
}

const ANSWER_PROBES: Partial<Record<Action, JobProbe>> = {
  'answer.submit': async (w, caller, when) => {
    const kind = when.subject === 'client_job_hidden_question' ? 'hidden' : when.subject === 'blocked_date_question' ? 'blocked_date' : 'shown';
    const question = await answerQuestionOf(w, kind);
    const value = kind === 'blocked_date' ? '2030-01-02T10:00:00.000Z' : 'Probe';
    const job = await answerJobOf(w, caller, when);
    return { method: 'POST', url: '/v2/answers', body: { payload: { job, data: [{ question: String(question), answer: { clientId: randomUUID(), value } }] } } };
  },
  'answer.users': async () => ({ method: 'GET', url: '/v2/answers/users' }),
};

const MORE_ANSWER_PROBES: Partial<Record<Action, JobProbe[]>> = {
  'answer.submit': [async (w, caller, when) => ({ ...(await ANSWER_PROBES['answer.submit']!(w, caller, when)), url: '/v1/answers' })],
};

// Blueprints: a calibrated PDF plan of the world on both its projects (a blueprintList field), the
// instance's element definitions, and blueprint questions of the world's job type shown to clients,
// one of which lets its answerers change other jobs' elements.

const PROBE_BLUEPRINT_SETTINGS = { ratio: 360, systemUnit: 'Meters', elements: [{ id: 'wall', name: 'Wall', color: '#ff0000', type: 1, size: 8 }] };

/** The world's plan, set up once: uploaded, measured, named by both projects' blueprintList field. */
const worldPlans = new Map<World, Promise<string>>();
function planOf(world: World, when: PolicySituation): Promise<string> {
  if (!worldPlans.has(world)) {
    const made = (async () => {
      const admin = await token(world.users.sys_admin);
      const body = multipart([{ filename: 'plan.pdf', content: files.pdf([[500, 400]]) }]);
      const up = await ctx.request(world.instance, { method: 'POST', url: '/v2/asset/upload?target=project', headers: body.headers, payload: body.payload, as: admin });
      expect(up.statusCode, up.body).toBe(201);
      const planId: string = up.json()[0].assetId;
      const measurements = { pixels: { width: 500, height: 500 }, metrics: { width: 10, height: 10 } };
      await ctx.db.tenant(world.instance.id, ({ tx }) => tx.update(assets).set({ measurements }).where(eq(assets.id, planId)));
      const on = !(when.off ?? []).includes('blueprints');
      const fields = [...(worldFields.get(world) ?? []), { id: 'plans', label: 'Plans', type: 'blueprintList' }];
      worldFields.set(world, fields);
      const defined = await send(world.instance, { method: 'PUT', url: '/v2/settings/projectFields', body: { payload: { fields } } }, admin);
      expect(defined.statusCode, defined.body).toBe(200);
      if (on) {
        const settings = await send(world.instance, { method: 'PUT', url: '/v2/settings/blueprints', body: { payload: PROBE_BLUEPRINT_SETTINGS } }, admin);
        expect(settings.statusCode, settings.body).toBe(200);
      }
      const projectIds = [await projectOf(world), await plainProjectOf(world)];
      await ctx.db.tenant(world.instance.id, ({ tx }) => tx.update(projects).set({ fields: sql`${projects.fields} || ${JSON.stringify({ plans: [planId] })}::jsonb` }).where(inArray(projects.id, projectIds)));
      return planId;
    })();
    worldPlans.set(world, made);
  }
  return worldPlans.get(world)!;
}

/** A blueprint question of the world's job type shown to clients; 'others' lets its answerers change other jobs' elements. */
const blueprintQuestions = new Map<string, Promise<number>>();
function blueprintQuestionOf(world: World, kind: 'own' | 'others'): Promise<number> {
  const key = `${world.instance.id}:${kind}`;
  if (!blueprintQuestions.has(key)) {
    const made = jobTypeOf(world).then((jobTypeId) =>
      ctx.db.tenant(world.instance.id, async (scope) => {
        const number = await takeNumbers(scope, 'question');
        const settings = kind === 'others' ? { editOtherJobs: true } : {};
        await scope.tx.insert(questions).values({ instanceId: scope.instanceId, jobTypeId, number, type: 'blueprint', title: 'Plan', sequence: number, settings, isClientVisible: true });
        return number;
      }),
    );
    blueprintQuestions.set(key, made);
  }
  return blueprintQuestions.get(key)!;
}

/** An open job of the world's client project (or in done for 'plan_done_job'), with the colleague and the caller assigned. */
async function planJobOf(world: World, caller: TestUser | null, status = 'open'): Promise<string> {
  const projectId = await projectOf(world);
  const jobTypeId = await jobTypeOf(world);
  return ctx.db.tenant(world.instance.id, async (scope) => {
    const number = await takeNumbers(scope, 'job');
    const [row] = await scope.tx.insert(jobs).values({ instanceId: scope.instanceId, number, jobTypeId, projectId, status, startDate: new Date() }).returning({ id: jobs.id });
    const people = [world.colleague.id, ...(caller ? [caller.id] : [])];
    await scope.tx.insert(jobUsers).values(people.map((userId) => ({ instanceId: scope.instanceId, jobId: row.id, userId })));
    return row.id;
  });
}

const BLUEPRINT_PROBES: Partial<Record<Action, JobProbe>> = {
  'blueprint.read': async (w, caller, when) => {
    const plan = await planOf(w, when);
    return { method: 'GET', url: `/v2/blueprints?file=${plan}&job=${await subjectJob(w, caller, when)}` };
  },
  // The row's subject: the job's own elements ('plan_job', 'plan_done_job'), or another job's
  // through `via` a question that does not ('plan_other_job') or does ('plan_other_job_allowed')
  // let its answerers change them.
  'blueprint.mark': async (w, caller, when) => {
    const file = await planOf(w, when);
    const question = String(await blueprintQuestionOf(w, 'own'));
    const job = await planJobOf(w, caller, when.subject === 'plan_done_job' ? 'done' : 'open');
    const other = when.subject === 'plan_other_job' || when.subject === 'plan_other_job_allowed';
    const via = other ? { job: await planJobOf(w, caller), question: String(await blueprintQuestionOf(w, when.subject === 'plan_other_job_allowed' ? 'others' : 'own')) } : undefined;
    const element = { _id: randomUUID(), elementId: 'wall', canvasData: { kind: 'Line', style: 1, points: [0, 0, 100, 0] }, visible: true };
    return { method: 'PUT', url: `/v2/blueprints/${job}/${question}`, body: { payload: { file, job, question, elements: [element], ...(via ? { via } : {}) } } };
  },
  'blueprint.calibrate': async (w, _caller, when) => ({ method: 'PUT', url: `/v2/blueprints/files/${await planOf(w, when)}`, body: { payload: { grayscale: false } } }),
  // Saving the settings the world has: allowed callers change nothing.
  'blueprintSettings.manage': async () => ({ method: 'PUT', url: '/v2/settings/blueprints', body: { payload: PROBE_BLUEPRINT_SETTINGS } }),
};

const MORE_BLUEPRINT_PROBES: Partial<Record<Action, JobProbe[]>> = {
  'blueprint.read': [
    async (w, caller, when) => ({ method: 'GET', url: `/v2/blueprints/markings?job=${await subjectJob(w, caller, when)}` }),
    // The exports of a job's markings on the plan (none yet: an empty sheet, the bare page and summary).
    async (w, caller, when) => ({ method: 'POST', url: '/v2/blueprints/markings/export', body: { payload: { file: await planOf(w, when), job: await subjectJob(w, caller, when) } } }),
    async (w, caller, when) => ({ method: 'POST', url: '/v2/jobs/blueprint/export', body: { payload: { file: await planOf(w, when), job: await subjectJob(w, caller, when) } } }),
  ],
};

/** How each action with a route is called, for a caller in a world. */
const PROBES: Partial<Record<Action, (w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe>>> = {
  'bootstrap.read': async () => ({ method: 'GET', url: '/v2/apps/bootstrap' }),
  'profile.read': async () => ({ method: 'GET', url: '/v2/users/me' }),
  'notifications.read': async () => ({ method: 'GET', url: '/v2/notifications' }),
  'toggles.read': async () => ({ method: 'GET', url: '/v2/apps/toggles' }),
  'toggles.update': async (_w, _c, when) => ({
    method: 'PUT',
    url: '/v2/apps/toggles/games',
    body: { payload: { isActive: !(when.off ?? []).includes('games') } },
  }),
  'appSettings.read': async () => ({ method: 'GET', url: '/v2/apps/sendgrid/settings' }),
  'appSettings.update': async () => ({ method: 'POST', url: '/v2/apps/sendgrid/settings', body: { payload: { settings: {} } } }),
  // Saving nothing new: allowed callers change nothing, however many ask.
  'jobSettings.manage': async () => ({ method: 'PUT', url: '/v2/settings', body: { payload: {} } }),
  'dashboard.read': async () => ({ method: 'GET', url: '/v2/widgets/dashboard' }),
  'asset.upload': async () => {
    const body = await png();
    return { method: 'POST', url: '/v2/asset/upload', body: { payload: body.payload, headers: body.headers } };
  },
  'asset.uploadFor': async (w, caller, when) => {
    const body = await png();
    const target = when.subject === 'self' && caller ? caller.id : w.colleague.id;
    return { method: 'POST', url: `/v2/asset/upload?target_user=${target}`, body: { payload: body.payload, headers: body.headers } };
  },
  // With a signed link, which is all an <img> has.
  'asset.download': async (w) => {
    const file = await uploadAs(w.colleague);
    return { method: 'GET', url: new URL(file.Location, 'http://x').pathname + new URL(file.Location, 'http://x').search };
  },
  'asset.read': async (w, caller, when) => ({ method: 'GET', url: `/v2/asset/info/${(await subjectFile(w, caller, when)).assetId}` }),
  'asset.modify': async (w, caller, when) => ({
    method: 'POST',
    url: `/v2/asset/${(await subjectFile(w, caller, when)).assetId}/rotate`,
    body: { payload: { rotation: 90 } },
  }),
  'asset.delete': async (w, caller, when) => ({ method: 'DELETE', url: `/v2/asset/${(await subjectFile(w, caller, when)).assetId}` }),
  'files.browse': async () => ({ method: 'GET', url: '/v2/asset?page_size=5' }),
  'listView.read': async (w, caller, when) => ({ method: 'GET', url: `/v2/notifications/${await subjectView(w, caller, when)}/template` }),
  'listView.save': async () => ({ method: 'POST', url: `/v2/notifications/template/${randomUUID()}`, body: { payload: { name: 'Mine', filters: {} } } }),
  'listView.modify': async (w, caller, when) => ({ method: 'DELETE', url: `/v2/notifications/${await subjectView(w, caller, when)}/template` }),
  'listView.share': async () => ({ method: 'POST', url: `/v2/notifications/template/${randomUUID()}`, body: { payload: { name: 'For all', filters: {}, shared: true } } }),
  'user.list': async () => ({ method: 'GET', url: '/v2/users?limit=100' }),
  // A client is invited to one of the instance's projects at least.
  'user.invite': async (w, _caller, when) => ({
    method: 'POST',
    url: '/v2/users',
    body: {
      payload: {
        email: `invitee-${randomBytes(5).toString('hex')}@example.test`,
        role: when.toRole ?? 'inspector',
        ...(when.toRole === 'client' ? { client_projects: [await subjectProject(w, null, {})] } : {}),
      },
    },
  }),
  'user.reinvite': async (w, caller, when) => ({
    method: 'POST',
    url: '/v2/users/reinvite',
    body: { payload: { data: [{ email: await reinviteSubject(w, caller, when) }] } },
  }),
  'user.read': async (w, caller, when) => ({ method: 'GET', url: `/v2/users/${(await subjectUser(w, caller, when)).id}` }),
  'user.activities': async (w, caller, when) => ({ method: 'GET', url: `/v2/users/activities?user=${(await subjectUser(w, caller, when)).id}` }),
  'user.ban': async (w, caller, when) => ({ method: 'PUT', url: '/v2/users/ban', body: { payload: { data: [(await subjectUser(w, caller, when)).id] } } }),
  'user.remove': async (w, caller, when) => ({ method: 'POST', url: '/v2/users/remove', body: { payload: { users: [(await subjectUser(w, caller, when)).id] } } }),
  'user.impersonate': async (w, caller, when) => ({ method: 'POST', url: '/v2/users/impersonate', body: impersonationForm((await subjectUser(w, caller, when)).email) }),
  'profile.update': (w, caller, when) => edit(() => ({ phoneNumber: randomUUID().slice(0, 8) }))(w, caller, { ...when, subject: 'self' }),
  'user.update': edit(() => ({ phoneNumber: randomUUID().slice(0, 8) })),
  // A role sent equal to the current one is no change: then another role is asked (the gates decide first).
  'user.changeRole': edit((target, when) => {
    const to = when.toRole ?? 'project_manager';
    return { role: to !== target.role ? to : to === 'client' ? 'inspector' : 'client' };
  }),
  'user.changeEmail': edit(() => ({ email: `changed-${randomUUID()}@example.test` })),
  'user.setInTraining': edit(() => ({ inTraining: true })),
  // Admins read as on: switching it means sending off.
  'user.manageSkillsSwitch': edit((target) => ({ canManageSkills: !isAdminRole(target.role) })),
  'user.setClientProjects': edit(() => ({ companies: ['Acme'] })),
  'project.list': async () => ({ method: 'GET', url: '/v2/projects' }),
  'project.read': async (w, caller, when) => ({ method: 'GET', url: `/v2/projects/${await subjectProject(w, caller, when)}` }),
  'project.create': async () => ({ method: 'POST', url: '/v2/projects', body: { payload: { name: 'Probe' } } }),
  'project.update': async (w, caller, when) => ({ method: 'PUT', url: `/v2/projects/${await subjectProject(w, caller, when)}`, body: { payload: { name: 'Renamed' } } }),
  'project.delete': async (w, caller, when) => ({ method: 'DELETE', url: `/v2/projects/${await subjectProject(w, caller, when)}` }),
  'project.clone': async (w, caller, when) => ({ method: 'POST', url: `/v2/projects/${await subjectProject(w, caller, when)}/clone` }),
  'skill.read': async (w) => ({ method: 'GET', url: `/v2/skills/${await skillOf(w)}` }),
  // A rename to a name of its own: every allowed caller succeeds, however many ask.
  'skill.manage': async (w) => ({ method: 'PATCH', url: `/v2/skills/${await skillOf(w)}`, body: { payload: { name: `Probe ${randomUUID()}` } } }),
  'projectField.define': async (w) => ({ method: 'PUT', url: '/v2/settings/projectFields', body: { payload: { fields: worldFields.get(w) ?? [] } } }),
  'projectField.read': async (w, _caller, when) => {
    const { projectId, fieldId } = await subjectProjectField(w, when);
    return { method: 'GET', url: `/v2/projects/fields/values?field=${fieldId}&project=${projectId}` };
  },
  'projectField.update': async (w, _caller, when) => {
    const { projectId, fieldId } = await subjectProjectField(w, when);
    return { method: 'PATCH', url: `/v2/projects/${projectId}/fields`, body: { payload: [{ id: fieldId, value: 'probe' }] } };
  },
  'projectField.setVisibility': async (w, _caller, when) => {
    const { projectId, fieldId } = await subjectProjectField(w, when);
    return { method: 'POST', url: `/v2/projects/${projectId}/fields/visibility`, body: { payload: { [fieldId]: false } } };
  },
  'projectFieldList.read': async () => ({ method: 'GET', url: '/v2/projects/fields/list/probe?isPrivate=0' }),
  'projectFieldList.manage': async () => ({
    method: 'POST',
    url: '/v2/projects/fields/list',
    body: { payload: { group: 'probe', label: `Item ${randomBytes(5).toString('hex')}` } },
  }),
  'jobType.read': async (w, _caller, when) => ({ method: 'GET', url: `/v2/jobtype/${await jobTypeOf(w, { clients: when.subject === 'client_job_type' })}` }),
  'jobType.manage': async (w) => ({ method: 'PUT', url: `/v2/jobtype/${await jobTypeOf(w)}`, body: { payload: { title: `Probe ${randomUUID()}` } } }),
  'question.read': async (w, _caller, when) => ({ method: 'GET', url: `/v2/question/${await questionOf(w, { clientVisible: when.subject === 'client_question' })}` }),
  'question.create': async (w, _caller, when) => {
    const type = when.questionType ?? 'text';
    const settings = type.startsWith('project_') ? { field: 'permit' } : {};
    return { method: 'POST', url: '/v2/question', body: { payload: { jobType: await jobTypeOf(w), type, settings } } };
  },
  ...TEMPLATE_PROBES,
  ...JOB_PROBES,
  ...ANSWER_PROBES,
  ...BLUEPRINT_PROBES,
};

/** Actions whose probes name a project of the world: another tenant finds none of it. */
const PROJECT_ROW_ACTIONS = new Set<Action>(['projectField.read', 'projectField.update', 'projectField.setVisibility']);

/** Other routes that declare an action a probe above already walks: each is walked through the same rows. */
const MORE_PROBES: Partial<Record<Action, Array<(w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe>>>> = {
  // The user wizard's companies are for those who list users (staff), with the projects app on.
  'user.list': [
    async () => ({ method: 'GET', url: '/v2/projects/companies' }),
    // A job's assignee suggestions list the instance's people: staff's, as the users list.
    onJob((id) => ({ method: 'GET', url: `/v2/jobs/${id}/suggestions` })),
  ],
  'jobSettings.manage': [async () => ({ method: 'GET', url: '/v2/settings' })],
  'dashboard.read': [
    async () => ({ method: 'GET', url: '/v2/jobs/dashboard' }),
    async () => ({ method: 'GET', url: '/v2/jobs/dashboard/counters' }),
    async () => ({ method: 'GET', url: '/v2/jobs/dashboard/recent' }),
  ],
  'project.list': [async () => ({ method: 'GET', url: '/v2/projects/all' }), async () => ({ method: 'GET', url: '/v2/projects/dashboard' })],
  'project.read': [
    async (w, caller, when) => ({ method: 'GET', url: `/v2/projects/${await subjectProject(w, caller, when)}/feeds` }),
    async (w, caller, when) => ({ method: 'GET', url: `/v2/projects/${await subjectProject(w, caller, when, { cover: true })}/cover` }),
  ],
  'jobType.read': [async (w, _caller, when) => ({ method: 'GET', url: `/v2/jobtype/${await jobTypeOf(w, { clients: when.subject === 'client_job_type' })}/questions` })],
  // Building job types: create, delete, reorder, and a question's change and deletion.
  'jobType.manage': [
    async () => ({ method: 'POST', url: '/v2/jobtype', body: { payload: { title: 'Probe' } } }),
    async (w) => ({ method: 'DELETE', url: `/v2/jobtype/${await jobTypeOf(w, { fresh: true })}` }),
    async (w) => ({ method: 'PUT', url: `/v2/jobtype/${await jobTypeOf(w, { fresh: true })}/reorder-questions`, body: { payload: { questions: [] } } }),
    async (w) => ({ method: 'PUT', url: `/v2/question/${await questionOf(w, { clientVisible: false })}`, body: { payload: { title: `Probe ${randomUUID()}` } } }),
    async (w) => ({ method: 'DELETE', url: `/v2/question/${await questionOf(w, { clientVisible: false, jobTypeId: await jobTypeOf(w, { fresh: true }) })}` }),
  ],
  ...MORE_TEMPLATE_PROBES,
  ...MORE_JOB_PROBES,
  ...MORE_ANSWER_PROBES,
  ...MORE_BLUEPRINT_PROBES,
};

type ProbeOf = (w: World, caller: TestUser | null, when: PolicySituation) => Promise<Probe>;
const probesOf = (action: Action): ProbeOf[] => [PROBES[action]!, ...(MORE_PROBES[action] ?? [])];

/** Actions whose probes name a user of the world: another tenant finds none of them. */
const USER_ROW_ACTIONS = new Set<Action>([
  'user.read',
  'user.activities',
  'user.ban',
  'user.remove',
  'user.impersonate',
  'profile.update',
  'user.update',
  'user.changeRole',
  'user.changeEmail',
  'user.setInTraining',
  'user.manageSkillsSwitch',
  'user.setClientProjects',
]);

/** What the API answers for each decision. */
function matches(expected: Expected, res: { statusCode: number; json(): { code?: string } }): boolean {
  const code = res.statusCode >= 400 ? res.json().code : undefined;
  switch (expected) {
    case 'allow':
      return res.statusCode >= 200 && res.statusCode < 300;
    case 'unauthenticated':
      return res.statusCode === 401;
    case 'app_off':
      return res.statusCode === 403 && code === 'toggle_disabled';
    case 'not_visible':
      return res.statusCode === 404;
    case 'invalid_target':
      // A re-invitation of an active user has its own answer, "User can't invited right now".
      return res.statusCode === 400 || (res.statusCode === 409 && code === 'cannot_reinvite');
    default:
      return res.statusCode === 403 && code === 'forbidden';
  }
}

async function send(instance: TestInstance, probe: Probe, as: string | null) {
  return ctx.request(instance, {
    method: probe.method,
    url: probe.url,
    ...(probe.body ? { payload: probe.body.payload as never, headers: probe.body.headers } : {}),
    ...(as ? { as } : {}),
  });
}

beforeAll(async () => {
  ctx = await TestContext.start();
  acme = await makeWorld({});
});
afterAll(() => ctx?.close());

// Editing oneself is the route's profile.update, whatever user.update says of 'self'.
const rows = POLICY_TABLE.filter(
  (row) => PROBES[row.action] && !row.when.impersonating && !(row.action === 'user.update' && row.when.subject === 'self'),
);

describe('every route answers as the access policy decides', () => {
  it('walks a row for every action that has a route', () => {
    const walked = new Set(rows.map((r) => r.action));
    expect([...walked].sort()).toEqual(Object.keys(PROBES).sort());
  });

  for (const row of rows) {
    it(row.label, async () => {
      const world = await worldFor(row.when);
      for (const probeOf of probesOf(row.action)) {
        const answers: Partial<Record<Caller, Expected | string>> = {};
        let url = '';
        for (const caller of CALLERS) {
          const user = caller === 'anonymous' ? null : world.users[caller];
          const probe = await probeOf(world, user, row.when);
          url = probe.url;
          const res = await send(world.instance, probe, user ? await token(user) : null);
          answers[caller] = matches(row.expect[caller], res) ? row.expect[caller] : `${res.statusCode} ${res.body.slice(0, 120)}`;
        }
        expect(answers, url).toEqual(row.expect);
        await secondTenantFails(row, world, probeOf);
      }
    });
  }
});

/** A second tenant's admin: its token is refused on this host, and this tenant's rows are not found on its own. */
async function secondTenantFails(row: PolicyRow, world: World, probeOf: ProbeOf): Promise<void> {
  const probe = await probeOf(world, world.users.business_admin, row.when);
  const foreignToken = await token(acme.users.business_admin);
  const onTheirHost = await send(world.instance, probe, foreignToken);
  expect(onTheirHost.statusCode, `${row.label}: another tenant's token on this host`).toBe(401);
  const rowUrl =
    (probe.url.includes('/v2/asset/') && !probe.url.startsWith('/v2/asset/upload')) ||
    probe.url.endsWith('/template') ||
    /^\/v2\/projects\/[0-9a-f-]{36}/.test(probe.url);
  // A skill is a row without a subject: the other tenant's admin never finds this one's.
  const skillRow = probe.url.startsWith('/v2/skills/');
  // So is a job-type template (and the job type saved as one), apart from the list of them.
  const templateRow = row.action.startsWith('jobTypeTemplate.') && probe.url !== '/v2/jobtype/templates';
  if ((row.when.subject && rowUrl) || skillRow || templateRow) {
    const onOwnHost = await send(acme.instance, probe, foreignToken);
    expect(onOwnHost.statusCode, `${row.label}: this tenant's row from another tenant`).toBe(404);
  }
  if (PROJECT_ROW_ACTIONS.has(row.action)) {
    // The other tenant's sys_admin, whom no gate stops, on their own host: this tenant's project is not there.
    const onOwnHost = await send(acme.instance, probe, await token(acme.users.sys_admin));
    expect(onOwnHost.statusCode, `${row.label}: this tenant's project from another tenant`).toBe(404);
  }
  // A job type or question of this tenant, in the path or named by the body: the other tenant's
  // sys_admin, whom no gate stops, does not find it on their own host.
  const jobTypeRow = /^\/v2\/(jobtype|question)\/[0-9a-f-]{36}/.test(probe.url) || (probe.method === 'POST' && probe.url === '/v2/question');
  if (jobTypeRow) {
    const onOwnHost = await send(acme.instance, probe, await token(acme.users.sys_admin));
    expect(onOwnHost.statusCode, `${row.label}: this tenant's job type or question from another tenant`).toBe(404);
  }
  // A job of this tenant in the path: the other tenant's sys_admin, whom no gate stops, does not find it on their own host.
  if (/^\/v[12]\/jobs\/[0-9a-f-]{36}/.test(probe.url) || (row.action.startsWith('job.') && /multiple|assign_many/.test(probe.url))) {
    const onOwnHost = await send(acme.instance, probe, await token(acme.users.sys_admin));
    expect(onOwnHost.statusCode, `${row.label}: this tenant's job from another tenant`).toBe(404);
  }
  // A job of this tenant named by an answering body: the other tenant's sys_admin does not find it on their own host.
  if (/^\/v[12]\/answers$/.test(probe.url)) {
    const onOwnHost = await send(acme.instance, probe, await token(acme.users.sys_admin));
    expect(onOwnHost.statusCode, `${row.label}: this tenant's job answered from another tenant`).toBe(404);
  }
  if (USER_ROW_ACTIONS.has(row.action)) {
    // The other tenant's sys_admin, whom no gate stops, on their own host: this tenant's users are not there.
    const sysProbe = await probeOf(world, world.users.sys_admin, row.when);
    const onOwnHost = await send(acme.instance, sysProbe, await token(acme.users.sys_admin));
    expect(onOwnHost.statusCode, `${row.label}: this tenant's user from another tenant`).toBe(404);
  }
}
