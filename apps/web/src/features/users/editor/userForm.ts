import {
  isCoreUserFieldKey,
  isEmptyFieldValue,
  splitName,
  userUpdateChecks,
  type Language,
  type Role,
  type UserDetail,
  type UserFieldDefinition,
  type UserUpdateBody,
  type UserUpdateCheck,
  type UserUpdateTarget,
} from '@fieldwork/contracts';
import type { Can } from '../../../app/access/boundPolicy';

/** What the editor's inputs hold: the user as typed, before it is saved. */
export interface UserDraft {
  /** The name as one string; it is split at the first space when saved (spec 1 section 5). */
  name: string;
  email: string;
  phoneNumber: string;
  role: Role;
  inTraining: boolean;
  canManageSkills: boolean;
  language: Language | null;
  /** Profile field values by key, as the field inputs hold them. */
  fields: Record<string, unknown>;
}

export function draftOf(user: UserDetail): UserDraft {
  return {
    name: `${user.name.first} ${user.name.last}`.trim(),
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    role: user.role,
    inTraining: user.inTraining,
    canManageSkills: user.canManageSkills,
    language: user.language === 'en' || user.language === 'he' ? user.language : null,
    fields: { ...user.fields },
  };
}

/** The user as the update rules look at it (`userUpdateChecks`). */
export function updateTargetOf(user: UserDetail): UserUpdateTarget {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    inTraining: user.inTraining,
    canManageSkills: user.canManageSkills,
    companies: user.companies,
    client_projects: user.client_projects.map((p) => p._id),
    fields: user.fields,
  };
}

/** A value as it would be stored: anything empty is null (cleared), so typing and deleting is no change. */
function stored(field: UserFieldDefinition, value: unknown, current: unknown): unknown {
  // An unset switch shows as off: leaving it off is no answer, not a "no".
  if (field.type === 'boolean' && value === false && isEmptyFieldValue(current)) return null;
  return isEmptyFieldValue(value) ? null : value;
}

/** Deep equality of JSON values, key order aside. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => sameJson(item, (b as unknown[])[i]));
  const defined = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ak = defined(a);
  return ak.length === defined(b).length && ak.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** PUT /v2/users/{id}'s body: only what the draft changed. */
export function changesOf(user: UserDetail, draft: UserDraft, fields: readonly UserFieldDefinition[]): UserUpdateBody {
  const body: UserUpdateBody = {};
  const name = splitName(draft.name);
  if (name.first !== user.name.first || name.last !== user.name.last) body.name = name;
  const email = draft.email.trim().toLowerCase();
  if (email !== user.email.toLowerCase()) body.email = email;
  const phone = draft.phoneNumber.trim() || null;
  if (phone !== (user.phoneNumber ?? null)) body.phoneNumber = phone;
  if (draft.role !== user.role) body.role = draft.role;
  if (draft.inTraining !== user.inTraining) body.inTraining = draft.inTraining;
  if (draft.canManageSkills !== user.canManageSkills) body.canManageSkills = draft.canManageSkills;
  if (draft.language !== (user.language ?? null)) body.language = draft.language;
  const changed: Record<string, unknown> = {};
  for (const field of fields) {
    if (isCoreUserFieldKey(field.value) || !(field.value in draft.fields)) continue;
    const current = user.fields[field.value] ?? null;
    const next = stored(field, draft.fields[field.value], current);
    if (!sameJson(next, current)) changed[field.value] = next;
  }
  if (Object.keys(changed).length) body.fields = changed;
  return body;
}

/** The rules a save of `body` needs that the policy refuses: the Save button stays off while any is left. */
export function refusedChecks(can: Can, actorId: string, user: UserDetail, body: UserUpdateBody, fields: readonly UserFieldDefinition[]): UserUpdateCheck[] {
  const plan = userUpdateChecks(actorId, updateTargetOf(user), body, fields);
  return plan.checks.filter((check) => !('subject' in check ? can(check.action, check.subject as never) : can(check.action)));
}
