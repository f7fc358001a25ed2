import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InstanceSettings } from '@fieldwork/contracts';

/**
 * A jsonb column whose value may be a bare JSON string (an answer's value). Both drivers
 * (node-postgres, PGlite) hand jsonb back parsed, and drizzle's jsonb parses a string once more,
 * so a text answer "4711" came back as the number 4711 and "true" as true: this one keeps what
 * the driver gives.
 */
const jsonbValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

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
    /** Who invited them, and when; null for users made by seeds or sign-up. */
    invitedBy: uuid('invited_by'),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
    /** Profile field values (spec 3 section 3), by field key. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Notification preferences: the keys `{category}_{type}_{delivery}` switched on. Null until the
     * user changes them: the instance's defaults (contracts' initialNotificationKeys) apply.
     */
    notificationKeys: jsonb('notification_keys').$type<string[]>(),
    /**
     * Removed (POST /v2/users/remove): the row stays so that the jobs and answers it took part in
     * keep their author; it signs in no more and leaves every list (ADR 0028).
     */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_instance_email_uq').on(t.instanceId, t.email),
    index('users_instance_created_idx').on(t.instanceId, t.createdAt, t.id),
  ],
);

/**
 * Single-use tokens mailed to a user: an invitation's confirm link and a password reset link.
 * Only a hash is stored; a token is used once (`used_at`) and expires.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_uq').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.instanceId, t.userId, t.purpose),
    check('user_tokens_purpose_ck', sql`purpose IN ('invitation', 'password_reset')`),
  ],
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
    /** The sys_admin acting as the user: a renewed impersonation session stays one (and is recorded as one). */
    impersonatedBy: uuid('impersonated_by'),
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
    /** What happened (an event type), and the values its translated text needs; `message` is the English text. */
    type: text('type'),
    params: jsonb('params').$type<Record<string, string>>(),
    /** The event that caused it: a redelivered event never notifies twice. */
    eventId: bigint('event_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.instanceId, t.userId, t.createdAt),
    uniqueIndex('notifications_event_user_uq').on(t.eventId, t.userId),
  ],
);

/**
 * A stored file (spec 3 "Asset and file"). The bytes live in object storage under
 * assets/{instance_id}/{id}/; deleting the row deletes them, and a cleanup job removes strays.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    extension: text('extension').notNull(),
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    isVideo: boolean('is_video').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    pageCount: integer('page_count'),
    pageSizes: jsonb('page_sizes').$type<Array<{ page: number; width: number; height: number }>>(),
    rotation: integer('rotation').notNull().default(0),
    measurements: jsonb('measurements').$type<Record<string, unknown>>(),
    /** Plan properties of set mode (spec 3 section 3): shown in grey, and whether the measure tour ran. */
    grayscale: boolean('grayscale').notNull().default(false),
    measureIntroDisplayed: boolean('measure_intro_displayed').notNull().default(false),
    /** Whose file it is: the target user when uploaded on someone's behalf, else the uploader. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    target: text('target').notNull().default('attachment'),
    targetId: text('target_id'),
    private: boolean('private').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The files list sorts and filters by these (ADR 0025): each leads with the tenant, and the
  // sort indexes end with id, the list's tiebreak, so a page is read in index order.
  (t) => [
    index('assets_instance_created_idx').on(t.instanceId, t.createdAt, t.id),
    index('assets_instance_name_idx').on(t.instanceId, t.originalName, t.id),
    index('assets_instance_size_idx').on(t.instanceId, t.size, t.id),
    index('assets_instance_kind_idx').on(t.instanceId, t.kind, t.createdAt),
    index('assets_instance_uploader_idx').on(t.instanceId, t.uploadedBy, t.createdAt),
    index('assets_instance_owner_idx').on(t.instanceId, t.ownerId, t.createdAt),
    index('assets_instance_target_idx').on(t.instanceId, t.target, t.targetId),
    // "Name contains" and the search box: ILIKE '%text%' through trigrams (pg_trgm).
    index('assets_name_trgm_idx').using('gin', t.originalName.op('gin_trgm_ops')),
  ],
);

/**
 * Blueprint markings per job, question and plan file (spec 3 section 3; ADR 0046): one record
 * per job and question on a plan, its elements in `blueprint_elements`.
 */
