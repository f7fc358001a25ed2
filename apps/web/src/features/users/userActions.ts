import type { ReinviteBody, UserRow } from '@fieldwork/contracts';
import type { Can } from '../../app/access/boundPolicy';

/** What may be done to the selected users: each action only when the policy allows it for every one of them. */
export interface UserOffers {
  /** Users to ban (the ban call toggles, so only those not banned yet). */
  ban: UserRow[];
  /** Users to unban. */
  unban: UserRow[];
  reinvite: boolean;
  remove: boolean;
}

const everyRow = (rows: readonly UserRow[], allowed: (row: UserRow) => boolean) => rows.length > 0 && rows.every(allowed);

/** The offers for a selection (spec 1 sections 4.3 and 6), as the policy answers for each row. */
export function userOffers(can: Can, rows: readonly UserRow[]): UserOffers {
  const mayBan = everyRow(rows, (u) => can('user.ban', { id: u.id, role: u.role }));
  return {
    ban: mayBan ? rows.filter((u) => !u.banned) : [],
    unban: mayBan ? rows.filter((u) => u.banned) : [],
    reinvite: everyRow(rows, (u) => can('user.reinvite', { id: u.id, role: u.role, confirmed: u.confirmed, verified: u.verified })),
    remove: everyRow(rows, (u) => can('user.remove', { id: u.id, role: u.role })),
  };
}

/** POST /v2/users/reinvite's list: each user's address and role. */
export function reinviteList(rows: readonly UserRow[]): ReinviteBody['data'] {
  return rows.map((u) => ({ email: u.email, role: u.role }));
}
