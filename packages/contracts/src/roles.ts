/** The roles of a user, from highest to lowest (spec 1 section 6). */
export const ROLES = ['sys_admin', 'business_admin', 'project_manager', 'inspector', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** The role a new user gets when none is chosen. */
export const DEFAULT_ROLE: Role = 'inspector';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Rank of a role: 0 for sys_admin, growing towards client. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** Whether `role` is at or above `minimum` in the role order. */
export function isRoleAtLeast(role: Role, minimum: Role): boolean {
  return roleRank(role) <= roleRank(minimum);
}

/** sys_admin and business_admin: the roles that bypass menu guards and see every field. */
export function isAdminRole(role: Role): boolean {
  return isRoleAtLeast(role, 'business_admin');
}

/** Staff: everyone above inspector (users, files and shift view need this). */
export function isManagerRole(role: Role): boolean {
  return isRoleAtLeast(role, 'project_manager');
}

/**
 * The roles `inviter` may give a new user (spec 1 section 6). The client role is offered only
 * while the client app is on.
 */
export function invitableRoles(inviter: Role, clientAppEnabled: boolean): Role[] {
  const byInviter: Record<Role, Role[]> = {
    sys_admin: [...ROLES],
    business_admin: ['inspector', 'project_manager', 'client'],
    project_manager: ['inspector', 'client'],
    inspector: [],
    client: [],
  };
  return byInviter[inviter].filter((r) => r !== 'client' || clientAppEnabled);
}

/** Only sys_admin and business_admin may change a user's role. */
export function canChangeRole(actor: Role): boolean {
  return isAdminRole(actor);
}
