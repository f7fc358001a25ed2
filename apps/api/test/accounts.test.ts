import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Role } from '@fieldwork/contracts';
import { outboxEvents, userTokens, users } from '../src/db/schema';
import { redactUrl } from '../src/logging';
import { createProject } from '../src/seed/instance-factory';
import { instanceBaseUrl } from '../src/tenancy/instance-url';
import { mailsTo, setUserLanguage, waitForMail, type MailRowOf } from './helpers/mail';
import { TEST_PASSWORD, TestContext, type TestInstance, type TestUser } from './helpers/test-app';

/**
 * The account flows of issue 10 through HTTP on a real database: invite, re-invite, confirm,
 * /custom_signup, and the forgotten password (ADR 0028), each with a second tenant that can
 * neither use the first one's links nor see or touch its users.
 */
let ctx: TestContext;
let demo: TestInstance;
let acme: TestInstance;
let sysAdmin: TestUser;
let bizAdmin: TestUser;
let manager: TestUser;
let inspector: TestUser;
let acmeAdmin: TestUser;
/** A project of Demo: a client is invited to one at least. */
let demoProject: string;

const NEW_PASSWORD = 'Blue-harbour-42';
const run = Math.floor(Math.random() * 200) + 20;
let ipCounter = 0;
/** A fresh client address: rate limits (kept in Redis when configured) never cross tests or runs. */
const freshIp = () => `10.${run}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const address = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.test`;

beforeAll(async () => {
  ctx = await TestContext.start();
  demo = await ctx.newInstance({ name: 'Demo' });
  acme = await ctx.newInstance({ name: 'Acme' });
  sysAdmin = await ctx.newUser(demo, { role: 'sys_admin' });
  bizAdmin = await ctx.newUser(demo, { role: 'business_admin' });
  manager = await ctx.newUser(demo, { role: 'project_manager' });
  inspector = await ctx.newUser(demo, { role: 'inspector' });
  acmeAdmin = await ctx.newUser(acme, { role: 'business_admin' });
  demoProject = (await createProject(ctx.db, demo.id, { name: 'Harbour Tower' })).id;
});
afterAll(() => ctx?.close());

// Calls.

const invite = (as: TestUser, payload: object) => ctx.request(as.instance, { method: 'POST', url: '/v2/users', as, payload });
const reinvite = (as: TestUser, emails: string[]) =>
  ctx.request(as.instance, { method: 'POST', url: '/v2/users/reinvite', as, payload: { data: emails.map((email) => ({ email, role: 'inspector' })) } });
const register = (instance: TestInstance, payload: object) => ctx.request(instance, { method: 'PUT', url: '/v2/users/register', payload });
const confirm = (instance: TestInstance, token: string) => ctx.request(instance, { method: 'PUT', url: `/v2/users/confirm/${token}` });
const forgot = (instance: TestInstance, email: string, ip = freshIp()) =>
  ctx.request(instance, { method: 'POST', url: '/v2/users/forgot_password', payload: { email }, remoteAddress: ip });
const validate = (instance: TestInstance, token: string) =>
  ctx.request(instance, { method: 'GET', url: `/v2/users/forgot_password/validate_token/${token}` });
const reset = (instance: TestInstance, token: string, payload: object) =>
  ctx.request(instance, { method: 'PUT', url: `/v2/users/forgot_password/reset_password/${token}`, payload });

const signIn = (instance: TestInstance, username: string, password: string, ip = freshIp()) =>
  ctx.request(instance, {
    method: 'POST',
    url: '/v2/users/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: ctx.config.oauthClient.id,
      client_secret: ctx.config.oauthClient.secret,
    }).toString(),
  });

const signUp = (email: string, token: string, extra: object = {}) => ({
  email,
  password: NEW_PASSWORD,
  confirm: NEW_PASSWORD,
  name: 'Anna Maria Cohen',
  phoneNumber: '+972 50 123 4567',
  terms_and_privacy: true,
  token,
  ...extra,
});

// Reading the database.

