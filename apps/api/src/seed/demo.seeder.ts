import { eq } from 'drizzle-orm';
import type { BlueprintSettingsBody, Role } from '@fieldwork/contracts';
import type { PasswordService } from '../auth/password.service';
import type { Database } from '../db/database';
import { instanceHosts } from '../db/schema';
import { createInstance, createProject, createUser } from './instance-factory';

export const DEMO_PASSWORD = 'demo-Pass-1';

const DEMO_USERS: Array<{ email: string; role: Role; first: string; last: string }> = [
  { email: 'sysadmin@demo.test', role: 'sys_admin', first: 'Sam', last: 'Sysadmin' },
  { email: 'admin@demo.test', role: 'business_admin', first: 'Avery', last: 'Admin' },
  { email: 'manager@demo.test', role: 'project_manager', first: 'Morgan', last: 'Manager' },
  { email: 'inspector@demo.test', role: 'inspector', first: 'Ira', last: 'Inspector' },
  { email: 'client@demo.test', role: 'client', first: 'Casey', last: 'Client' },
];
const ACME_USERS: typeof DEMO_USERS = [
  { email: 'admin@acme.test', role: 'business_admin', first: 'Ada', last: 'Acme' },
  { email: 'inspector@acme.test', role: 'inspector', first: 'Ian', last: 'Acme' },
];

/** The hosts the demo instances answer on. */
/**
 * The demo's element definitions (spec 3 section 3), so the blueprint editor's add-element menu
 * has something to offer out of the box. `type` is the shape style: 0 thin line, 1 thick line,
 * 2 rectangle outlined, 5 circle filled, 7 lamp, 8 polygon outlined, 9 polygon filled, 10 open polygon.
 */
export const DEMO_BLUEPRINT_SETTINGS: BlueprintSettingsBody = {
  ratio: 360,
  systemUnit: 'Meters',
  elements: [
    { id: 'wall', name: 'Wall', color: '#37474f', type: 1, size: 8 },
    { id: 'floor', name: 'Floor', color: '#8d6e63', type: 9, size: 2 },
    { id: 'window', name: 'Window', color: '#0288d1', type: 0, size: 3 },
    { id: 'door', name: 'Door', color: '#6d4c41', type: 2, size: 3 },
    { id: 'room', name: 'Room', color: '#7b1fa2', type: 8, size: 3 },
    { id: 'lamp', name: 'Lamp', color: '#fbc02d', type: 7, size: 10 },
    { id: 'pipe', name: 'Pipe', color: '#00897b', type: 10, size: 4 },
    { id: 'column', name: 'Column', color: '#c62828', type: 5, size: 2 },
  ],
};

export const DEMO_HOST = 'localhost';
export const ACME_HOST = 'acme.localhost';

/** What the demo seed made: the ids the demo jobs (demo-jobs.seeder.ts) are seeded with. */
export interface DemoSeed {
  demo: {
    id: string;
    users: Record<'business_admin' | 'project_manager' | 'inspector' | 'client', string>;
    projects: { harbourTower: string; riverside: string };
  };
  acme: { id: string; users: Record<'business_admin' | 'inspector', string>; project: string };
}

/**
 * Seeds the demo instances once: "Demo" on localhost and 127.0.0.1 (the main host) and "Acme" on
 * acme.localhost, with their users and projects. Returns null when they are already there, so
 * re-running keeps the data.
 */
export async function seedDemo(db: Database, passwords: PasswordService, mainHosts: string[]): Promise<DemoSeed | null> {
  const existing = await db.privileged((d) =>
    d.select().from(instanceHosts).where(eq(instanceHosts.host, DEMO_HOST)).limit(1),
  );
  if (existing.length > 0) return null;
  const hash = await passwords.hash(DEMO_PASSWORD);
  const demo = await createInstance(db, {
    name: 'Demo',
    hosts: Array.from(new Set([DEMO_HOST, '127.0.0.1', ...mainHosts])),
    mainHosts,
    settings: { companyName: 'Demo', blueprintSettings: DEMO_BLUEPRINT_SETTINGS },
  });
  const demoUsers: Partial<Record<Role, string>> = {};
  for (const u of DEMO_USERS) {
    demoUsers[u.role] = (await createUser(db, demo.id, { email: u.email, role: u.role, passwordHash: hash, firstName: u.first, lastName: u.last })).id;
  }
  // Two projects to show: the client sees the first (their client project), the manager runs both.
  const people = [demoUsers.project_manager!, demoUsers.inspector!];
  const harbourTower = await createProject(db, demo.id, {
    name: 'Harbour Tower',
    company: 'Northwind Properties',
    location: { lat: 32.0853, long: 34.7818, address: 'Tel Aviv-Yafo, Israel' },
    createdBy: demoUsers.business_admin!,
    users: people,
    clients: [demoUsers.client!],
  });
  const riverside = await createProject(db, demo.id, {
    name: 'Riverside School renovation',
    company: 'City Works',
    location: { lat: 51.5072, long: -0.1276, address: 'London, United Kingdom' },
    createdBy: demoUsers.project_manager!,
    users: people,
  });
  const acme = await createInstance(db, { name: 'Acme', hosts: [ACME_HOST], settings: { companyName: 'Acme' } });
  const acmeUsers: Partial<Record<Role, string>> = {};
  for (const u of ACME_USERS) {
    acmeUsers[u.role] = (await createUser(db, acme.id, { email: u.email, role: u.role, passwordHash: hash, firstName: u.first, lastName: u.last })).id;
  }
  // Acme's own project, for its one job: what a Demo user must never see.
  const depot = await createProject(db, acme.id, {
    name: 'Acme Depot',
    company: 'Acme',
    createdBy: acmeUsers.business_admin!,
    users: [acmeUsers.inspector!],
  });
  return {
    demo: {
      id: demo.id,
      users: {
        business_admin: demoUsers.business_admin!,
        project_manager: demoUsers.project_manager!,
        inspector: demoUsers.inspector!,
        client: demoUsers.client!,
      },
      projects: { harbourTower: harbourTower.id, riverside: riverside.id },
    },
    acme: { id: acme.id, users: { business_admin: acmeUsers.business_admin!, inspector: acmeUsers.inspector! }, project: depot.id },
  };
}