export const blueprintMarkings = pgTable(
  'blueprint_markings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The blueprint question's key ('12', '12_2'); null for markings made outside a question. */
    questionId: text('question_id'),
    // A marked plan cannot be deleted out from under its markings (the service says why).
    fileAssetId: uuid('file_asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blueprint_markings_file_idx').on(t.instanceId, t.fileAssetId),
    index('blueprint_markings_job_idx').on(t.instanceId, t.jobId),
    unique('blueprint_markings_record_uq').on(t.instanceId, t.jobId, t.questionId, t.fileAssetId).nullsNotDistinct(),
  ],
);

/**
 * The elements of a marking record (spec 3 section 3). Their ids are made by the editor, so an
 * element keeps its id through undo, redo and autosave; `canvas_data` is blueprint-core's
 * CanvasShape, in plan pixels.
 */
export const blueprintElements = pgTable(
  'blueprint_elements',
  {
    id: uuid('id').notNull(),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    markingId: uuid('marking_id')
      .notNull()
      .references(() => blueprintMarkings.id, { onDelete: 'cascade' }),
    /** The element definition (instance settings) it is drawn as. */
    elementId: text('element_id').notNull(),
    canvasData: jsonb('canvas_data').$type<Record<string, unknown>>().notNull(),
    visible: boolean('visible').notNull().default(true),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.id] }),
    index('blueprint_elements_marking_idx').on(t.instanceId, t.markingId, t.createdAt),
  ],
);

/**
 * The outbox: domain events written in the same transaction as the change they report. The relay
 * hands committed events to their handlers through the queue; `dispatched_at` marks an event
 * every handler has had. Kept afterwards: feeds read them.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    actorId: uuid('actor_id'),
    /** The sys_admin acting as `actor_id`, when the change was made while impersonating. */
    impersonatorId: uuid('impersonator_id'),
    createdAt: createdAt(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Given up after too many failed deliveries; an operator looks at last_error. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_events_pending_idx').on(t.id).where(sql`dispatched_at IS NULL AND failed_at IS NULL`),
    index('outbox_events_aggregate_idx').on(t.instanceId, t.aggregateType, t.aggregateId, t.id),
    // A user's activity feed: what they did.
    index('outbox_events_actor_idx').on(t.instanceId, t.actorId, t.id),
  ],
);

/** Which handler has had which event: written with the handler's effect, so an effect happens once. */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);

/**
 * Outgoing mail, written in the transaction of the change that causes it (a rollback sends
 * nothing) and delivered by the `mail.send` job, which renders it once, sends it and records
 * the result. `locked_until` is the lease of the job sending it, so two runs never send it twice.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Asked for by the sender, or chosen when rendered (recipient's, instance's, English). */
    language: text('language'),
    fromAddress: text('from_address'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    status: text('status').notNull().default('queued'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mails_instance_created_idx').on(t.instanceId, t.createdAt),
    index('mails_queued_idx').on(t.updatedAt).where(sql`status = 'queued'`),
  ],
);

/**
 * Saved state of grid lists (spec 3 section 7): a user's default filters per list (`kind`
 * 'default', one per user and list) and named views (`kind` 'view'), the latter shared with
 * everyone by an admin. `state` holds the list's own request parameters, checked when saved.
 * The id is chosen by the client (POST /v2/{list}/template/{id}), so it is unique per tenant only.
 */
export const listViews = pgTable(
  'list_views',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    list: text('list').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'default' | 'view'>().notNull(),
    name: text('name'),
    state: jsonb('state').$type<Record<string, string>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.id] }),
    uniqueIndex('list_views_default_uq').on(t.instanceId, t.ownerId, t.list).where(sql`kind = 'default'`),
    index('list_views_owner_idx').on(t.instanceId, t.list, t.ownerId),
    index('list_views_shared_idx').on(t.instanceId, t.list).where(sql`shared`),
    check('list_views_kind_ck', sql`kind IN ('default', 'view') AND (kind = 'default' OR name IS NOT NULL) AND NOT (kind = 'default' AND shared)`),
  ],
);

