import type { Role, UserDetail, UserRow } from '@fieldwork/contracts';
import { makeUser } from '../../test/fixtures';

/** Test data of the users screens (no test runs from this file). */

/** A row of GET /v2/users: an active inspector unless told otherwise. */
export function makeUserRow(id: string, first: string, last: string, overrides: Partial<UserRow> = {}): UserRow {
  const state = overrides.state ?? 'active';
  return {
    _id: id,
    id,
    name: { first, last },
    email: `${first.toLowerCase()}@demo.test`,
    role: 'inspector',
    avatar: null,
    state,
    confirmed: state !== 'invited',
    verified: state !== 'invited',
    banned: state === 'banned',
    inTraining: false,
    phoneNumber: null,
    skills: [],
    created_at: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /v2/users/{id}: a confirmed user with the given role and field values. */
export function makeUserDetail(id: string, role: Role, overrides: Partial<UserDetail> = {}): UserDetail {
  const base = makeUser(role, { id, _id: id, email: `${id}@demo.test`, name: { first: 'Noa', last: 'Bar' } });
  return { ...base, phoneNumber: null, state: 'active', fields: {}, skills: [], ...overrides };
}

/** A page of the users list as the API answers it (rows in docs and in data). */
export function usersPage(docs: UserRow[], more: { totalDocs?: number; page?: number } = {}) {
  const totalDocs = more.totalDocs ?? docs.length;
  return { docs, data: docs, totalDocs, page: more.page ?? 1, limit: 20, totalPages: Math.max(1, Math.ceil(totalDocs / 20)), totalExact: true };
}

export const noNotifications = { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 };
