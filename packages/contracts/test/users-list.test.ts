import { describe, expect, it } from 'vitest';
import { listQueryToParams, parseListQuery, usersList, usersPageSchema, type UserRow } from '../src';

const SKILL = '5f0c7b7e-3f1a-4c5e-9a47-1d2b3c4d5e6f';

describe('the users list (GET /v2/users, /users)', () => {
  it("reads the spec's query: search, role, include_me, excludeRoles, page and page_size 100", () => {
    const { query, issues } = parseListQuery(usersList, {
      search: 'dana',
      role: 'inspector',
      include_me: 'false',
      excludeRoles: 'client,sys_admin',
      page: '2',
      page_size: '100',
    });
    expect(issues).toEqual([]);
    expect(query).toMatchObject({ page: 2, limit: 100, search: 'dana' });
    expect(query.filters).toEqual({ role: ['inspector'], include_me: 'false', excludeRoles: ['client', 'sys_admin'] });
  });

  it('filters by role, state (active, invited, banned) and skill', () => {
    const { query, issues } = parseListQuery(usersList, { role: 'inspector,client', state: 'invited,banned', skill: SKILL });
    expect(issues).toEqual([]);
    expect(query.filters).toEqual({ role: ['inspector', 'client'], state: ['invited', 'banned'], skill: [SKILL] });
    expect(parseListQuery(usersList, { state: 'deleted' }).issues.map((i) => i.param)).toEqual(['state']);
    expect(parseListQuery(usersList, { skill: 'welding' }).issues.map((i) => i.param)).toEqual(['skill']);
  });

  it('offers the grid its filters; include_me and excludeRoles are read but not offered', () => {
    const offered = usersList.filters.filter((f) => !f.hidden).map((f) => f.key);
    expect(offered).toEqual(['role', 'state', 'skill']);
  });

  it('sorts by name, e-mail, role, state and creation, by name by default', () => {
    expect([...usersList.sorts]).toEqual(['name', 'email', 'role', 'state', 'createdAt']);
    expect(usersList.defaultSort).toEqual({ key: 'name', dir: 'asc' });
    expect(parseListQuery(usersList, { sort: '-role' }).query.sort).toEqual({ key: 'role', dir: 'desc' });
  });

  it('round-trips a grid state through its address', () => {
    const { query } = parseListQuery(usersList, { state: 'active', role: 'project_manager', sort: '-createdAt' });
    expect(parseListQuery(usersList, Object.fromEntries(listQueryToParams(usersList, query))).query).toEqual(query);
  });

  it('pages carry the rows in docs and, for the spec clients, in data', () => {
    const row: UserRow = {
      _id: 'u1',
      id: 'u1',
      name: { first: 'Dana', last: 'Levi' },
      email: 'dana@acme.com',
      role: 'inspector',
      avatar: null,
      state: 'invited',
      confirmed: false,
      verified: false,
      banned: false,
      inTraining: false,
      phoneNumber: null,
      skills: [],
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const page = { docs: [row], data: [row], totalDocs: 1, page: 1, limit: 100, totalPages: 1, totalExact: true };
    expect(usersPageSchema.parse(page).data[0].state).toBe('invited');
    expect(usersPageSchema.safeParse({ ...page, data: [{ ...row, state: 'deleted' }] }).success).toBe(false);
  });
});
