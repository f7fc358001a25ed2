import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fieldwork/contracts';
import { AccessTokenSigner } from '../src/auth/access-token';
import { TEST_PASSWORD, TestContext, type TestInstance, type TestUser } from './helpers/test-app';

let ctx: TestContext;
let demo: TestInstance;
let other: TestInstance;
let admin: TestUser;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
// Rate limits live in Redis when it is configured and outlast a run: each test takes fresh addresses.
const run = Math.floor(Math.random() * 200) + 20;
const ipFor = (n: number) => `10.${run}.${n}.${Math.floor(Math.random() * 250) + 1}`;
const tokenCall = (instance: TestInstance, fields: Record<string, string>, ip = ipFor(0)) =>
  ctx.request(instance, {
    method: 'POST',
    url: '/v2/users/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
    payload: form({ client_id: 'web', client_secret: 'web-secret', grant_type: 'password', ...fields }),
  });

beforeAll(async () => {
  ctx = await TestContext.start({ LOGIN_MAX_ATTEMPTS: '3' });
  demo = await ctx.newInstance({ name: 'Demo' });
  other = await ctx.newInstance({ name: 'Other' });
  admin = await ctx.newUser(demo, { role: 'business_admin', email: 'boss@example.test' });
});
afterAll(() => ctx?.close());

describe('POST /v2/users/token: successful grants', () => {
  it('signs in with the form-encoded password grant and the username in any case', async () => {
    const res = await tokenCall(demo, { username: '  BOSS@Example.TEST ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token.split('.')).toHaveLength(3);

    const me = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', as: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'boss@example.test', role: 'business_admin', _id: admin.id, id: admin.id });
  });

  it('renews with the refresh grant, once per refresh token', async () => {
    const first = (await tokenCall(demo, { username: admin.email, password: TEST_PASSWORD })).json();
    const renewed = await tokenCall(demo, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refresh_token).not.toBe(first.refresh_token);
    const replayed = await tokenCall(demo, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replayed.statusCode).toBe(401);
  });
});

describe('POST /v2/users/token: refusals', () => {
  it.each([
    ['a wrong password', { username: 'boss@example.test', password: 'nope' }],
    ['an unknown user', { username: 'nobody@example.test', password: TEST_PASSWORD }],
  ])('refuses %s with the catalogue message', async (_label, fields) => {
    const res = await tokenCall(demo, fields, ipFor(1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'invalid_credentials', message: MESSAGES.invalidCredentials });
  });

  it('refuses a user of another instance: credentials are per instance', async () => {
    const res = await tokenCall(other, { username: admin.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid username and or password');
  });

  it('refuses a banned user', async () => {
    const banned = await ctx.newUser(demo, { banned: true });
    const res = await tokenCall(demo, { username: banned.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'user_banned' });
  });

  it('refuses an inactive instance with the catalogue message', async () => {
    const off = await ctx.newInstance({ active: false });
    const user = await ctx.newUser(off);
    const res = await tokenCall(off, { username: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.instanceInactive);
  });

  it('refuses a wrong client secret and a malformed body', async () => {
    const wrongClient = await tokenCall(demo, { username: admin.email, password: TEST_PASSWORD, client_secret: 'x' });
    expect(wrongClient.statusCode).toBe(401);
    const missing = await tokenCall(demo, { username: admin.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation_failed');
  });

  it('rate-limits failed attempts per username and IP, and then refuses even the right password', async () => {
    const user = await ctx.newUser(demo);
    const ip2 = ipFor(2);
    for (let i = 0; i < 3; i++) {
      expect((await tokenCall(demo, { username: user.email, password: 'wrong' }, ip2)).statusCode).toBe(400);
    }
    const limited = await tokenCall(demo, { username: user.email, password: TEST_PASSWORD }, ip2);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not punished for this one's failures.
    expect((await tokenCall(demo, { username: user.email, password: TEST_PASSWORD }, ipFor(3))).statusCode).toBe(200);
  });

  it('rate-limits failed attempts per IP across usernames, while successful sign-ins cost nothing', async () => {
    const office = ipFor(5);
    for (let i = 0; i < 40; i++) {
      expect((await tokenCall(demo, { username: admin.email, password: TEST_PASSWORD }, office)).statusCode).toBe(200);
    }
    // 3 failures per user -> 30 per IP
    const ip4 = ipFor(4);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await tokenCall(demo, { username: `x${i}@example.test`, password: 'wrong' }, ip4)).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('bearer tokens', () => {
  it('a token is refused on another instance host', async () => {
    const { access_token } = await ctx.login(admin);
    const res = await ctx.request(other, { method: 'GET', url: '/v2/users/me', as: access_token });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('no token, a forged token or a token of a banned user is a 401 or 403', async () => {
    expect((await ctx.request(demo, { method: 'GET', url: '/v2/users/me' })).statusCode).toBe(401);
    const forged = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', as: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.statusCode).toBe(401);
  });

  it('a token whose claims were changed, signed with "none" or by another key, or expired, is a 401', async () => {
    const { access_token } = await ctx.login(admin);
    const [header, payload, signature] = access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const attempts = [
      // The same signature over claims raised to sys_admin.
      `${header}.${b64({ ...claims, role: 'sys_admin' })}.${signature}`,
      // An unsigned token.
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}`,
      // Signed by another key, and with another algorithm named.
      new AccessTokenSigner('another-secret').sign(claims, 600),
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      // Padding, spaces and NUL bytes around a good token.
      `${access_token}=`,
      `${access_token}\u0000`,
    ];
    for (const token of attempts) {
      const res = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthenticated', message: 'Sign in first' });
    }
    const signer = ctx.app.get(AccessTokenSigner);
    const expired = signer.sign(claims, 900, Date.now() - 901_000);
    const res = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', as: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired, please sign in again');
    // The scheme is case-insensitive, as RFC 9110 has it.
    const lower = await ctx.request(demo, { method: 'GET', url: '/v2/users/me', headers: { authorization: `bearer ${access_token}` } });
    expect(lower.statusCode).toBe(200);
  });

  it('a caller-given request id comes back in the header and the error body', async () => {
    const res = await ctx.request('nowhere.test', { method: 'GET', url: '/v2/users/me', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.json().requestId).toBe('trace-42');
  });

  it('an unknown host is a 404 with the stable error body', async () => {
    const res = await ctx.request('nowhere.test', { method: 'GET', url: '/v2/apps/bootstrap' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'instance_not_found' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(res.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
