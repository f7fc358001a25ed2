import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LISTS,
  MAX_PAGE_SIZE,
  defineList,
  emptyListQuery,
  filesList,
  filtersToRecord,
  hasActiveFilters,
  listQueryToParams,
  listQueryToState,
  parseListQuery,
  type ListQuery,
} from '../src';

/** A list with one filter of every kind. */
const every = defineList({
  name: 'every',
  action: 'files.browse',
  columns: [{ key: 'name', label: 'n', sort: 'name' }],
  sorts: ['name', 'createdAt'],
  defaultSort: { key: 'createdAt', dir: 'desc' },
  search: true,
  filters: [
    { kind: 'radio', key: 'state', label: 's', options: ['open', 'closed'] },
    { kind: 'checkbox', key: 'kind', label: 'k', options: ['pdf', 'image', 'video'] },
    { kind: 'text', key: 'name', label: 'n', operators: ['contains'] },
    { kind: 'select', key: 'target', label: 't', options: ['job', 'user'] },
    { kind: 'searchSelect', key: 'project', label: 'p', source: 'projects', idFormat: 'uuid', max: 3 },
    { kind: 'autoSelect', key: 'city', label: 'c', options: ['haifa', 'eilat'] },
    { kind: 'user', key: 'owner', label: 'o', max: 2 },
    { kind: 'date', key: 'createdAt', label: 'd' },
    {
      kind: 'multiStep',
      key: 'attachedTo',
      label: 'a',
      steps: [
        { key: 'target', label: 't', options: ['job', 'user'] },
        { key: 'id', label: 'i', idFormat: 'key' },
      ],
    },
  ],
});
const U1 = '3f0c1c52-8f7e-4c59-9d1c-0e8b6f1f7a01';
const U2 = '3f0c1c52-8f7e-4c59-9d1c-0e8b6f1f7a02';

const parse = (params: Record<string, unknown>) => parseListQuery(every, params);

describe('parseListQuery reads every filter kind', () => {
  it('reads one value of each', () => {
    const { query, issues } = parse({
      state: 'open',
      kind: 'pdf,image,pdf',
      'name[contains]': ' plan ',
      target: 'job',
      project: U1,
      city: 'haifa',
      owner: `${U1},${U2}`,
      createdAt: 'this_week',
      attachedTo: 'job/J-17',
    });
    expect(issues).toEqual([]);
    expect(query.filters).toEqual({
      state: 'open',
      kind: ['pdf', 'image'],
      name: { op: 'contains', value: 'plan' },
      target: 'job',
      project: [U1],
      city: ['haifa'],
      owner: [U1, U2],
      createdAt: { preset: 'this_week' },
      attachedTo: ['job', 'J-17'],
    });
  });

  it('takes a text filter without an operator as contains', () => {
    expect(parse({ name: 'plan' }).query.filters.name).toEqual({ op: 'contains', value: 'plan' });
  });

  it('reads custom date ranges, open at either end', () => {
    expect(parse({ createdAt: '2026-03-01..2026-03-31' }).query.filters.createdAt).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(parse({ createdAt: '2026-03-01..' }).query.filters.createdAt).toEqual({ from: '2026-03-01' });
    expect(parse({ createdAt: '..2026-03-31' }).query.filters.createdAt).toEqual({ to: '2026-03-31' });
  });

  it('reads a multi step filter one step deep', () => {
    expect(parse({ attachedTo: 'user' }).query.filters.attachedTo).toEqual(['user']);
  });
});

