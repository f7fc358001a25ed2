import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../model';
import { makeContext, makeElement, makeJob, FLOOR, WALL } from './testData';
import { activeFilterChips, filterElements, filterOptions, formatFilterDate, newestFirst, parseFilterDate } from './filters';

const jobA = makeJob('job-a', 101, { status: 'review', jobType: { _id: 'type-1', title: 'Inspection', icon: null } });
const jobB = makeJob('job-b', 102, { status: 'open', jobType: { _id: 'type-2', title: 'Repair', icon: null } });
const context = makeContext([jobA, jobB]);

// Created at noon UTC, so the local day is the same in every time zone the tests run in (±11 h).
const first = makeElement({ job: 'job-a', elementId: WALL.id, user: { _id: 'u-1', name: 'Dana' }, created_at: '2026-03-01T12:00:00.000Z' });
const second = makeElement({ job: 'job-b', elementId: FLOOR.id, user: { _id: 'u-2', name: 'Avi' }, created_at: '2026-03-05T12:00:00.000Z' });
const third = makeElement({ job: 'job-b', elementId: WALL.id, user: null, created_at: '2026-03-09T12:00:00.000Z' });
const all = [first, second, third];
const ids = (list: { _id: string }[]) => list.map((e) => e._id);

describe('layer filters', () => {
  it('let everything through when none is set', () => {
    expect(ids(filterElements(all, context, NO_FILTERS))).toEqual(ids(all));
  });

  it('filter by user, element definition, job type, status and job id', () => {
    expect(ids(filterElements(all, context, { ...NO_FILTERS, users: ['u-2'] }))).toEqual([second._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, elements: [WALL.id] }))).toEqual([first._id, third._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, jobTypes: ['type-2'] }))).toEqual([second._id, third._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, statuses: ['review'] }))).toEqual([first._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, jobIds: [102] }))).toEqual([second._id, third._id]);
  });

  it('take any value within one filter and every filter together', () => {
    expect(ids(filterElements(all, context, { ...NO_FILTERS, users: ['u-1', 'u-2'] }))).toEqual([first._id, second._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, jobIds: [102], elements: [WALL.id] }))).toEqual([third._id]);
  });

  it('read the date range inclusively on both ends', () => {
    expect(ids(filterElements(all, context, { ...NO_FILTERS, from: '2026-03-05', to: '2026-03-09' }))).toEqual([second._id, third._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, to: '2026-03-01' }))).toEqual([first._id]);
    expect(ids(filterElements(all, context, { ...NO_FILTERS, from: '2026-03-10' }))).toEqual([]);
  });

  it('drop elements whose job is unknown when a job filter is set', () => {
    const orphan = makeElement({ job: 'job-gone' });
    expect(filterElements([orphan], context, { ...NO_FILTERS, statuses: ['open'] })).toEqual([]);
    expect(filterElements([orphan], context, NO_FILTERS)).toEqual([orphan]);
  });

  it('parse and show dates as d/m/Y, refusing impossible days', () => {
    expect(parseFilterDate('5/3/2026')).toBe('2026-03-05');
    expect(parseFilterDate('05/03/2026')).toBe('2026-03-05');
    expect(parseFilterDate('31/2/2026')).toBeNull();
    expect(parseFilterDate('2026-03-05')).toBeNull();
    expect(formatFilterDate('2026-03-05')).toBe('5/3/2026');
  });

  it('name the active filters as chips, each removable on its own', () => {
    const filters = { ...NO_FILTERS, users: ['u-2'], from: '2026-03-05', jobIds: [101], statuses: ['review'] };
    const chips = activeFilterChips(filters, {
      userName: (id) => (id === 'u-2' ? 'Avi' : id),
      jobTypeName: (id) => id,
      elementName: (id) => id,
      statusName: (s) => s.toUpperCase(),
    });
    expect(chips.map((c) => [c.kind, c.value])).toEqual([
      ['user', 'Avi'],
      ['from', '5/3/2026'],
      ['status', 'REVIEW'],
      ['jobId', '#101'],
    ]);
    expect(chips[0]!.without.users).toEqual([]);
    expect(chips[1]!.without.from).toBeNull();
    expect(chips[3]!.without).toEqual({ ...filters, jobIds: [] });
  });

  it('offer the values found on the plan', () => {
    const options = filterOptions(all, context);
    expect(options.users).toEqual([{ id: 'u-2', name: 'Avi' }, { id: 'u-1', name: 'Dana' }]);
    expect(options.jobTypes.map((j) => j.name)).toEqual(['Inspection', 'Repair']);
    expect(options.elements.map((e) => e.name)).toEqual(['Floor', 'Wall']);
    expect(options.statuses).toEqual(['open', 'review']);
    expect(options.jobIds).toEqual([101, 102]);
  });

  it('sort newest first, keeping the order of equal times', () => {
    const twin = makeElement({ created_at: third.created_at });
    expect(ids(newestFirst([first, third, second, twin]))).toEqual([third._id, twin._id, second._id, first._id]);
  });

  it('filter 5,000 elements quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) => makeElement({ job: i % 2 ? 'job-a' : 'job-b', created_at: new Date(Date.UTC(2026, 0, 1 + (i % 60), 12)).toISOString() }));
    const started = performance.now();
    const result = newestFirst(filterElements(many, context, { ...NO_FILTERS, statuses: ['review'], from: '2026-01-10' }));
    expect(performance.now() - started).toBeLessThan(200);
    expect(result.length).toBeGreaterThan(0);
  });
});