/**
 * A project (spec 2 section 3): it groups jobs and carries the custom data that questionnaires
 * and reports read. `fields` holds the values of the instance's project fields by field id,
 * each checked against its field's kind; `visibility` is the per-project map of field id to
 * shown (true) or hidden (false); a field absent from it is shown.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The customer company the project is for; the client wizard picks companies, then their projects. */
    company: text('company'),
    avatarAssetId: uuid('avatar_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    location: jsonb('location').$type<{ lat: number; long: number; address: string }>(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    visibility: jsonb('visibility').$type<Record<string, boolean>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_instance_created_idx').on(t.instanceId, t.createdAt, t.id),
    index('projects_instance_name_idx').on(t.instanceId, t.name, t.id),
    index('projects_instance_company_idx').on(t.instanceId, t.company),
  ],
);

/** The people of a project (PUT /v2/projects/{id} with users as ids). */
export const projectUsers = pgTable(
  'project_users',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_users_user_idx').on(t.instanceId, t.userId)],
);

/** A client's projects (spec 1 section 4.3): the only projects, and their jobs, a client sees. */
export const clientProjects = pgTable(
  'client_projects',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('client_projects_project_idx').on(t.instanceId, t.projectId)],
);

/**
 * Items of the lists that list fields pick from (GET /v2/projects/fields/list/{group}): shared by
 * the instance, or private to one project (`is_private` with `project_id`).
 */
export const projectFieldListItems = pgTable(
  'project_field_list_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    group: text('group_key').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_field_list_items_group_idx').on(t.instanceId, t.group, t.projectId, t.label),
    check('project_field_list_items_private_ck', sql`is_private = (project_id IS NOT NULL)`),
  ],
);

/** A skill of the instance's catalogue (spec 2 section 3); `roles` are the roles it is given to. */
export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label'),
    avatarAssetId: uuid('avatar_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('skills_instance_name_uq').on(t.instanceId, sql`lower(${t.name})`)],
);

/**
 * A user's skill: from `starts_on`, until `expires_on` or permanent (null). The expiration
 * status is computed on read against the instance's "close to expire" window.
 */
export const userSkills = pgTable(
  'user_skills',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId] }),
    index('user_skills_skill_idx').on(t.instanceId, t.skillId),
    index('user_skills_expiry_idx').on(t.expiresOn).where(sql`expires_on IS NOT NULL`),
    check('user_skills_dates_ck', sql`expires_on IS NULL OR expires_on >= starts_on`),
  ],
);

/**
 * Skills a job, a job type or a project requires (POST /v2/skills/job/{id}, /jobType/{id}). The
 * target's own table arrives with its domain; its delete removes these rows.
 */
export const skillRequirements = pgTable(
  'skill_requirements',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<'job' | 'job_type' | 'project'>().notNull(),
    targetId: uuid('target_id').notNull(),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId, t.skillId] }),
    index('skill_requirements_skill_idx').on(t.instanceId, t.skillId),
    check('skill_requirements_target_ck', sql`target_type IN ('job', 'job_type', 'project')`),
  ],
);

/**
 * What the daily skill check has announced: one row per user, skill, threshold and expiry date,
 * written with the event, so a rerun (or a restart mid-run) never announces twice.
 */
export const skillExpiryNotices = pgTable(
  'skill_expiry_notices',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    threshold: text('threshold').$type<'expiring' | 'expired'>().notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId, t.threshold, t.expiresOn] }),
    check('skill_expiry_notices_threshold_ck', sql`threshold IN ('expiring', 'expired')`),
  ],
);

/**
 * Numbers an instance hands out in order and never again: question numbers (a question's ID),
 * later job numbers. One row per instance and name; taking a number locks the row.
 */
export const instanceCounters = pgTable(
  'instance_counters',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.name] })],
);

/** A job type (spec 2 section 3): a questionnaire and its rules. Its required skills are skill_requirements rows. */
export const jobTypes = pgTable(
  'job_types',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** The template it was made from, if any (kept as an id: the template may go). */
    templateId: uuid('template_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_types_instance_title_idx').on(t.instanceId, t.title)],
);