const userRow = async (instance: TestInstance, email: string) => {
  const [row] = await ctx.db.tenant(instance.id, ({ tx }) => tx.select().from(users).where(and(eq(users.instanceId, instance.id), eq(users.email, email))));
  return row ?? null;
};
const eventsOf = (instance: TestInstance, userId: string) =>
  ctx.db.tenant(instance.id, ({ tx }) =>
    tx.select().from(outboxEvents).where(and(eq(outboxEvents.instanceId, instance.id), eq(outboxEvents.aggregateId, userId))).orderBy(outboxEvents.id),
  );
const lastMail = async (instance: TestInstance, to: string): Promise<MailRowOf | undefined> => (await mailsTo(ctx, instance, to)).at(-1);
const linkOf = (mail: MailRowOf | undefined) => new URL(String(mail?.params.link));
const tokenOf = (mail: MailRowOf | undefined) => linkOf(mail).searchParams.get('token')!;
const expireTokens = (instance: TestInstance, userId: string) =>
  ctx.db.tenant(instance.id, ({ tx }) => tx.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.userId, userId)));
const setUser = (instance: TestInstance, id: string, patch: Partial<typeof users.$inferInsert>) =>
  ctx.db.tenant(instance.id, ({ tx }) => tx.update(users).set(patch).where(eq(users.id, id)));

