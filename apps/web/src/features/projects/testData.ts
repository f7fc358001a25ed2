import type { ActivityEntry, ProjectDetail, ProjectSummary, UserSummary } from '@fieldwork/contracts';

/** Test data of the projects screens (no test runs from this file). */

export function makePerson(id: string, first: string, last: string): UserSummary {
  return { _id: id, name: { first, last }, email: `${first.toLowerCase()}@demo.test`, role: 'inspector', avatar: null };
}

/** A row of GET /v2/projects. */
export function makeProjectRow(id: string, name: string, overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  const users = overrides.users ?? [];
  return {
    _id: id,
    name,
    company: 'Acme Build',
    avatar: null,
    location: null,
    users,
    usersCount: users.length,
    created_at: '2026-02-03T10:00:00.000Z',
    updated_at: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /v2/projects/{id}. */
export function makeProject(id: string, name: string, overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  const users = overrides.users ?? [];
  return { ...makeProjectRow(id, name), avatarAssetId: null, fields: [], visibility: {}, created_by: 'u-1', usersCount: users.length, ...overrides };
}

/** A page as the lists answer it. */
export function page<T>(docs: T[], more: { totalDocs?: number; page?: number; limit?: number } = {}) {
  const limit = more.limit ?? 20;
  const totalDocs = more.totalDocs ?? docs.length;
  return { docs, totalDocs, page: more.page ?? 1, limit, totalPages: Math.max(1, Math.ceil(totalDocs / limit)), totalExact: true };
}

export function makeFeedEntry(n: number, message = `Entry ${n}`): ActivityEntry {
  return {
    _id: `f-${n}`,
    message,
    type: 'project_details_changed',
    params: {},
    tokens: { job: null, idProject: 'p-1', project: 'Tower', jobType: null },
    actor: 'u-1',
    impersonatedBy: null,
    created_at: '2026-02-04T09:30:00.000Z',
  };
}

export const noNotifications = { docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 };