/**
 * A question of a job type. Its form (type, title, description, settings, look) is also kept in
 * question_revisions, one row per change, so an answer keeps the form it was given against
 * (ADR 0034). A deleted question keeps its row (deleted_at) while answers may name it.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobTypeId: uuid('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    /** The question's number in its instance (the spec's ID), from instance_counters. */
    number: integer('number').notNull(),
    /** The global question whose form this one shares. */
    rootId: uuid('root_id').references((): AnyPgColumn => questions.id, { onDelete: 'restrict' }),
    isGlobal: boolean('is_global').notNull().default(false),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    sequence: integer('sequence').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    isClientVisible: boolean('is_client_visible').notNull().default(false),
    stepIcon: text('step_icon'),
    withBackground: boolean('with_background').notNull().default(false),
    backgroundMobile: uuid('background_mobile').references(() => assets.id, { onDelete: 'set null' }),
    backgroundDesktop: uuid('background_desktop').references(() => assets.id, { onDelete: 'set null' }),
    darkMode: boolean('dark_mode').notNull().default(false),
    revision: integer('revision').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('questions_job_type_idx').on(t.instanceId, t.jobTypeId, t.sequence).where(sql`deleted_at IS NULL`),
    index('questions_root_idx').on(t.instanceId, t.rootId).where(sql`root_id IS NOT NULL`),
    index('questions_global_idx').on(t.instanceId).where(sql`is_global AND deleted_at IS NULL`),
    uniqueIndex('questions_instance_number_uq').on(t.instanceId, t.number),
  ],
);

/** Every form a question has had; written with each change of it, never changed after. */
export const questionRevisions = pgTable(
  'question_revisions',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.revision] })],
);

/**
 * A job-type template (spec 1 sections 2.6 and 7.4): a starter one seeded with the instance (in
 * English or Hebrew) or a job type saved as one. `content` is jobTypeTemplateContentSchema.
 */
export const jobTypeTemplates = pgTable(
  'job_type_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull(),
    language: text('language'),
    starter: boolean('starter').notNull().default(false),
    questionCount: integer('question_count').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    sourceJobTypeId: uuid('source_job_type_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_type_templates_instance_idx').on(t.instanceId, t.title),
    check('job_type_templates_language_ck', sql`language IS NULL OR language IN ('en', 'he')`),
  ],
);

/**
 * A job (spec 2 section 3): a job type's questionnaire to be done, in a project, by its people.
 * `number` is the display ID, per instance and gap-free (instance_counters 'job'). Deleting its
 * job type or project is refused while it exists (the dependents' checks, and these restricting
 * keys behind them).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    jobTypeId: uuid('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('open'),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    /** The public answering link's id (spec 2 section 3 linkId), made when the job is first shared. */
    linkId: text('link_id'),
    /** The job this one was duplicated from (kept as an id: the original may go). */
    clonedFrom: uuid('cloned_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_instance_number_uq').on(t.instanceId, t.number),
    uniqueIndex('jobs_link_id_uq').on(t.linkId),
    index('jobs_instance_created_idx').on(t.instanceId, t.createdAt, t.id),
    index('jobs_instance_start_idx').on(t.instanceId, t.startDate, t.id),
    index('jobs_instance_status_start_idx').on(t.instanceId, t.status, t.startDate, t.id),
    index('jobs_job_type_idx').on(t.instanceId, t.jobTypeId),
    index('jobs_project_idx').on(t.instanceId, t.projectId),
  ],
);

/** A job's people (PUT /v2/jobs/{id}/assign): the lead column is the job, the index serves "my jobs" and a person's jobs in a status. */
export const jobUsers = pgTable(
  'job_users',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The job's status, copied by triggers (0011): set from the job on insert, moved with the
     * job's. The jobs list's "assignee and status" filter reads one index range of it (ADR 0037).
     */
    jobStatus: text('job_status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_users_user_status_idx').on(t.instanceId, t.userId, t.jobStatus, t.jobId)],
);

/** Who confirmed they will attend a job (spec 2 section 4 "Attendance"): one-way for them; staff may remove it. */
export const jobConfirmations = pgTable(
  'job_confirmations',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);

