import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InstanceSettings } from '@fieldwork/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Every tenant table carries the instance; row-level security compares it with app.instance_id. */
const instanceId = () => uuid('instance_id').notNull();

/** A business instance: the tenant. Its own row is visible to it through row-level security. */
export const instances = pgTable('instances', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  settings: jsonb('settings').$type<InstanceSettings>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names an instance answers on. Read only through the privileged path, before a tenant is known. */
export const instanceHosts = pgTable('instance_hosts', {
  host: text('host').primaryKey(),
  instanceId: uuid('instance_id')
    .notNull()
    .references(() => instances.id, { onDelete: 'cascade' }),
  isMain: boolean('is_main').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull().default('inspector'),
    banned: boolean('banned').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    valid: boolean('valid').notNull().default(true),
    inTraining: boolean('in_training').notNull().default(false),
    greenMark: boolean('green_mark').notNull().default(false),
    acceptedLocation: boolean('accepted_location'),
    canManageSkills: boolean('can_manage_skills').notNull().default(false),
    avatarAssetId: uuid('avatar_asset_id'),
    language: text('language'),
    phoneNumber: text('phone_number'),
    companies: jsonb('companies').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_instance_email_uq').on(t.instanceId, t.email)],
);

/** Refresh tokens are stored as hashes and rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Feature toggles (optional apps) per instance, with each app's own settings. */
export const appToggles = pgTable(
  'app_toggles',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    toggleId: text('toggle_id').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.toggleId] })],
);

/** In-app notifications shown under the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    icon: text('icon'),
    idProject: text('id_project'),
    intIdJob: integer('int_id_job'),
    idJobType: text('id_job_type'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.instanceId, t.userId, t.createdAt)],
);

export const schema = { instances, instanceHosts, users, refreshTokens, appToggles, notifications };
export type Schema = typeof schema;
