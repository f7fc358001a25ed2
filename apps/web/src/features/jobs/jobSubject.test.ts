import { describe, expect, it } from 'vitest';
import { jobSubjectOf } from './jobSubject';
import { makeJobRow, makePerson } from './testData';

describe('a job as the policy sees it', () => {
  const job = makeJobRow('j-1', 1, { status: 'done', users: [makePerson('u-1', 'Dana', 'Levi')] });
  const tower = { _id: job.project!._id, name: 'Tower A', avatar: null };

  it('knows whether the user is one of its people and whether a client sees its project', () => {
    expect(jobSubjectOf(job, { id: 'u-1', client_projects: [tower] })).toEqual({ status: 'done', isAssignee: true, isClientProject: true });
    expect(jobSubjectOf(job, { id: 'u-2', client_projects: [{ ...tower, _id: 'p-2' }] })).toEqual({ status: 'done', isAssignee: false, isClientProject: false });
  });

  it('takes a job without a project as none of a client\'s projects', () => {
    expect(jobSubjectOf({ ...job, project: null }, { id: 'u-1', client_projects: [tower] })).toEqual({ status: 'done', isAssignee: true, isClientProject: false });
  });
});
