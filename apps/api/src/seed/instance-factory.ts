import { DEFAULT_ACTIVE_TOGGLES, TOGGLE_KEYS, type InstanceSettings, type Role, type ToggleKey } from '@fieldwork/contracts';
import type { Database } from '../db/database';
import { appToggles, clientProjects, instanceHosts, instances, jobTypeTemplates, projects, projectUsers, users } from '../db/schema';
import { allStarterTemplates } from '../job-types/templates/starter-templates';

export interface NewInstance {
  name: string;
  hosts: string[];
  /** Hosts among `hosts` that are main hosts. */
  mainHosts?: string[];
  active?: boolean;
  settings?: InstanceSettings;
  activeToggles?: readonly ToggleKey[];
}

/**
 * Creates an instance with its hosts, toggles and the starter job-type templates in every
 * language. Cross-instance work: the privileged path.
 */
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
      await tx.insert(jobTypeTemplates).values(allStarterTemplates().map((template) => ({ ...template, instanceId: row.id })));
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

export interface NewProject {
  name: string;
  company?: string | null;
  location?: { lat: number; long: number; address: string } | null;
  avatarAssetId?: string | null;
  fields?: Record<string, unknown>;
  visibility?: Record<string, boolean>;
  createdBy?: string | null;
  /** The project's people. */
  users?: string[];
  /** Clients who have it among their client projects. */
  clients?: string[];
}

/** Creates a project in an instance, with its people and clients, as that tenant (seeds and tests; no event). */
export async function createProject(db: Database, instanceId: string, input: NewProject): Promise<{ id: string }> {
  return db.tenant(instanceId, async ({ tx }) => {
    const [row] = await tx
      .insert(projects)
      .values({
        instanceId,
        name: input.name,
        company: input.company ?? null,
        location: input.location ?? null,
        avatarAssetId: input.avatarAssetId ?? null,
        fields: input.fields ?? {},
        visibility: input.visibility ?? {},
        createdBy: input.createdBy ?? null,
      })
      .returning({ id: projects.id });
    if (input.users?.length) await tx.insert(projectUsers).values(input.users.map((userId) => ({ instanceId, projectId: row.id, userId })));
    if (input.clients?.length) await tx.insert(clientProjects).values(input.clients.map((userId) => ({ instanceId, projectId: row.id, userId })));
    return row;
  });
}
