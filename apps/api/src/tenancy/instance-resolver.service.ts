import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { Database } from '../db/database';
import { instanceHosts, instances } from '../db/schema';
import type { ResolvedInstance } from './instance.types';

const CACHE_MS = 10_000;

/** Host header -> instance, cached briefly: every request asks. */
@Injectable()
export class InstanceResolver {
  private readonly cache = new Map<string, { value: ResolvedInstance | null; at: number }>();

  constructor(@Inject(Database) private readonly db: Database) {}

  /** Lowercased host without port, or null when the header is missing or malformed. */
  static normaliseHost(header: string | undefined): string | null {
    if (!header) return null;
    const host = header.trim().toLowerCase();
    // [::1]:3000 -> ::1 ; example.com:3000 -> example.com
    const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
    if (bracketed) return bracketed[1];
    const name = host.replace(/:\d+$/, '');
    return /^[a-z0-9.-]+$/.test(name) ? name : null;
  }

  async resolve(hostHeader: string | undefined): Promise<ResolvedInstance | null> {
    const host = InstanceResolver.normaliseHost(hostHeader);
    if (!host) return null;
    const hit = this.cache.get(host);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const value = await this.db.privileged(async (db) => {
      const [row] = await db
        .select({
          id: instances.id,
          name: instances.name,
          active: instances.active,
          isMain: instanceHosts.isMain,
        })
        .from(instanceHosts)
        .innerJoin(instances, eq(instances.id, instanceHosts.instanceId))
        .where(eq(instanceHosts.host, host))
        .limit(1);
      return row ? { id: row.id, name: row.name, active: row.active, host, isMainHost: row.isMain } : null;
    });
    this.cache.set(host, { value, at: Date.now() });
    return value;
  }
}
