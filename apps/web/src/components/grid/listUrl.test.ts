import { describe, expect, it } from 'vitest';
import { filesList, type ListQuery } from '@fieldwork/contracts';
import { initialSource, queryOfState, readListUrl, writeListUrl } from './listUrl';

const url = (s: string) => new URLSearchParams(s);

describe('a list in the address', () => {
  it('round-trips a state through the address: page, size, sort, search and every kind of filter', () => {
    const query: ListQuery = {
      page: 3,
      limit: 50,
      sort: { key: 'size', dir: 'asc' },
      search: 'roof plan',
      filters: {
        kind: ['pdf', 'image'],
        name: { op: 'contains', value: 'north' },
        visibility: 'private',
        uploadedBy: ['0b3b5a4e-8f0e-4c1e-9d1a-2f8f3f0e7a11'],
        createdAt: { from: '2026-03-01', to: '2026-03-31' },
        jobId: ['j1', 'j2'],
        attachedTo: ['job', 'j-9'],
      },
    };
    const address = writeListUrl(filesList, query, url(''));
    expect(readListUrl(filesList, address)).toEqual({ query, issues: [] });
    expect(address.toString()).toContain('name%5Bcontains%5D=north');
  });

  it('leaves the defaults out, and keeps the view it does not own', () => {
    const address = writeListUrl(filesList, { ...readListUrl(filesList, url('')).query, search: ' ' }, url('view=tiles&widgetId=w'));
    expect(address.toString()).toBe('view=tiles');
  });

  it('drops stale and unknown parameters as issues, keeping the rest', () => {
    const { query, issues } = readListUrl(filesList, url('kind=pdf,zip&colour=red&sort=-owner&page=0&limit=7&createdAt=this_week&view=tiles&reference=x'));
    expect(issues.map((i) => i.param)).toEqual(['page', 'limit', 'sort', 'kind', 'colour']);
    expect(query.filters).toEqual({ createdAt: { preset: 'this_week' } });
    expect(query.page).toBe(1);
    expect(writeListUrl(filesList, query, url('view=tiles')).toString()).toBe('createdAt=this_week&view=tiles');
  });

  it('refuses a parameter given twice rather than guessing', () => {
    expect(readListUrl(filesList, url('kind=pdf&kind=image')).issues).toEqual([{ param: 'kind', message: 'Give this parameter once' }]);
  });

  it('reads a saved state (a default, a widget, a view) and drops what no longer parses', () => {
    expect(queryOfState(filesList, { kind: 'pdf', gone: 'x', sort: 'originalName' })).toMatchObject({ filters: { kind: ['pdf'] }, sort: { key: 'originalName', dir: 'asc' } });
    expect(queryOfState(filesList, null).filters).toEqual({});
  });

  describe('what a list opens with', () => {
    const none = {};
    it("takes a widget's saved filters when both reference and widgetId are there, even on a route with an id", () => {
      expect(initialSource({ search: url('reference=dash&widgetId=w1'), routeParams: none, hasPreset: true })).toEqual({ kind: 'widget', widgetId: 'w1' });
      expect(initialSource({ search: url('reference=dash&widgetId=w1'), routeParams: { id: 'p1' }, hasPreset: false })).toEqual({ kind: 'widget', widgetId: 'w1' });
      expect(initialSource({ search: url('widgetId=w1'), routeParams: none, hasPreset: false })).toEqual({ kind: 'default' });
    });

    it('loads no default or preset on a route with an id', () => {
      expect(initialSource({ search: url(''), routeParams: { id: 'p1' }, hasPreset: true })).toEqual({ kind: 'none' });
    });

    it('keeps what the address says, else the preset, else the saved default', () => {
      expect(initialSource({ search: url('kind=pdf'), routeParams: none, hasPreset: true })).toEqual({ kind: 'url' });
      expect(initialSource({ search: url('view=tiles'), routeParams: none, hasPreset: true })).toEqual({ kind: 'preset' });
      expect(initialSource({ search: url('view=tiles'), routeParams: none, hasPreset: false })).toEqual({ kind: 'default' });
      expect(initialSource({ search: url('tab=2'), routeParams: none, hasPreset: false, ignore: ['tab'] })).toEqual({ kind: 'default' });
    });
  });
});
