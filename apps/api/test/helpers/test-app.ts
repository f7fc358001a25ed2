import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { InstanceSettings, Role, ToggleKey, TokenResponse } from '@fieldwork/contracts';
import { createApp } from '../../src/app.factory';
import { PasswordService } from '../../src/auth/password.service';
import { loadConfig, type AppConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { RedisConnection } from '../../src/queue/redis.connection';
import { createInstance, createUser } from '../../src/seed/instance-factory';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_PASSWORD = 'test-Pass-1';
const rnd = () => Math.floor(Math.random() * 254) + 1;
const passwords = new PasswordService();
let passwordHash: Promise<string> | null = null;

export interface TestInstance {
  id: string;
  name: string;
  host: string;
}
export interface TestUser {
  id: string;
  email: string;
  role: Role;
  instance: TestInstance;
}

/** One running API on a fresh database, with factories, for one test file. */
export class TestContext {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly config: AppConfig,
    readonly db: Database,
    private readonly testDb: TestDatabase,
    private readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Each context calls from its own loopback address, so rate limits kept in Redis never cross runs. */
  readonly remoteAddress = `127.${rnd()}.${rnd()}.${rnd()}`;

  static async start(env: Record<string, string> = {}): Promise<TestContext> {
    const testDb = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'fw-api-test-'));
    const fullEnv: Record<string, string> = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `fwtest-${randomBytes(4).toString('hex')}` } : {}),
      ...env,
    };
    const config = loadConfig(fullEnv);
    const app = await createApp(config, testDb.database);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return new TestContext(app, config, testDb.database, testDb, dataDir, fullEnv);
  }

  /**
   * Stops the app, as a killed process would stop, and starts a new one on the same database and
   * data folder, with `env` changed: what the previous process left is found by the new one.
   */
  async restart(env: Record<string, string> = {}): Promise<void> {
    await this.app.close();
    const config = loadConfig({ ...this.env, ...env });
    const app = await createApp(config, this.db);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    Object.assign(this, { app, config, env: { ...this.env, ...env } });
    // Another configuration may sign tokens with another secret: sessions start again.
    this.tokens.clear();
  }

  async close(): Promise<void> {
    const redis = this.app.get(RedisConnection).client;
    if (redis && this.config.queuePrefix.startsWith('fwtest-')) {
      // The queue's keys (schedulers included) belong to this test run only.
      const keys = await redis.keys(`${this.config.queuePrefix}:*`);
      if (keys.length) await redis.del(...keys);
    }
    await this.app.close();
    await this.testDb.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async newInstance(
    opts: { name?: string; active?: boolean; toggles?: readonly ToggleKey[]; settings?: InstanceSettings; mainHost?: boolean } = {},
  ): Promise<TestInstance> {
    const host = `t-${randomBytes(5).toString('hex')}.test`;
    const name = opts.name ?? `Instance ${host}`;
    const row = await createInstance(this.db, {
      name,
      hosts: [host],
      mainHosts: opts.mainHost ? [host] : [],
      active: opts.active,
      activeToggles: opts.toggles,
      settings: opts.settings,
    });
    return { id: row.id, name, host };
  }

  async newUser(instance: TestInstance, opts: { role?: Role; email?: string; banned?: boolean } = {}): Promise<TestUser> {
    passwordHash ??= passwords.hash(TEST_PASSWORD);
    const role = opts.role ?? 'inspector';
    const email = (opts.email ?? `${role}-${randomBytes(4).toString('hex')}@example.test`).toLowerCase();
    const row = await createUser(this.db, instance.id, {
      email,
      role,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: role,
      banned: opts.banned,
    });
    return { id: row.id, email, role, instance };
  }

  /** Signs in through the real token call. */
  async login(user: TestUser): Promise<TokenResponse> {
    const res = await this.request(user.instance, {
      method: 'POST',
      url: '/v2/users/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: user.email,
        password: TEST_PASSWORD,
        client_id: this.config.oauthClient.id,
        client_secret: this.config.oauthClient.secret,
      }).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  private readonly tokens = new Map<string, Promise<string>>();

  /** The user's access token, signed in once per test file (a test that needs a fresh session calls login). */
  tokenFor(user: TestUser): Promise<string> {
    let token = this.tokens.get(user.id);
    if (!token) {
      token = this.login(user).then((t) => t.access_token);
      this.tokens.set(user.id, token);
    }
    return token;
  }

  /**
   * A call as `as` (a user, whose token is kept; a token; or null for anonymous) to its own
   * instance's host, or to `opts.instance`'s.
   */
  async call(
    as: TestUser | string | null,
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    opts: { payload?: unknown; instance?: TestInstance; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const instance = opts.instance ?? (typeof as === 'object' && as ? as.instance : undefined);
    if (!instance) throw new Error(`call ${method} ${url}: name the instance of an anonymous or token caller`);
    const token = as === null ? undefined : typeof as === 'string' ? as : await this.tokenFor(as);
    return this.request(instance, {
      method,
      url,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
      ...(opts.headers ? { headers: opts.headers } : {}),
      ...(token ? { as: token } : {}),
    });
  }

  /** An HTTP request to the instance's host, as `user` when given. */
  async request(
    instance: TestInstance | string,
    opts: InjectOptions & { as?: TestUser | string },
  ): Promise<LightMyRequestResponse> {
    const host = typeof instance === 'string' ? instance : instance.host;
    const headers: Record<string, string> = { host, ...(opts.headers as Record<string, string>) };
    if (opts.as) {
      const token = typeof opts.as === 'string' ? opts.as : (await this.login(opts.as)).access_token;
      headers.authorization = `Bearer ${token}`;
    }
    const { as: _as, ...rest } = opts;
    // light-my-request is installed twice (fastify's and Nest's); the shapes are the same.
    return this.app.inject({ remoteAddress: this.remoteAddress, ...rest, headers } as never) as unknown as Promise<LightMyRequestResponse>;
  }
}