/** Previous and next jobs (PUT /v2/jobs/{id}/add_prev/{prevId}): never a job to itself, never a cycle. */
export const jobLinks = pgTable(
  'job_links',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    prevJobId: uuid('prev_job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    nextJobId: uuid('next_job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.prevJobId, t.nextJobId] }),
    index('job_links_next_idx').on(t.instanceId, t.nextJobId),
    check('job_links_not_self_ck', sql`prev_job_id <> next_job_id`),
  ],
);

/** When a user last opened a job (PUT /v2/jobs/{id}/visit): the dashboard's recent jobs. */
export const jobVisits = pgTable(
  'job_visits',
  {
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index('job_visits_user_idx').on(t.instanceId, t.userId, t.visitedAt)],
);

/**
 * An answer to one question of one job (spec 2 section 3 "Answer"). `key` is the question's ID
 * with its repeat suffix ("12", "12_2"); `revision` the question form answered (ADR 0034).
 * The answering issue writes these and their history; jobs read them (side panel, PDF, counts).
 */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    revision: integer('revision').notNull(),
    key: text('key').notNull(),
    value: jsonbValue('value'),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    signatureAssetId: uuid('signature_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    isIssue: boolean('is_issue').notNull().default(false),
    elements: jsonb('elements').$type<unknown[]>().notNull().default([]),
    searchValue: text('search_value'),
    /** Punch clock and date range values (spec 2 section 3), as the answering issue's schema has them. */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    location: jsonb('location').$type<{ lat: number; long: number }>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The public link it was given through last (user_id is then null), or null. */
    linkId: uuid('link_id').references((): AnyPgColumn => answerLinks.id, { onDelete: 'set null' }),
    /** The client-generated id of the submission that wrote it last: a retry is recognised. */
    clientId: text('client_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('answers_job_key_uq').on(t.jobId, t.key),
    index('answers_question_idx').on(t.instanceId, t.questionId),
    index('answers_job_issue_idx').on(t.instanceId, t.jobId).where(sql`is_issue`),
  ],
);

/** Every change of an answer: who, when, before and after; never rewritten. */
export const answerHistory = pgTable(
  'answer_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The public link the change came through, or null. */
    linkId: uuid('link_id').references((): AnyPgColumn => answerLinks.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The device's id of the change: each is recorded once, however often it is sent (ADR 0041). */
    clientId: text('client_id'),
    /** When the answerer gave it (the device's clock, no later than the server's). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** A change that arrived after a later one from another device: recorded, not applied. */
    superseded: boolean('superseded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('answer_history_answer_idx').on(t.answerId, t.createdAt),
    uniqueIndex('answer_history_client_uq').on(t.instanceId, t.clientId).where(sql`client_id IS NOT NULL`),
  ],
);

/**
 * A public link to answer a job without an account (ADR 0041): the token is the link's id signed
 * by the server; withdrawing sets revoked_at, and an expiry may be set when it is made.
 */
export const answerLinks = pgTable(
  'answer_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('answer_links_job_idx').on(t.instanceId, t.jobId)],
);

/** A widget of a user's dashboard (GET and PUT /v2/widgets/dashboard): its kind, place and settings. */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instanceId: instanceId().references(() => instances.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: jsonb('position').$type<{ x: number; y: number; w: number; h: number }>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dashboard_widgets_user_kind_uq').on(t.instanceId, t.userId, t.kind)],
);

export const schema = {
  answerLinks,
  instances,
  instanceHosts,
  users,
  userTokens,
  refreshTokens,
  appToggles,
  notifications,
  assets,
  blueprintMarkings,
  blueprintElements,
  outboxEvents,
  outboxDeliveries,
  mails,
  listViews,
  projects,
  projectUsers,
  clientProjects,
  projectFieldListItems,
  skills,
  userSkills,
  skillRequirements,
  skillExpiryNotices,
  instanceCounters,
  jobTypes,
  questions,
  questionRevisions,
  jobTypeTemplates,
  jobs,
  jobUsers,
  jobConfirmations,
  jobLinks,
  jobVisits,
  answers,
  answerHistory,
  dashboardWidgets,
};
export type Schema = typeof schema;
