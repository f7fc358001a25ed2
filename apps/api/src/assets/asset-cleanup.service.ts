import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { STORAGE } from '../core/tokens';
import { Database } from '../db/database';
import { assets } from '../db/schema';
import { StagingArea } from '../files/staging-area';
import { QueueService } from '../queue/queue.service';
import type { StorageDriver } from '../storage/storage-driver';
import { assetKeys, assetOfKey } from './asset-keys';

declare module '../queue/queue.jobs' {
  interface QueueJobs {
    /** One sweep for stray objects and stale staging files. */
    'assets.cleanup': Record<string, never>;
  }
}

export const CLEANUP_JOB = 'assets.cleanup' as const;
const EVERY_MS = 6 * 3600_000;
/** Younger objects may belong to an upload whose row is being written right now. */
const GRACE_MS = 3600_000;
const BATCH = 500;

/**
 * Finds stray objects, those whose asset row does not exist (a process died between storing and
 * writing the row, or an object delete failed), and deletes them. Cross-instance, so it reads
 * through the privileged path.
 */
@Injectable()
export class AssetCleanup implements OnApplicationBootstrap {
  private readonly logger = new Logger(AssetCleanup.name);

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(QueueService) private readonly queue: QueueService,
    @Inject(StagingArea) private readonly staging: StagingArea,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.recoverInterruptedUploads().catch((err: Error) => this.logger.warn(`Start-up clean-up: ${err.message}`));
    this.queue.register(CLEANUP_JOB, () => this.run().then(() => undefined));
    await this.queue.every(CLEANUP_JOB, EVERY_MS, {});
  }

  /**
   * What a process killed mid-upload left: its staging files (no other process reads this data
   * folder's staging area) and the objects it stored for rows that never committed. Start-up only.
   */
  async recoverInterruptedUploads(): Promise<{ stagingFiles: number; assets: number }> {
    const stagingFiles = await this.staging.purgeStale(0);
    let removed = 0;
    for (const note of await this.staging.leftInFlight()) {
      const [row] = await this.db.privileged((d) => d.select({ id: assets.id }).from(assets).where(inArray(assets.id, [note.assetId])));
      if (!row) {
        await this.storage.deletePrefix(assetKeys.folder(note.instanceId, note.assetId));
        removed += 1;
      }
      await note.clear();
    }
    if (stagingFiles || removed) this.logger.log(`Removed what an interrupted upload left: ${stagingFiles} staging file(s), ${removed} asset folder(s)`);
    return { stagingFiles, assets: removed };
  }

  /** One sweep; returns the asset folders it removed. */
  async run(now = Date.now()): Promise<string[]> {
    await this.staging.purgeStale(GRACE_MS, now);
    const candidates = new Map<string, { instanceId: string; assetId: string; newest: number }>();
    for await (const obj of this.storage.list('assets/')) {
      const owner = assetOfKey(obj.key);
      if (!owner) continue;
      const seen = candidates.get(owner.assetId);
      const at = obj.lastModified.getTime();
      candidates.set(owner.assetId, { ...owner, newest: Math.max(at, seen?.newest ?? 0) });
    }
    const removed: string[] = [];
    const ids = [...candidates.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const existing = await this.db.privileged((d) => d.select({ id: assets.id }).from(assets).where(inArray(assets.id, batch)));
      const known = new Set(existing.map((r) => r.id));
      for (const id of batch) {
        const c = candidates.get(id)!;
        if (known.has(id) || now - c.newest < GRACE_MS) continue;
        await this.storage.deletePrefix(assetKeys.folder(c.instanceId, c.assetId));
        removed.push(id);
      }
    }
    if (removed.length) this.logger.log(`Removed ${removed.length} stray asset folder(s)`);
    return removed;
  }
}
