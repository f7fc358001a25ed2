import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_OPTIONS, clampPageSize, pageQuerySchema, toPage } from '../src';

describe('page sizes (spec 3 section 9)', () => {
  it('default to 20 from the options 5, 10, 20, 25, 50, 100', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 20, 25, 50, 100]);
  });
});

describe('clampPageSize', () => {
  it.each([
    [20, 20],
    [1, 1],
    [0, 1],
    [-5, 1],
    [20.9, 20],
    [MAX_PAGE_SIZE, MAX_PAGE_SIZE],
    [501, MAX_PAGE_SIZE],
    [999999, MAX_PAGE_SIZE],
    [Number.POSITIVE_INFINITY, MAX_PAGE_SIZE],
  ])('serves %s as %s', (requested, served) => {
    expect(clampPageSize(requested)).toBe(served);
  });

  it('serves every grid option unchanged', () => {
    for (const size of PAGE_SIZE_OPTIONS) expect(clampPageSize(size)).toBe(size);
  });
});

describe('pageQuerySchema', () => {
  it('defaults to the first page of 20 and coerces query strings', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(pageQuerySchema.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
  });

  it('refuses page 0 and fractional sizes', () => {
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page_size: '2.5' }).success).toBe(false);
  });
});

describe('toPage', () => {
  it('wraps docs with the counters the spec reads', () => {
    expect(toPage(['a', 'b'], 45, 2, 20)).toEqual({ docs: ['a', 'b'], totalDocs: 45, page: 2, limit: 20, totalPages: 3 });
  });

  it.each([
    [40, 20, 2],
    [41, 20, 3],
    [1, 20, 1],
    [0, 20, 1],
  ])('%s docs in pages of %s make %s pages', (total, limit, pages) => {
    expect(toPage([], total, 1, limit).totalPages).toBe(pages);
  });
});
