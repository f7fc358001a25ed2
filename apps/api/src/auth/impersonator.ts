import type { UserRow } from '../users/users.repository';

/**
 * Whether the sys_admin behind an impersonation session may still act as someone: not removed,
 * not banned, still sys_admin. Asked by the token check and the refresh grant, so banning or
 * demoting the admin ends the sessions they opened as others at once.
 */
export function isImpersonator(admin: UserRow | null): boolean {
  return Boolean(admin && !admin.banned && admin.role === 'sys_admin');
}
