import { describe, expect, it } from 'vitest';
import {
  cloneNameOf,
  MESSAGES,
  parseListQuery,
  PROJECT_NAME_MAX,
  projectChoicesQuerySchema,
  projectCreateBodySchema,
  projectFeedQuerySchema,
  projectsList,
  projectUpdateBodySchema,
} from '../src';

const USER = '5f0c7b7e-3f1a-4c5e-9a47-1d2b3c4d5e6f';

describe('project bodies', () => {
  it("say 'Project name is required' for a missing, empty or blank name", () => {
    for (const body of [{}, { name: '' }, { name: '  ' }, { name: null }]) {
      const parsed = projectCreateBodySchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]).toMatchObject({ path: ['name'], message: MESSAGES.projectNameRequired });
    }
    expect(projectUpdateBodySchema.safeParse({ name: ' ' }).error!.issues[0].message).toBe(MESSAGES.projectNameRequired);
    expect(projectUpdateBodySchema.parse({})).toEqual({});
    expect(projectCreateBodySchema.parse({ name: ' Tower ' }).name).toBe('Tower');
  });
});

describe('cloneNameOf', () => {
  it('adds " (copy)" and stays within the name limit, never splitting a character', () => {
    expect(cloneNameOf('Harbour Tower')).toBe('Harbour Tower (copy)');
    const long = cloneNameOf('a'.repeat(PROJECT_NAME_MAX));
    expect(long).toHaveLength(PROJECT_NAME_MAX);
    expect(long.endsWith(' (copy)')).toBe(true);
    // 192 letters then an emoji (two UTF-16 units) across the cut: the emoji goes whole.
    const emoji = cloneNameOf(`${'b'.repeat(192)}😀${'c'.repeat(6)}`);
    expect(emoji).toBe(`${'b'.repeat(192)} (copy)`);
    expect(emoji.isWellFormed()).toBe(true);
    expect(projectCreateBodySchema.safeParse({ name: cloneNameOf('x'.repeat(PROJECT_NAME_MAX)) }).success).toBe(true);
  });
});

describe('the projects list (GET /v2/projects, /projects)', () => {
  it('searches, filters by company, a person and creation date, and sorts by name, company and creation', () => {
    const { query, issues } = parseListQuery(projectsList, { search: 'tower', 'company[contains]': 'north', user: USER, createdAt: 'this_month', sort: 'name' });
    expect(issues).toEqual([]);
    expect(query.filters).toEqual({ company: { op: 'contains', value: 'north' }, user: [USER], createdAt: { preset: 'this_month' } });
    expect(query.sort).toEqual({ key: 'name', dir: 'asc' });
    expect(projectsList.defaultSort).toEqual({ key: 'createdAt', dir: 'desc' });
    expect(parseListQuery(projectsList, { sort: 'updatedAt' }).issues.map((i) => i.param)).toEqual(['sort']);
    expect(parseListQuery(projectsList, { user: 'someone' }).issues.map((i) => i.param)).toEqual(['user']);
  });
});

describe('query shapes', () => {
  it('GET /v2/projects/all takes one company or several', () => {
    expect(projectChoicesQuerySchema.parse({ company: 'Acme' })).toEqual({ company: ['Acme'] });
    expect(projectChoicesQuerySchema.parse({ company: ['Acme', 'Beta'] })).toEqual({ company: ['Acme', 'Beta'] });
    expect(projectChoicesQuerySchema.parse({})).toEqual({});
    expect(projectChoicesQuerySchema.safeParse({ company: '' }).success).toBe(false);
  });

  it('a feed page holds 10 unless asked', () => {
    expect(projectFeedQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(projectFeedQuerySchema.parse({ page: '2', page_size: '5' })).toEqual({ page: 2, page_size: 5 });
  });
});