describe('parseListQuery refuses, naming the parameter', () => {
  it.each([
    [{ colour: 'red' }, 'colour', /Unknown filter 'colour'/],
    [{ 'name[equals]': 'x' }, 'name[equals]', /Unknown operator 'equals'/],
    [{ 'kind[contains]': 'pdf' }, 'kind[contains]', /takes no operator/],
    [{ 'name[a][b]': 'x' }, 'name[a][b]', /Unknown filter/],
    [{ state: 'half' }, 'state', /not one of open, closed/],
    [{ kind: 'pdf,exe' }, 'kind', /'exe' is not one of/],
    [{ kind: ',,' }, 'kind', /at least one/],
    [{ project: 'not-a-uuid' }, 'project', /not a valid id/],
    [{ owner: `${U1},${U2},${U1.replace('01', '03')}` }, 'owner', /At most 2/],
    [{ createdAt: 'yesterday' }, 'createdAt', /neither a date preset nor a range/],
    [{ createdAt: '2026-02-30..' }, 'createdAt', /Not a calendar date/],
    [{ createdAt: '2026-03-05..2026-03-01' }, 'createdAt', /ends before it starts/],
    [{ createdAt: '..' }, 'createdAt', /neither/],
    [{ attachedTo: 'job/J-1/extra' }, 'attachedTo', /1 to 2 values/],
    [{ attachedTo: 'invoice/7' }, 'attachedTo', /not valid for target/],
    [{ attachedTo: 'job/a b' }, 'attachedTo', /not valid for id/],
    [{ name: '   ' }, 'name', /Type something/],
    [{ name: 'x'.repeat(201) }, 'name', /At most 200/],
    [{ sort: 'password' }, 'sort', /Unknown sort 'password'/],
    [{ sort: 'createdAt;drop table assets' }, 'sort', /Unknown sort/],
    [{ page: '0' }, 'page', /number from 1/],
    [{ page: '2.5' }, 'page', /number from 1/],
    [{ page: '1e3' }, 'page', /number from 1/],
    [{ limit: '7' }, 'limit', /5, 10, 20, 25, 50, 100/],
    [{ search: 'x'.repeat(201) }, 'search', /At most 200/],
    [{ kind: ['pdf', 'image'] }, 'kind', /once/],
    [{ name: 'a\u0000b' }, 'name', /not allowed/],
    [{ name: 'a\ud800b' }, 'name', /not allowed/],
  ])('%j', (params, param, message) => {
    const { issues } = parse(params);
    expect(issues).toHaveLength(1);
    expect(issues[0].param).toBe(param);
    expect(issues[0].message).toMatch(message);
  });

  it('drops what it refuses and keeps the rest', () => {
    const { query, issues } = parse({ state: 'open', colour: 'red', sort: 'nope' });
    expect(issues.map((i) => i.param)).toEqual(['sort', 'colour']);
    expect(query.filters).toEqual({ state: 'open' });
    expect(query.sort).toEqual(every.defaultSort);
  });

  it('keeps injection attempts as literal values or refuses them', () => {
    const { query, issues } = parse({ 'name[contains]': "x'; drop table assets; --%_\\" });
    expect(issues).toEqual([]);
    expect(query.filters.name).toEqual({ op: 'contains', value: "x'; drop table assets; --%_\\" });
    expect(parse({ kind: "pdf'; drop table assets; --" }).issues).toHaveLength(1);
    expect(parse({ "kind'; --": 'pdf' }).issues[0].message).toMatch(/Unknown filter/);
  });

  it('refuses search on a list without one', () => {
    const noSearch = defineList({ ...every, name: 'quiet', search: false });
    expect(parseListQuery(noSearch, { search: 'x' }).issues[0].message).toMatch(/no search/);
  });

  it('leaves alone the parameters another layer reads', () => {
    expect(parseListQuery(every, { view: 'tiles', widgetId: 'w1' }, { ignore: ['view', 'widgetId'] }).issues).toEqual([]);
  });
});

describe('paging and sorting', () => {
  it('defaults to the first page of 20 in the declared order', () => {
    expect(parse({}).query).toEqual(emptyListQuery(every));
    expect(emptyListQuery(every)).toMatchObject({ page: 1, limit: 20, sort: { key: 'createdAt', dir: 'desc' } });
  });

  it('reads -key as descending and key as ascending', () => {
    expect(parse({ sort: '-name' }).query.sort).toEqual({ key: 'name', dir: 'desc' });
    expect(parse({ sort: 'name' }).query.sort).toEqual({ key: 'name', dir: 'asc' });
  });

  it("serves the spec's page_size (999999 for all of a user's files) clamped", () => {
    expect(parse({ page_size: '999999' }).query.limit).toBe(MAX_PAGE_SIZE);
    expect(parse({ page_size: '20', limit: '50' }).query.limit).toBe(50);
  });
});

