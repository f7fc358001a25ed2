import { DEFAULT_ACTIVE_TOGGLES, TOGGLE_KEYS, type InstanceSettings, type Role, type ToggleKey } from '@fieldwork/contracts';
import type { Database } from '../db/database';
import { appToggles, instanceHosts, instances, users } from '../db/schema';

export interface NewInstance {
  name: string;
  hosts: string[];
  /** Hosts among `hosts` that are main hosts. */
  mainHosts?: string[];
  active?: boolean;
  settings?: InstanceSettings;
  activeToggles?: readonly ToggleKey[];
}

/** Creates an instance with its hosts and toggles. Cross-instance work: the privileged path. */
export async function createInstance(db: Database, input: NewInstance): Promise<{ id: string; name: string }> {
  return db.privileged((d) =>
    d.transaction(async (tx) => {
      const [row] = await tx
        .insert(instances)
        .values({ name: input.name, active: input.active ?? true, settings: input.settings ?? {} })
        .returning({ id: instances.id, name: instances.name });
      await tx.insert(instanceHosts).values(
        input.hosts.map((host) => ({ host: host.toLowerCase(), instanceId: row.id, isMain: input.mainHosts?.includes(host.toLowerCase()) ?? false })),
      );
      const active = new Set(input.activeToggles ?? DEFAULT_ACTIVE_TOGGLES);
      await tx
        .insert(appToggles)
        .values(TOGGLE_KEYS.map((toggleId) => ({ instanceId: row.id, toggleId, isActive: active.has(toggleId) })));
      return row;
    }),
  );
}

export interface NewUser {
  email: string;
  role: Role;
  passwordHash: string | null;
  firstName?: string;
  lastName?: string;
  banned?: boolean;
  confirmed?: boolean;
}

/** Creates a user in an instance, as that tenant. */
export async function createUser(db: Database, instanceId: string, input: NewUser): Promise<{ id: string }> {
  return db.tenant(instanceId, async ({ tx }) => {
    const [row] = await tx
      .insert(users)
      .values({
        instanceId,
        email: input.email.toLowerCase(),
        role: input.role,
        passwordHash: input.passwordHash,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        banned: input.banned ?? false,
        confirmed: input.confirmed ?? true,
        verified: input.confirmed ?? true,
      })
      .returning({ id: users.id });
    return row;
  });
}