/** Invites `email` as `by` and returns the invitation's token, read from the queued mail. */
async function invited(email: string, role: Role = 'inspector', by: TestUser = bizAdmin): Promise<string> {
  const res = await invite(by, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return tokenOf(await lastMail(by.instance, email));
}

/** An active user of `instance` (a confirmed account with TEST_PASSWORD). */
const activeUser = (instance: TestInstance, role: Role = 'inspector') => ctx.newUser(instance, { role, email: address(role) });

/** The issue of a failed call's `details` at `path`. */
const issueAt = (res: { json(): { details?: Array<{ path: string; message: string }> } }, path: string) =>
  res.json().details?.find((issue) => issue.path === path)?.message;

describe('POST /v2/users: invite', () => {
  it('creates the invited user, mails the invitation with a link on the instance host, and records the event', async () => {
    const email = address('new');
    const res = await invite(bizAdmin, { email: `  ${email.toUpperCase()} `, role: 'project_manager', companies: ['Acme Ltd'] });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email,
      role: 'project_manager',
      state: 'invited',
      confirmed: false,
      verified: false,
      banned: false,
      message: MESSAGES.successfullyInvited,
    });
    expect(body._id).toBe(body.id);

    const row = await userRow(demo, email);
    expect(row).toMatchObject({ id: body.id, invitedBy: bizAdmin.id, companies: ['Acme Ltd'], passwordHash: null, notificationKeys: null });
    expect(row!.invitedAt).toBeInstanceOf(Date);

    const mail = await lastMail(demo, email);
    expect(mail).toMatchObject({ template: 'invitation', params: { inviterName: 'Test business_admin', role: 'project_manager' } });
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`http://${demo.host}:${ctx.config.port}/custom_signup`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const events = await eventsOf(demo, body.id);
    expect(events.map((e) => [e.type, e.actorId, e.payload])).toEqual([['user_invited', bizAdmin.id, { userId: body.id, email, role: 'project_manager' }]]);

    const sent = await waitForMail(ctx, demo, email, (m) => m.status === 'sent');
    expect(sent.subject).toBe('Test business_admin invited you to Demo');
  });

  it('gives the default role, inspector, when none is chosen', async () => {
    const res = await invite(manager, { email: address('default') });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('inspector');
  });

  it.each<[Role, Role, number]>([
    ['sys_admin', 'sys_admin', 201],
    ['sys_admin', 'business_admin', 201],
    ['business_admin', 'sys_admin', 403],
    ['business_admin', 'business_admin', 403],
    ['business_admin', 'project_manager', 201],
    ['business_admin', 'client', 201],
    ['project_manager', 'project_manager', 403],
    ['project_manager', 'business_admin', 403],
    ['project_manager', 'inspector', 201],
    ['project_manager', 'client', 201],
    ['inspector', 'inspector', 403],
  ])('lets a %s invite a %s: %i', async (inviterRole, role, status) => {
    const inviter = { sys_admin: sysAdmin, business_admin: bizAdmin, project_manager: manager, inspector }[inviterRole as string]!;
    const email = address(role);
    const res = await invite(inviter, { email, role, ...(role === 'client' ? { client_projects: [demoProject] } : {}) });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403) {
      expect(res.json().code).toBe('forbidden');
      expect(await userRow(demo, email)).toBeNull();
      expect(await mailsTo(ctx, demo, email)).toEqual([]);
    }
  });

  it('refuses a client while the client app is off (toggle_disabled), and anonymous callers (401)', async () => {
    const noClients = await ctx.newInstance({ toggles: ['files', 'projects'] });
    const admin = await ctx.newUser(noClients, { role: 'sys_admin' });
    const res = await invite(admin, { email: address('client'), role: 'client' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'toggle_disabled', details: { app: 'client' } });
    expect((await invite(admin, { email: address('inspector'), role: 'inspector' })).statusCode).toBe(201);
    expect((await ctx.request(demo, { method: 'POST', url: '/v2/users', payload: { email: address('anon') } })).statusCode).toBe(401);
  });

  it('answers 409 for an address that already has an account, in any case, banned or not', async () => {
    const existing = await activeUser(demo);
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await invite(bizAdmin, { email, role: 'inspector' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: 'A user with this e-mail address already exists' });
    }
    const banned = await ctx.newUser(demo, { banned: true, email: address('banned') });
    expect((await invite(bizAdmin, { email: banned.email })).statusCode).toBe(409);
    expect(await mailsTo(ctx, demo, existing.email)).toEqual([]);
  });

  it("brings a removed user's row back as invited, with the new role and no password (ADR 0028)", async () => {
    const gone = await activeUser(demo, 'project_manager');
    await setUser(demo, gone.id, { removedAt: new Date() });
    const res = await invite(bizAdmin, { email: gone.email, role: 'inspector' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: gone.id, role: 'inspector', state: 'invited' });
    expect(await userRow(demo, gone.email)).toMatchObject({ removedAt: null, passwordHash: null, confirmed: false, role: 'inspector', invitedBy: bizAdmin.id });
    // The old password opens nothing; the new invitation does.
    expect((await signIn(demo, gone.email, TEST_PASSWORD)).statusCode).toBe(400);
    const token = tokenOf(await lastMail(demo, gone.email));
    expect((await register(demo, signUp(gone.email, token))).statusCode).toBe(200);
    expect((await signIn(demo, gone.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("never lets a business_admin bring back a removed sys_admin as sys_admin", async () => {
    const gone = await activeUser(demo, 'sys_admin');
    await setUser(demo, gone.id, { removedAt: new Date() });
    expect((await invite(bizAdmin, { email: gone.email, role: 'sys_admin' })).statusCode).toBe(403);
    expect(await userRow(demo, gone.email)).toMatchObject({ role: 'sys_admin', removedAt: expect.any(Date) });
    expect((await invite(bizAdmin, { email: gone.email, role: 'project_manager' })).json()).toMatchObject({ role: 'project_manager' });
  });

  it('refuses a bad address and project ids with 400 and says why', async () => {
    const bad = await invite(bizAdmin, { email: 'not-an-address', role: 'inspector' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    expect(issueAt(bad, 'email')).toBe(MESSAGES.invalidEmail);
    const unknown = '3f1c1a52-6c4f-4a8e-9d0e-1b2c3d4e5f60';
    const projects = await invite(bizAdmin, { email: address('client'), role: 'client', client_projects: [unknown] });
    expect(projects.statusCode).toBe(400);
    expect(issueAt(projects, 'client_projects.0')).toBe(`No such project: ${unknown}`);
    const none = await invite(bizAdmin, { email: address('client'), role: 'client' });
    expect(issueAt(none, 'client_projects')).toBe(MESSAGES.clientProjectsRequired);
  });

  it("keeps tenants apart: the same address is another person elsewhere, and a token works only on its own host", async () => {
    const demoUser = await activeUser(demo);
    const res = await invite(acmeAdmin, { email: demoUser.email, role: 'inspector' });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(demoUser.id);
    expect(await userRow(demo, demoUser.email)).toMatchObject({ id: demoUser.id, confirmed: true });
    // Acme's admin on Demo's host: their token is not good here.
    const acmeToken = (await ctx.login(acmeAdmin)).access_token;
    const onDemo = await ctx.request(demo, { method: 'POST', url: '/v2/users', as: acmeToken, payload: { email: address('x') } });
    expect(onDemo.statusCode).toBe(401);
  });
});

describe('POST /v2/users/reinvite', () => {
  it('mails a new invitation, spends the older one and records the event', async () => {
    const email = address('again');
    const first = await invited(email);
    const res = await reinvite(bizAdmin, [email, email.toUpperCase()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.userReinvited, invited: 1 });
    const mails = await mailsTo(ctx, demo, email);
    expect(mails).toHaveLength(2);
    const second = tokenOf(mails[1]);
    expect(second).not.toBe(first);
    const old = await register(demo, signUp(email, first));
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'invitation_expired', message: MESSAGES.invitationExpired });
    expect((await register(demo, signUp(email, second))).statusCode).toBe(200);
    const row = await userRow(demo, email);
    expect((await eventsOf(demo, row!.id)).map((e) => e.type)).toEqual(['user_invited', 'user_reinvited', 'password_changed', 'user_confirmed']);
  });

  it("refuses a user who is confirmed and verified: 409 \"User can't invited right now\", and nothing is mailed", async () => {
    const active = await activeUser(demo);
    const pending = address('pending');
    await invited(pending);
    const res = await reinvite(bizAdmin, [pending, active.email]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'cannot_reinvite', message: MESSAGES.cannotReinvite, details: { email: active.email } });
    // One refusal refuses the call: the first address got no second mail either.
    expect(await mailsTo(ctx, demo, pending)).toHaveLength(1);
    expect(await mailsTo(ctx, demo, active.email)).toEqual([]);
  });

  it('re-invites a confirmed user whose address is not verified yet', async () => {
    const user = await activeUser(demo);
    await setUser(demo, user.id, { verified: false });
    expect((await reinvite(manager, [user.email])).statusCode).toBe(200);
    expect(await lastMail(demo, user.email)).toMatchObject({ template: 'invitation' });
  });

  it("answers 'Email address was not found.' to staff for an unknown address, and for another tenant's user", async () => {
    for (const email of [address('nobody'), acmeAdmin.email]) {
      const res = await reinvite(bizAdmin, [email]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: MESSAGES.emailNotFound });
    }
  });

  it('follows the invitable roles: a business_admin cannot re-invite a sys_admin, an inspector no one', async () => {
    const email = address('sys');
    await invited(email, 'sys_admin', sysAdmin);
    const res = await reinvite(bizAdmin, [email]);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect((await reinvite(inspector, [email])).statusCode).toBe(403);
    expect((await ctx.request(demo, { method: 'POST', url: '/v2/users/reinvite', payload: { data: [{ email }] } })).statusCode).toBe(401);
    expect(await mailsTo(ctx, demo, email)).toHaveLength(1);
    expect((await reinvite(sysAdmin, [email])).statusCode).toBe(200);
  });

  it('refuses a banned user who never accepted (the invitation could not be used)', async () => {
    const email = address('banned-invitee');
    await invited(email);
    const row = await userRow(demo, email);
    await setUser(demo, row!.id, { banned: true });
    expect((await reinvite(bizAdmin, [email])).json()).toMatchObject({ code: 'cannot_reinvite' });
  });
});

describe('PUT /v2/users/register (/custom_signup)', () => {
  it('accepts the invitation: password, name split at the first space, phone; confirmed; the user signs in', async () => {
    const email = address('joiner');
    const token = await invited(email);
    const res = await register(demo, signUp(email.toUpperCase(), token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, confirmed: true });
    const row = await userRow(demo, email);
    expect(row).toMatchObject({ firstName: 'Anna', lastName: 'Maria Cohen', phoneNumber: '+972 50 123 4567', confirmed: true, verified: true, role: 'inspector' });
    const events = await eventsOf(demo, row!.id);
    expect(events.slice(1).map((e) => [e.type, e.actorId, e.payload])).toEqual([
      ['password_changed', row!.id, { userId: row!.id, via: 'invitation' }],
      ['user_confirmed', row!.id, { userId: row!.id, email }],
    ]);
    const signedIn = await signIn(demo, email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const me = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', as: signedIn.json().access_token });
    expect(me.json()).toMatchObject({ email, role: 'inspector', confirmed: true });
  });

  it('uses a token once: the second use is 410 Invitation expired and changes nothing', async () => {
    const email = address('twice');
    const token = await invited(email);
    expect((await register(demo, signUp(email, token))).statusCode).toBe(200);
    const again = await register(demo, signUp(email, token, { password: 'Other-pass-99', confirm: 'Other-pass-99' }));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'invitation_expired', message: 'Invitation expired' });
    expect((await signIn(demo, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token, and a token sent with another address', async () => {
    const email = address('late');
    const token = await invited(email);
    const other = await register(demo, signUp(address('someone-else'), token));
    expect(other.statusCode).toBe(410);
    const row = await userRow(demo, email);
    await expireTokens(demo, row!.id);
    const late = await register(demo, signUp(email, token));
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(MESSAGES.invitationExpired);
    expect(await userRow(demo, email)).toMatchObject({ confirmed: false, passwordHash: null });
  });

  it("does not take a token on another tenant's host: 410 there, and it still works at home", async () => {
    const email = address('traveller');
    const token = await invited(email);
    const abroad = await register(acme, signUp(email, token));
    expect(abroad.statusCode).toBe(410);
    expect(await userRow(acme, email)).toBeNull();
    expect(await userRow(demo, email)).toMatchObject({ confirmed: false });
    expect((await confirm(acme, token)).statusCode).toBe(410);
    expect((await register(demo, signUp(email, token))).statusCode).toBe(200);
  });

  it('refuses /signup without an invitation (403) and makes no account', async () => {
    const email = address('stranger');
    const { token: _none, ...body } = signUp(email, 'x');
    const res = await register(demo, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', details: { reason: 'invitation_only' } });
    expect(res.json().message).toMatch(/invitation/);
    expect(await userRow(demo, email)).toBeNull();
    expect(await mailsTo(ctx, demo, email)).toEqual([]);
  });

  it.each([
    ['an invalid address', { email: 'anna@' }, 'email', MESSAGES.invalidEmail],
    ['a short password', { password: 'abc1', confirm: 'abc1' }, 'password', MESSAGES.invalidPassword],
    ['a password without a digit', { password: 'only-letters-here', confirm: 'only-letters-here' }, 'password', MESSAGES.invalidPassword],
    ['a common password', { password: 'Password123', confirm: 'Password123' }, 'password', MESSAGES.invalidPassword],
    ['a password that is the address', { email: 'dana.levi@example.test', password: 'dana.levi-2024', confirm: 'dana.levi-2024' }, 'password', MESSAGES.invalidPassword],
    ['passwords that differ', { confirm: 'Blue-harbour-43' }, 'confirm', MESSAGES.passwordsDontMatch],
    ['terms not accepted', { terms_and_privacy: false }, 'terms_and_privacy', MESSAGES.acceptTerms],
  ])('refuses %s with 400 and the catalogue text', async (_label, change, path, message) => {
    const email = address('rules');
    const token = await invited(email);
    const res = await register(demo, signUp(email, token, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(issueAt(res, path)).toBe(message);
    // Nothing was spent: the invitation still works.
    expect((await register(demo, signUp(email, token))).statusCode).toBe(200);
  });

  it("refuses an avatar that is not the newcomer's own image", async () => {
    const email = address('avatar');
    const token = await invited(email);
    const res = await register(demo, signUp(email, token, { avatar: '3f1c1a52-6c4f-4a8e-9d0e-1b2c3d4e5f60' }));
    expect(res.statusCode).toBe(400);
    expect(issueAt(res, 'avatar')).toBe('Not an image of this account');
  });

  it('never takes a role from the body: an invited inspector stays an inspector', async () => {
    const email = address('climber');
    const token = await invited(email);
    expect((await register(demo, signUp(email, token, { role: 'sys_admin' }))).statusCode).toBe(200);
    expect(await userRow(demo, email)).toMatchObject({ role: 'inspector' });
  });

  it('answers NUL bytes, broken text and huge bodies with 400 (or 413 past the body limit), never 500', async () => {
    const email = address('hostile');
    const token = await invited(email);
    const nul = await register(demo, signUp(email, token, { password: 'Blue\u0000harbour-42', confirm: 'Blue\u0000harbour-42' }));
    expect(nul.statusCode).toBe(400);
    const huge = await register(demo, signUp(email, token, { name: 'A'.repeat(600_000) }));
    expect(huge.statusCode).toBe(400);
    const hugePassword = await register(demo, signUp(email, token, { password: 'a1'.repeat(300_000) }));
    expect(hugePassword.statusCode).toBe(400);
    const tooBig = await register(demo, signUp(email, token, { name: 'A'.repeat(1_200_000) }));
    expect(tooBig.statusCode).toBe(413);
    const notJson = await ctx.request(demo, { method: 'PUT', url: '/v2/users/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(notJson.statusCode).toBe(400);
    expect(await userRow(demo, email)).toMatchObject({ confirmed: false });
  });
});

describe('PUT /v2/users/confirm/{token}', () => {
  it("proves an invited address and keeps the link for choosing the password", async () => {
    const email = address('confirm');
    const token = await invited(email);
    const res = await confirm(demo, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, email });
    expect(await userRow(demo, email)).toMatchObject({ verified: true, confirmed: false });
    expect((await register(demo, signUp(email, token))).statusCode).toBe(200);
    expect((await confirm(demo, token)).statusCode).toBe(410);
  });

  it('confirms an account that has its password and spends the link', async () => {
    const user = await activeUser(demo);
    await setUser(demo, user.id, { verified: false });
    await reinvite(bizAdmin, [user.email]);
    const token = tokenOf(await lastMail(demo, user.email));
    expect((await confirm(demo, token)).json()).toEqual({ success: true, email: user.email });
    expect(await userRow(demo, user.email)).toMatchObject({ verified: true, confirmed: true });
    expect((await eventsOf(demo, user.id)).map((e) => e.type)).toEqual(['user_reinvited', 'user_confirmed']);
    const again = await confirm(demo, token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'invitation_expired', message: MESSAGES.invitationExpired });
  });

  it('answers 410 for an unknown or expired token and 400 for something that is not a token', async () => {
    expect((await confirm(demo, randomBytes(32).toString('base64url'))).statusCode).toBe(410);
    const email = address('expired');
    const token = await invited(email);
    await expireTokens(demo, (await userRow(demo, email))!.id);
    expect((await confirm(demo, token)).statusCode).toBe(410);
    expect((await confirm(demo, 'short')).statusCode).toBe(400);
  });
});

describe('forgot password (ADR 0028)', () => {
  it('answers known and unknown addresses alike, in status, body and time, and mails only the real account', async () => {
    const known = await activeUser(demo);
    const unknown = address('nobody');
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await forgot(demo, email);
      return { res, ms: performance.now() - start };
    };
    const a = await timed(known.email);
    const b = await timed(unknown);
    expect(a.res.statusCode).toBe(200);
    expect(b.res.statusCode).toBe(200);
    expect(a.res.body).toBe(b.res.body);
    expect(a.res.json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    // Both are padded to the same floor (300 ms at least).
    expect(a.ms).toBeGreaterThanOrEqual(300);
    expect(b.ms).toBeGreaterThanOrEqual(300);
    expect(await mailsTo(ctx, demo, unknown)).toEqual([]);
    const mail = await lastMail(demo, known.email);
    expect(mail?.template).toBe('password_reset');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`http://${demo.host}:${ctx.config.port}/reset_password`);
    expect((await eventsOf(demo, known.id)).map((e) => [e.type, e.actorId])).toEqual([['password_reset_requested', known.id]]);
  });

  it('sends nothing to a banned, removed or not yet confirmed user, with the same answer', async () => {
    const banned = await ctx.newUser(demo, { banned: true, email: address('banned') });
    const removed = await activeUser(demo);
    await setUser(demo, removed.id, { removedAt: new Date() });
    const pending = address('pending');
    await invited(pending);
    for (const email of [banned.email, removed.email, pending]) {
      const res = await forgot(demo, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    }
    expect(await mailsTo(ctx, demo, banned.email)).toEqual([]);
    expect(await mailsTo(ctx, demo, removed.email)).toEqual([]);
    expect((await mailsTo(ctx, demo, pending)).map((m) => m.template)).toEqual(['invitation']);
  });

  it("honours the user's notification preferences: with the forgot_password e-mail switched off, no mail, same answer", async () => {
    const user = await activeUser(demo);
    await setUser(demo, user.id, { notificationKeys: ['general_system_forgot_password_notification'] });
    const res = await forgot(demo, user.email);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    expect(await mailsTo(ctx, demo, user.email)).toEqual([]);
    await setUser(demo, user.id, { notificationKeys: null });
    await forgot(demo, user.email);
    expect((await mailsTo(ctx, demo, user.email)).map((m) => m.template)).toEqual(['password_reset']);
  });

  it('resets end to end: validate, new password, link spent, old password and sessions gone', async () => {
    const user = await activeUser(demo);
    const session = await ctx.login(user);
    await forgot(demo, user.email);
    const token = tokenOf(await lastMail(demo, user.email));
    expect((await validate(demo, token)).json()).toEqual({ valid: true });

    const res = await reset(demo, token, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordChanged });
    expect((await signIn(demo, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(demo, user.email, TEST_PASSWORD)).statusCode).toBe(400);
    const refresh = await ctx.request(demo, {
      method: 'POST',
      url: '/v2/users/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: ctx.config.oauthClient.id,
        client_secret: ctx.config.oauthClient.secret,
      }).toString(),
    });
    expect(refresh.statusCode).toBe(401);

    expect((await validate(demo, token)).json()).toEqual({ valid: false });
    const again = await reset(demo, token, { password: 'Green-valley-77' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'reset_link_expired', message: MESSAGES.resetLinkExpired });
    expect((await eventsOf(demo, user.id)).map((e) => e.type)).toEqual(['password_reset_requested', 'password_changed']);
    expect((await eventsOf(demo, user.id)).at(-1)?.payload).toEqual({ userId: user.id, via: 'reset' });
  });

  it('spends the older link when a new one is asked for, and a link expires after its hour', async () => {
    const user = await activeUser(demo);
    await forgot(demo, user.email);
    const first = tokenOf(await lastMail(demo, user.email));
    await forgot(demo, user.email);
    const second = tokenOf(await lastMail(demo, user.email));
    expect(second).not.toBe(first);
    expect((await validate(demo, first)).json()).toEqual({ valid: false });
    expect((await validate(demo, second)).json()).toEqual({ valid: true });
    const [row] = await ctx.db.tenant(demo.id, ({ tx }) =>
      tx.select().from(userTokens).where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'password_reset'))).orderBy(userTokens.createdAt).limit(1),
    );
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(3500_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000);
    await expireTokens(demo, user.id);
    expect((await validate(demo, second)).json()).toEqual({ valid: false });
    expect((await reset(demo, second, { password: NEW_PASSWORD })).statusCode).toBe(410);
  });

  it('holds the new password to the policy, the address included, and spends nothing on a refusal', async () => {
    const user = await ctx.newUser(demo, { email: `dana.levi.${randomBytes(3).toString('hex')}@example.test` });
    await forgot(demo, user.email);
    const token = tokenOf(await lastMail(demo, user.email));
    const local = user.email.split('@')[0];
    for (const [body, path, message] of [
      [{ password: 'short1' }, 'password', MESSAGES.invalidPassword],
      [{ password: NEW_PASSWORD, confirm: 'Blue-harbour-43' }, 'confirm', MESSAGES.passwordsDontMatch],
      [{ password: `${local}-9` }, 'password', MESSAGES.invalidPassword],
    ] as const) {
      const res = await reset(demo, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(issueAt(res, path)).toBe(message);
    }
    expect((await validate(demo, token)).json()).toEqual({ valid: true });
  });

  it("does not take a reset link on another tenant's host, and changes nothing there or at home", async () => {
    const user = await activeUser(demo);
    await forgot(demo, user.email);
    const token = tokenOf(await lastMail(demo, user.email));
    expect((await validate(acme, token)).json()).toEqual({ valid: false });
    expect((await reset(acme, token, { password: NEW_PASSWORD })).statusCode).toBe(410);
    expect((await signIn(demo, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await validate(demo, token)).json()).toEqual({ valid: true });
    // Demo's address asked on Acme's host is an unknown address there: same answer, no mail.
    expect((await forgot(acme, user.email)).json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    expect(await mailsTo(ctx, acme, user.email)).toEqual([]);
  });

  it('limits requests per IP and address, known or not, with 429', async () => {
    const known = await activeUser(demo);
    for (const email of [known.email, address('nobody')]) {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) expect((await forgot(demo, email, ip)).statusCode).toBe(200);
      const limited = await forgot(demo, email, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address from the same IP still goes through.
      expect((await forgot(demo, address('other'), ip)).statusCode).toBe(200);
    }
    expect(await mailsTo(ctx, demo, known.email)).toHaveLength(5);
  });

  it("writes the reset mail in the user's language, with the instance's name", async () => {
    const user = await activeUser(demo);
    await setUserLanguage(ctx, user, 'he');
    await forgot(demo, user.email);
    const sent = await waitForMail(ctx, demo, user.email, (m) => m.status === 'sent');
    expect(sent.subject).toBe('איפוס הסיסמה ב־Demo');
    expect(sent.html).toContain('<html lang="he" dir="rtl">');
    expect(sent.text).toContain(String(sent.params.link));
    const english = await activeUser(demo);
    await forgot(demo, english.email);
    const en = await waitForMail(ctx, demo, english.email, (m) => m.status === 'sent');
    expect(en.subject).toBe('Reset your Demo password');
    expect(en.text).toContain('Choose a new password');
  });

  it('refuses a bad address (400) and NUL bytes (400), and answers 403 on an inactive instance', async () => {
    const bad = await forgot(demo, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(issueAt(bad, 'email')).toBe(MESSAGES.invalidEmail);
    expect((await forgot(demo, 'a\u0000@example.test')).statusCode).toBe(400);
    const asleep = await ctx.newInstance({ active: false });
    const res = await forgot(asleep, address('x'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'instance_inactive', message: MESSAGES.instanceInactive });
  });
});

describe('links and logs', () => {
  it("builds links on the instance's host with PUBLIC_URL's scheme and port", () => {
    expect(instanceBaseUrl('acme.example.org', { publicUrl: 'https://fieldwork.example.com/', port: 3000 })).toBe('https://acme.example.org');
    expect(instanceBaseUrl('acme.example.org', { publicUrl: 'http://fieldwork.test:8080', port: 3000 })).toBe('http://acme.example.org:8080');
    expect(instanceBaseUrl('localhost', { publicUrl: null, port: 3000 })).toBe('http://localhost:3000');
    expect(instanceBaseUrl('::1', { publicUrl: null, port: 80 })).toBe('http://[::1]');
  });

  it('keeps the tokens of account links out of the request log', () => {
    expect(redactUrl('/v2/users/confirm/abcDEF123_-xyz0123456')).toBe('/v2/users/confirm/[Redacted]');
    expect(redactUrl('/v2/users/forgot_password/validate_token/abcDEF123_-xyz0123456')).toBe('/v2/users/forgot_password/validate_token/[Redacted]');
    expect(redactUrl('/v2/users/forgot_password/reset_password/abcDEF123_-xyz0123456?x=1')).toBe('/v2/users/forgot_password/reset_password/[Redacted]?x=1');
    expect(redactUrl('/v2/users/register')).toBe('/v2/users/register');
  });
});