describe('listQueryToParams writes what parseListQuery reads', () => {
  it('leaves defaults out', () => {
    expect(listQueryToParams(every, emptyListQuery(every))).toEqual([]);
  });

  it('writes each kind as documented', () => {
    const query: ListQuery = {
      page: 3,
      limit: 50,
      sort: { key: 'name', dir: 'asc' },
      search: 'north wing',
      filters: {
        kind: ['pdf', 'image'],
        name: { op: 'contains', value: 'plan' },
        createdAt: { from: '2026-03-01', to: '2026-03-31' },
        attachedTo: ['job', 'J-17'],
      },
    };
    expect(new URLSearchParams(listQueryToParams(every, query)).toString()).toBe(
      'page=3&limit=50&sort=name&search=north+wing&kind=pdf%2Cimage&name%5Bcontains%5D=plan&createdAt=2026-03-01..2026-03-31&attachedTo=job%2FJ-17',
    );
  });

  it('round-trips any valid query', () => {
    const value = (options: readonly string[]) => fc.uniqueArray(fc.constantFrom(...options), { minLength: 1 });
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const queries = fc.record({
      page: fc.integer({ min: 1, max: 1_000_000 }),
      limit: fc.constantFrom(...every.pageSizes),
      sort: fc.record({ key: fc.constantFrom(...every.sorts), dir: fc.constantFrom('asc' as const, 'desc' as const) }),
      search: fc.string({ maxLength: 50 }).map((s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()),
      filters: fc.record(
        {
          state: fc.constantFrom('open', 'closed'),
          kind: value(['pdf', 'image', 'video']),
          name: fc
            .string({ minLength: 1, maxLength: 40 })
            .map((s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim())
            .filter(Boolean)
            .map((v) => ({ op: 'contains' as const, value: v })),
          owner: fc.uniqueArray(fc.constantFrom(U1, U2), { minLength: 1 }),
          createdAt: fc.oneof(
            fc.constantFrom('today', 'this_month').map((preset) => ({ preset })),
            fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
          ),
          attachedTo: fc.tuple(fc.constantFrom('job', 'user'), fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/)).map((t) => [...t]),
        },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(queries, (query) => {
        const params = Object.fromEntries(listQueryToParams(every, query as ListQuery));
        const back = parseListQuery(every, params);
        expect(back.issues).toEqual([]);
        expect(back.query).toEqual(query);
      }),
      { numRuns: 300 },
    );
  });
});

describe('saved state', () => {
  it('keeps filters, sort and search, not the page', () => {
    const state = listQueryToState(every, { page: 4, limit: 50, sort: { key: 'name', dir: 'asc' }, search: 'x', filters: { state: 'open' } });
    expect(state).toEqual({ sort: 'name', search: 'x', state: 'open' });
    expect(filtersToRecord(every, { kind: ['pdf'] })).toEqual({ kind: 'pdf' });
  });

  it('says whether filters are active (the download button)', () => {
    expect(hasActiveFilters({ filters: {} })).toBe(false);
    expect(hasActiveFilters({ filters: { state: 'open' } })).toBe(true);
  });
});

describe('the declared lists', () => {
  it('are coherent and named by their key', () => {
    for (const [name, def] of Object.entries(LISTS)) expect(def.name).toBe(name);
  });

  it("read /files' job link (?jobId=a,b)", () => {
    expect(parseListQuery(filesList, { jobId: 'J-1,J-2' }).query.filters.jobId).toEqual(['J-1', 'J-2']);
  });

  it('refuse a definition that reuses a reserved or repeated key', () => {
    expect(() => defineList({ ...every, filters: [{ kind: 'date', key: 'page', label: 'x' }] })).toThrow(/reserved/);
    expect(() => defineList({ ...every, filters: [every.filters[0], every.filters[0]] })).toThrow(/repeated/);
    expect(() => defineList({ ...every, defaultSort: { key: 'size', dir: 'asc' } })).toThrow(/default sort/);
  });
});
