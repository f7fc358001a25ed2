import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_FILES_PER_UPLOAD } from '@fieldwork/contracts';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((u) => protocols.some((p) => u.startsWith(`${p}:`)), `must start with ${protocols.join(': or ')}:`)
    .optional();

/** OpenStreetMap's own tiles: fine for a few users; a busy deployment sets its own tile server. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap's Nominatim (search and reverse); any Nominatim-compatible server will do. */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';

/**
 * The origin a map URL (or tile template) loads from, as a content security policy source: a
 * `{s}` subdomain placeholder becomes a wildcard. Null when it is not an http(s) URL.
 */
export function mapOrigin(template: string): string | null {
  const sample = template.replace(/\{s\}\./g, 'a.').replace(/\{[a-z]+\}/gi, '0');
  let url: URL;
  try {
    url = new URL(sample);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = template.includes('{s}.') ? `*.${url.host.slice(2)}` : url.host;
  return `${url.protocol}//${host}`;
}

/** Every environment variable the API reads. Unknown variables are ignored. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().email('must be an e-mail address').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ACCESS_TTL: z.coerce.number().int().min(30).default(900),
  JWT_REFRESH_TTL: z.coerce.number().int().min(60).default(30 * 24 * 3600),
  PUBLIC_URL: z.string().url().optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default('web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  SEED_DEMO: bool.optional(),
  MAIN_HOST: z.string().default('localhost,127.0.0.1'),
  WEB_DIST: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(DEFAULT_MAX_FILE_BYTES),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(DEFAULT_MAX_FILES_PER_UPLOAD),
  ASSET_URL_TTL: z.coerce.number().int().min(30).default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]+$/).default('fieldwork'),
  OUTBOX_RELAY: bool.default(true),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'must be a hop count or a comma-separated list of proxy addresses or CIDR ranges')
    .optional(),
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5000),
  MAP_TILE_URL: z
    .string()
    .refine((u) => mapOrigin(u) !== null, 'must be an http(s) URL template')
    .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'must hold {z}, {x} and {y}')
    .default(DEFAULT_MAP_TILE_URL),
  GEOCODER_URL: z.string().refine((u) => mapOrigin(u) !== null, 'must be an http(s) URL').default(DEFAULT_GEOCODER_URL),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL, or null for the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  redisUrl: string | null;
  s3: {
    endpoint: string | null;
    bucket: string;
    accessKey: string | null;
    secretKey: string | null;
    region: string;
    forcePathStyle: boolean;
  } | null;
  storageDir: string;
  /** Outgoing mail: an SMTP server, or null for the outbox (mails are only recorded and logged). */
  smtpUrl: string | null;
  /** The From address of every mail; null means no-reply@ the instance's host. */
  mailFrom: string | null;
  jwt: { secret: string; refreshSecret: string; accessTtl: number; refreshTtl: number };
  publicUrl: string | null;
  oauthClient: { id: string; secret: string };
  seedDemo: boolean;
  /** Hosts of the main instance, where sys_admin's cross-instance screens live. */
  mainHosts: string[];
  webDist: string | null;
  upload: { maxBytes: number; maxFiles: number; urlTtl: number };
  logLevel: string;
  login: { maxAttempts: number };
  /** Redis key prefix of the queue, so deployments (and test runs) sharing a Redis stay apart. */
  queuePrefix: string;
  /**
   * The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, or a hop count. None
   * by default: the client address is the connection's, so nobody can pick their own address
   * (and step round the per-address sign-in limit) by sending the header.
   */
  trustProxy: string[] | number | false;
  /** The outbox relay: off only in tests that play a process which died before delivering. */
  outbox: { relay: boolean; sweepMs: number };
  /** The map of the location dialogs: its tile URL template and its Nominatim-compatible geocoder. */
  maps: { tileUrl: string; geocoderUrl: string };
  /** Embedded mode: nothing external configured (PGlite, local files, in-process queue). */
  embedded: boolean;
}

export class ConfigError extends Error {}

/** Repository root: two levels above apps/api. */
export function repoRoot(): string {
  return resolve(__dirname, '..', '..', '..', '..');
}

/**
 * Reads and validates the environment. A bad or missing variable stops the boot with a message
 * that names it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO= in a compose file) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const required = ['DATABASE_URL', 'JWT_SECRET', 'JWT_REFRESH_SECRET', 'PUBLIC_URL', 'OAUTH_CLIENT_SECRET'] as const;
    const missing = required.filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when NODE_ENV=production`).join('\n')}`,
      );
    }
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY || !e.S3_SECRET_KEY)) {
    const missing = (['S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter((k) => !e[k]);
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required when S3_BUCKET is set`).join('\n')}`,
    );
  }
  const dataDir = resolve(e.DATA_DIR ?? join(repoRoot(), '.data'));
  const embedded = !e.DATABASE_URL;
  const secrets = production ? null : devSecrets(dataDir);
  const defaultWebDist = join(repoRoot(), 'apps', 'web', 'dist');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET,
          accessKey: e.S3_ACCESS_KEY ?? null,
          secretKey: e.S3_SECRET_KEY ?? null,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    storageDir: join(dataDir, 'files'),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? null,
    jwt: {
      secret: e.JWT_SECRET ?? secrets!.jwt,
      refreshSecret: e.JWT_REFRESH_SECRET ?? secrets!.refresh,
      accessTtl: e.JWT_ACCESS_TTL,
      refreshTtl: e.JWT_REFRESH_TTL,
    },
    publicUrl: e.PUBLIC_URL ?? null,
    oauthClient: { id: e.OAUTH_CLIENT_ID, secret: e.OAUTH_CLIENT_SECRET ?? 'web-secret' },
    seedDemo: e.SEED_DEMO ?? (embedded && !production),
    mainHosts: e.MAIN_HOST.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : existsSync(defaultWebDist) ? defaultWebDist : null,
    upload: { maxBytes: e.UPLOAD_MAX_BYTES, maxFiles: e.UPLOAD_MAX_FILES, urlTtl: e.ASSET_URL_TTL },
    logLevel: e.LOG_LEVEL,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS },
    queuePrefix: e.QUEUE_PREFIX,
    outbox: { relay: e.OUTBOX_RELAY, sweepMs: e.OUTBOX_SWEEP_MS },
    maps: { tileUrl: e.MAP_TILE_URL, geocoderUrl: e.GEOCODER_URL.replace(/\/+$/, '') },
    trustProxy: !e.TRUST_PROXY ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY.split(',').map((p) => p.trim()),
    embedded,
  };
}

/** Outside production, signing secrets are made once and kept in the data folder. */
function devSecrets(dataDir: string): { jwt: string; refresh: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { jwt: randomBytes(48).toString('base64url'), refresh: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
