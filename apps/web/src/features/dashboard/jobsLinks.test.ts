import { describe, expect, it } from 'vitest';
import { jobsList, parseListQuery } from '@fieldwork/contracts';
import { jobsListUrl, jobUrl } from './jobsLinks';

const UUID = '0b3b5a4e-8f0e-4c1e-9d1a-2f8f3f0e7a11';
/** An address as the jobs list reads it: its filters, and what it refused. */
function read(url: string) {
  const { search } = new URL(url, 'http://fieldwork.test');
  return parseListQuery(jobsList, Object.fromEntries(new URLSearchParams(search)));
}

describe('links from the dashboard to the jobs list', () => {
  it('write filters the jobs list reads as they were meant', () => {
    const url = jobsListUrl({ status: 'review', jobType: UUID, assignee: UUID, createdAt: { from: '2026-03-01', to: '2026-03-30' } });
    const { query, issues } = read(url);
    expect(issues).toEqual([]);
    expect(query.filters).toEqual({
      status: ['review'],
      jobType: [UUID],
      assignee: [UUID],
      createdAt: { from: '2026-03-01', to: '2026-03-30' },
    });
    expect(jobsListUrl({ status: 'review' })).toBe('/jobs?status=review');
  });

  it('open the whole list without filters, and a job by its id', () => {
    expect(jobsListUrl()).toBe('/jobs');
    expect(jobUrl('j-12')).toBe('/jobs/j-12');
  });
});
