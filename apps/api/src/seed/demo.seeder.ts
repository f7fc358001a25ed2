import { eq } from 'drizzle-orm';
import type { Role } from '@fieldwork/contracts';
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

/**
 * Seeds the demo instances once: "Demo" on localhost and 127.0.0.1 (the main host) and "Acme" on
 * acme.localhost. Returns false when they are already there, so re-running keeps the data.
 */
export async function seedDemo(db: Database, passwords: PasswordService, mainHosts: string[]): Promise<boolean> {
  const existing = await db.privileged((d) =>
    d.select().from(instanceHosts).where(eq(instanceHosts.host, 'localhost')).limit(1),
  );
  if (existing.length > 0) return false;
  const hash = await passwords.hash(DEMO_PASSWORD);
  const demo = await createInstance(db, {
    name: 'Demo',
    hosts: Array.from(new Set(['localhost', '127.0.0.1', ...mainHosts])),
    mainHosts,
    settings: { companyName: 'Demo' },
  });
  const demoUsers: Partial<Record<Role, string>> = {};
  for (const u of DEMO_USERS) {
    demoUsers[u.role] = (await createUser(db, demo.id, { email: u.email, role: u.role, passwordHash: hash, firstName: u.first, lastName: u.last })).id;
  }
  // Two projects to show: the client sees the first (their client project), the manager runs both.
  const people = [demoUsers.project_manager!, demoUsers.inspector!];
  await createProject(db, demo.id, {
    name: 'Harbour Tower',
    company: 'Northwind Properties',
    location: { lat: 32.0853, long: 34.7818, address: 'Tel Aviv-Yafo, Israel' },
    createdBy: demoUsers.business_admin!,
    users: people,
    clients: [demoUsers.client!],
  });
  await createProject(db, demo.id, {
    name: 'Riverside School renovation',
    company: 'City Works',
    location: { lat: 51.5072, long: -0.1276, address: 'London, United Kingdom' },
    createdBy: demoUsers.project_manager!,
    users: people,
  });
  const acme = await createInstance(db, { name: 'Acme', hosts: ['acme.localhost'], settings: { companyName: 'Acme' } });
  for (const u of ACME_USERS) {
    await createUser(db, acme.id, { email: u.email, role: u.role, passwordHash: hash, firstName: u.first, lastName: u.last });
  }
  return true;
}
