import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, type Role } from '@fieldwork/contracts';
import { bindPolicy } from '../../app/access/boundPolicy';
import { togglesWith } from '../../test/fixtures';
import { createOptions } from './createOptions';

function optionsFor(role: Role, apps: Parameters<typeof togglesWith>[0] = ['projects']) {
  const { can } = bindPolicy({ id: 'u-1', role, canManageSkills: false }, { toggles: togglesWith(apps), security: DEFAULT_SECURITY_FLAGS, isMainHost: true });
  return createOptions(role, can);
}

describe('what to create (spec 1 section 2.6)', () => {
  it('offers staff a project, a job and a user, and admins a job type too', () => {
    expect(optionsFor('sys_admin')).toEqual(['project', 'job', 'user', 'jobType']);
    expect(optionsFor('business_admin')).toEqual(['project', 'job', 'user', 'jobType']);
    expect(optionsFor('project_manager')).toEqual(['project', 'job', 'user']);
  });

  it('leaves the project out without the projects app', () => {
    expect(optionsFor('business_admin', [])).toEqual(['job', 'user', 'jobType']);
  });

  it('gives clients and inspectors the job-only wizard', () => {
    expect(optionsFor('inspector')).toEqual(['job']);
    expect(optionsFor('client')).toEqual(['job']);
  });
});
