import { z } from 'zod';
import { ROLES } from './roles';
import { TOGGLE_KEYS } from './toggles';

const userId = z.string();
const role = z.enum(ROLES);
/** What every job event says of its job. */
const jobRef = {
  jobId: z.string(),
  number: z.number().int(),
  jobTypeId: z.string(),
  jobTypeTitle: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
};

/**
 * Domain events: one name, one payload schema. The API writes them to the outbox in the same
 * transaction as the change they report; feeds, the bell, automations and webhooks read them.
 * Each domain adds its events here.
 */
export const EVENT_PAYLOADS = {
  asset_uploaded: z.object({
    assetId: z.string(),
    originalName: z.string(),
    ownerId: z.string().nullable(),
    /** Null for a file sent through a public answer link (no account). */
    uploadedBy: z.string().nullable(),
    target: z.string(),
    targetId: z.string().nullable(),
  }),
  asset_deleted: z.object({
    assetId: z.string(),
    originalName: z.string(),
    ownerId: z.string().nullable(),
  }),
  toggle_changed: z.object({
    toggleId: z.enum(TOGGLE_KEYS),
    isActive: z.boolean(),
  }),
  /**
   * An admin changed the instance's job settings (PUT /v2/settings; aggregate 'instance', its id
   * the instance's): which, as setting names ('customStatuses', 'security.allowErase', ...).
   */
  instance_settings_changed: z.object({ changes: z.array(z.string()).min(1) }),

  // Users (aggregate 'user', its id the user's). The actor is the event's own; nothing secret
  // (passwords, tokens, profile field values) is ever in a payload.
  /** Someone was invited (POST /v2/users); the invitation mail follows. */
  user_invited: z.object({ userId, email: z.string(), role }),
  /** An invitation was sent again (POST /v2/users/reinvite). */
  user_reinvited: z.object({ userId, email: z.string(), role }),
  /** A stranger signed up (/signup); they confirm by mail. */
  user_registered: z.object({ userId, email: z.string() }),
  /** An invitation was accepted or an address confirmed: the user can sign in. */
  user_confirmed: z.object({ userId, email: z.string() }),
  user_banned: z.object({ userId }),
  user_unbanned: z.object({ userId }),
  /** The account is gone; its name and address stay here for the feed. Jobs and answers stay. */
  user_removed: z.object({ userId, email: z.string(), name: z.string(), role }),
  user_role_changed: z.object({ userId, from: role, to: role }),
  user_email_changed: z.object({ userId, from: z.string(), to: z.string() }),
  /** Which properties changed (name, phoneNumber, inTraining, fields.shoeSize, notifications...), not their values. */
  user_updated: z.object({ userId, changes: z.array(z.string()).min(1) }),
  /** A reset link was mailed to an existing account (nothing is recorded for an unknown address). */
  password_reset_requested: z.object({ userId }),
  /** The password was set: by a reset link, or by the user completing an invitation. */
  password_changed: z.object({ userId, via: z.enum(['reset', 'invitation']) }),
  /** A sys_admin began acting as `userId` (POST /v2/users/impersonate). */
  impersonation_started: z.object({ userId, adminId: z.string() }),
  /** The sys_admin returned to their own account. */
  impersonation_ended: z.object({ userId, adminId: z.string() }),

  // Projects (aggregate 'project', its id the project's); the project's feed reads them.
  /** A project was made: by the wizard, or as a clone of `clonedFrom`. */
  project_created: z.object({ projectId: z.string(), name: z.string(), clonedFrom: z.string().nullable() }),
  /** Which properties changed (name, location, avatar, users, company, fields.{id}, visibility), not their values. */
  project_details_changed: z.object({ projectId: z.string(), name: z.string(), changes: z.array(z.string()).min(1) }),
  /** The project is gone (only a project without jobs can go); its name stays here for feeds. */
  project_deleted: z.object({ projectId: z.string(), name: z.string() }),

  // Skills (aggregate 'user' for a user's skills, its id the user's; 'skill' for the catalogue).
  skill_created: z.object({ skillId: z.string(), name: z.string() }),
  skill_updated: z.object({ skillId: z.string(), name: z.string(), changes: z.array(z.string()).min(1) }),
  skill_deleted: z.object({ skillId: z.string(), name: z.string() }),
  /** A skill given to a user, or its dates changed: `expiresOn` null is permanent. */
  user_skill_set: z.object({ userId, skillId: z.string(), name: z.string(), startsOn: z.string(), expiresOn: z.string().nullable() }),
  user_skill_removed: z.object({ userId, skillId: z.string(), name: z.string() }),
  /**
   * The daily check: a user's skill entered the "close to expire" window, or expired. Each is
   * emitted once per user, skill, threshold and expiry date (a renewed skill may expire again).
   */
  skill_expiring: z.object({ userId, skillId: z.string(), name: z.string(), expiresOn: z.string() }),
  skill_expired: z.object({ userId, skillId: z.string(), name: z.string(), expiresOn: z.string() }),

  // Job types and their questions (aggregate 'job_type', its id the job type's).
  /** A job type was made: blank, or from the template `templateId`. */
  job_type_created: z.object({ jobTypeId: z.string(), title: z.string(), templateId: z.string().nullable() }),
  /** Which properties changed (title, icon, settings.isDisabled, requiredSkills...), not their values. */
  job_type_updated: z.object({ jobTypeId: z.string(), title: z.string(), changes: z.array(z.string()).min(1) }),
  /** The job type is gone (only one without jobs can go), with its questions. */
  job_type_deleted: z.object({ jobTypeId: z.string(), title: z.string() }),
  question_created: z.object({ jobTypeId: z.string(), questionId: z.string(), type: z.string(), title: z.string() }),
  /** The question's properties that changed; `revision` is its form's revision after the change. */
  question_updated: z.object({ jobTypeId: z.string(), questionId: z.string(), revision: z.number().int(), changes: z.array(z.string()).min(1) }),
  question_deleted: z.object({ jobTypeId: z.string(), questionId: z.string(), title: z.string() }),
  questions_reordered: z.object({ jobTypeId: z.string(), questionIds: z.array(z.string()) }),
  /** A job type was saved as a template. */
  job_type_template_saved: z.object({ jobTypeId: z.string(), templateId: z.string(), name: z.string() }),

  // Jobs (aggregate 'job', its id the job's). Each names the job's number, type and project, so
  // that the job's feed, the project's feed and notifications say which job without a lookup.
  /** A job was made: by the wizard, or as a clone of `clonedFrom`. */
  job_created: z.object({ ...jobRef, clonedFrom: z.string().nullable() }),
  /** The job's status changed. */
  job_status_changed: z.object({ ...jobRef, from: z.string(), to: z.string() }),
  /** Dates, project or job type changed: which, with the values before and after (ids and ISO dates only). */
  job_updated: z.object({
    ...jobRef,
    changes: z.array(z.object({ field: z.enum(['startDate', 'endDate', 'project', 'jobType', 'skills']), from: z.string().nullable(), to: z.string().nullable() })).min(1),
  }),
  user_assigned_to_job: z.object({ ...jobRef, userId }),
  user_unassigned_from_job: z.object({ ...jobRef, userId }),
  /** An assignee confirmed they will attend (one-way for them). */
  user_confirm_attendance: z.object({ ...jobRef, userId }),
  /** A manager removed a confirmation. */
  attendance_removed: z.object({ ...jobRef, userId }),
  /** `prevJobId` now comes before this job (`jobId`), or no longer does. */
  job_linked: z.object({ ...jobRef, prevJobId: z.string(), prevNumber: z.number().int() }),
  job_unlinked: z.object({ ...jobRef, prevJobId: z.string(), prevNumber: z.number().int() }),
  /** The job is gone with its answers; its number, type and project stay here for feeds. */
  job_deleted: z.object(jobRef),
  /**
   * Answers were kept (spec 2 section 4): the question keys and which are newly tagged as issues;
   * `userId` is null through a public link (`linkId`).
   */
  job_answered: z.object({
    ...jobRef,
    userId: z.string().nullable(),
    linkId: z.string().nullable(),
    questions: z.array(z.string()).min(1),
    newIssues: z.array(z.string()),
  }),
  /** A public answer link to the job was made or withdrawn. */
  answer_link_created: z.object({ ...jobRef, linkId: z.string(), expiresAt: z.string().nullable() }),
  answer_link_revoked: z.object({ ...jobRef, linkId: z.string() }),

  // Blueprints (ADR 0046).
  /** A job's elements on a plan changed: how many were added, changed and removed. */
  blueprint_marked: z.object({
    ...jobRef,
    fileId: z.string(),
    questionId: z.string().nullable(),
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
  }),
  /** A plan's measures were set or reset (aggregate 'asset'). */
  plan_calibrated: z.object({
    fileId: z.string(),
    name: z.string(),
    pixels: z.object({ width: z.number().nullable(), height: z.number().nullable() }),
    metrics: z.object({ width: z.number().nullable(), height: z.number().nullable() }),
  }),
  /** The instance's ratio, unit or element definitions changed (aggregate 'instance'). */
  blueprint_settings_updated: z.object({ changes: z.array(z.enum(['ratio', 'systemUnit', 'elements'])).min(1) }),
} as const;

export type EventType = keyof typeof EVENT_PAYLOADS;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_PAYLOADS)[T]>;
export const EVENT_TYPES = Object.keys(EVENT_PAYLOADS) as EventType[];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && value in EVENT_PAYLOADS;
}

/** What an event is about; events of one aggregate are delivered in the order they happened. */
export interface EventAggregate {
  type: 'asset' | 'toggle' | 'instance' | 'user' | 'project' | 'skill' | 'job' | 'job_type';
  id: string;
}

/** A committed event as handlers receive it. */
export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  instanceId: string;
  aggregate: EventAggregate;
  payload: EventPayload<T>;
  actorId: string | null;
  /** The sys_admin acting as `actorId`, when the change was made while impersonating: both identities are kept. */
  impersonatedBy?: string | null;
  createdAt: string;
}
