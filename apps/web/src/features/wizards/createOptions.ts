import type { Role } from '@fieldwork/contracts';
import type { Can } from '../../app/access/boundPolicy';

export type CreateKind = 'project' | 'job' | 'user' | 'jobType';

/** Clients and inspectors get the job-only wizard (spec 1 section 2.6): they create jobs and nothing else. */
export function isJobOnly(role: Role): boolean {
  return role === 'inspector' || role === 'client';
}

/**
 * What the "what to create" page offers (spec 1 section 2.6), in order. As the menus do, what
 * may not be opened is left out rather than shown disabled: a project needs the right to create
 * one (the policy's project.create: the projects app), a user the right to invite.
 */
export function createOptions(role: Role, can: Can): CreateKind[] {
  if (isJobOnly(role)) return ['job'];
  const options: CreateKind[] = [];
  if (can('project.create')) options.push('project');
  options.push('job');
  if (can('user.invite')) options.push('user');
  if (can('jobType.manage')) options.push('jobType');
  return options;
}
