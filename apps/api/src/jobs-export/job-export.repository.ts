import { Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { answers, assets, users } from '../db/schema';
import type { Scope } from '../db/database';

/** An uploaded image the PDF may draw: where its bytes are. */
export interface ImageAssetRow {
  id: string;
  storageKey: string;
}

/** What the job PDF reads besides the job itself (the jobs module's reading gives no storage keys). */
@Injectable()
export class JobExportRepository {
  /** The signature of each answer of these jobs that has one: answer id to asset id. */
  async signaturesOf(scope: Scope, jobIds: readonly string[]): Promise<Map<string, string>> {
    if (jobIds.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: answers.id, assetId: answers.signatureAssetId })
      .from(answers)
      .where(and(eq(answers.instanceId, scope.instanceId), inArray(answers.jobId, [...jobIds]), isNotNull(answers.signatureAssetId)));
    return new Map(rows.flatMap((row) => (row.assetId ? [[row.id, row.assetId] as const] : [])));
  }

  /** The JPEG and PNG files among these assets, with their storage keys. */
  async imagesByIds(scope: Scope, ids: readonly string[]): Promise<Map<string, ImageAssetRow>> {
    if (ids.length === 0) return new Map();
    const rows = await scope.tx
      .select({ id: assets.id, storageKey: assets.storageKey })
      .from(assets)
      .where(and(eq(assets.instanceId, scope.instanceId), inArray(assets.id, [...ids]), inArray(assets.kind, ['jpeg', 'png'])));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The language a user chose, or null. */
  async languageOf(scope: Scope, userId: string): Promise<string | null> {
    const [row] = await scope.tx
      .select({ language: users.language })
      .from(users)
      .where(and(eq(users.instanceId, scope.instanceId), eq(users.id, userId)));
    return row?.language ?? null;
  }
}
