import { displayName, type ActivityEntry, type EventType } from '@fieldwork/contracts';
import type { ActivityRow } from './users.repository';

export type PersonNames = ReadonlyMap<string, { first: string; last: string; email: string }>;

type Params = Record<string, string>;

const readable = (role: string) => role.replace(/_/g, ' ');

/**
 * The English line of each event a feed shows; `type` and `params` travel with it so that the web
 * says it in the user's language. `actor` is who did it, `user` whom it is about.
 */
const TEXTS: Partial<Record<EventType, (p: Params) => string>> = {
  user_invited: (p) => `${p.actor} invited ${p.email} as ${readable(p.role)}`,
  user_reinvited: (p) => `${p.actor} invited ${p.email} again`,
  user_registered: (p) => `${p.email} signed up`,
  user_confirmed: (p) => `${p.email} confirmed their account`,
  user_banned: (p) => `${p.actor} banned ${p.user}`,
  user_unbanned: (p) => `${p.actor} lifted the ban on ${p.user}`,
  user_removed: (p) => `${p.actor} removed ${p.name}`,
  user_role_changed: (p) => `${p.actor} changed the role of ${p.user} from ${readable(p.from)} to ${readable(p.to)}`,
  user_email_changed: (p) => `${p.actor} changed the e-mail address of ${p.user} from ${p.from} to ${p.to}`,
  user_updated: (p) =>
    p.actorId === p.userId ? `${p.actor} updated their profile (${p.changes})` : `${p.actor} updated the profile of ${p.user} (${p.changes})`,
  password_reset_requested: (p) => `${p.user} asked for a password reset link`,
  password_changed: (p) => (p.via === 'invitation' ? `${p.user} set their password` : `${p.user} changed their password`),
  impersonation_started: (p) => `${p.admin} began acting as ${p.user}`,
  impersonation_ended: (p) => `${p.admin} stopped acting as ${p.user}`,
  asset_uploaded: (p) => `${p.actor} uploaded ${p.originalName}`,
  asset_deleted: (p) => `${p.actor} deleted ${p.originalName}`,
  toggle_changed: (p) => `${p.actor} switched the ${p.toggleId} app ${p.isActive === 'true' ? 'on' : 'off'}`,
  instance_settings_changed: (p) => `${p.actor} changed the job settings (${p.changes})`,
  project_created: (p) => (p.clonedFrom ? `${p.actor} created the project ${p.name} as a copy` : `${p.actor} created the project ${p.name}`),
  project_details_changed: (p) => `${p.actor} changed the project ${p.name} (${p.changes})`,
  project_deleted: (p) => `${p.actor} deleted the project ${p.name}`,
  job_created: (p) => (p.clonedFrom ? `${p.actor} created job ${p.number} as a copy` : `${p.actor} created job ${p.number}`),
  job_status_changed: (p) => `${p.actor} changed the status of job ${p.number} from ${readable(p.from)} to ${readable(p.to)}`,
  job_updated: (p) => `${p.actor} changed job ${p.number} (${p.changes})`,
  user_assigned_to_job: (p) => `${p.actor} assigned ${p.user} to job ${p.number}`,
  user_unassigned_from_job: (p) => `${p.actor} took ${p.user} off job ${p.number}`,
  user_confirm_attendance: (p) => `${p.user} confirmed attendance at job ${p.number}`,
  attendance_removed: (p) => `${p.actor} removed the attendance of ${p.user} at job ${p.number}`,
  job_linked: (p) => `${p.actor} linked job ${p.prevNumber} before job ${p.number}`,
  job_unlinked: (p) => `${p.actor} unlinked job ${p.prevNumber} from before job ${p.number}`,
  job_deleted: (p) => `${p.actor} deleted job ${p.number}`,
  job_answered: (p) => `${p.linkId ? 'Someone with a public link' : p.actor} answered questions ${p.questions} of job ${p.number}`,
};

/** A job_updated change as its line names it: the fields, not their values ("start date, project"). */
const CHANGE_NAMES: Record<string, string> = { startDate: 'start date', endDate: 'end date', project: 'project', jobType: 'job type', skills: 'skills' };

/** The user ids an event's line names: its actor, the admin behind them, and the users of its payload. */
export function peopleIn(row: ActivityRow): string[] {
  const payload = row.payload as Record<string, unknown>;
  return [row.actorId, row.impersonatorId, payload.userId, payload.adminId].filter((id): id is string => typeof id === 'string');
}

/** One outbox event as a feed entry (spec 1 section 3, "Activity feed entry"). */
export function activityEntry(row: ActivityRow, names: PersonNames): ActivityEntry {
  const nameOf = (id: string | null | undefined) => {
    const person = id ? names.get(id) : undefined;
    if (!id) return 'The system';
    return person ? displayName({ name: person, email: person.email }) : 'Someone';
  };
  const payload = row.payload as Record<string, unknown>;
  const params: Params = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = String(value);
    else if (Array.isArray(value)) params[key] = value.map((item) => (item && typeof item === 'object' ? changeName(item) : String(item))).join(', ');
  }
  params.actor = nameOf(row.actorId);
  if (row.actorId) params.actorId = row.actorId;
  if (typeof payload.userId === 'string') params.user = nameOf(payload.userId);
  if (typeof payload.adminId === 'string') params.admin = nameOf(payload.adminId);
  if (row.impersonatorId) params.impersonator = nameOf(row.impersonatorId);
  const text = TEXTS[row.type as EventType];
  return {
    _id: String(row.id),
    message: text ? text(params) : `${params.actor}: ${row.type.replace(/_/g, ' ')}`,
    type: row.type,
    params,
    // A project's and a job's events name them, so that the web links the entry (spec 1 section 2.5).
    tokens: {
      job: typeof payload.number === 'number' ? payload.number : null,
      idProject: typeof payload.projectId === 'string' ? payload.projectId : null,
      project: typeof payload.projectId === 'string' ? projectNameOf(payload) : null,
      jobType: typeof payload.jobTypeTitle === 'string' ? payload.jobTypeTitle : null,
    },
    actor: row.actorId,
    impersonatedBy: row.impersonatorId,
    created_at: row.createdAt.toISOString(),
  };
}

/** A job event's project name (projectName), or a project event's (name). */
function projectNameOf(payload: Record<string, unknown>): string | null {
  if (typeof payload.projectName === 'string') return payload.projectName;
  return typeof payload.name === 'string' && typeof payload.number !== 'number' ? payload.name : null;
}

/** One entry of a job_updated event's changes, by the name of its field. */
function changeName(item: object): string {
  const field = (item as { field?: unknown }).field;
  return typeof field === 'string' ? (CHANGE_NAMES[field] ?? field) : 'details';
}
