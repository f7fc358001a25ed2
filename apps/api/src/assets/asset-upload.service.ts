import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { allowedKindsFor, MESSAGES, type Asset, type UploadQuery } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { STORAGE } from '../core/tokens';
import { Database } from '../db/database';
import { StagingArea } from '../files/staging-area';
import { UploadIntake, type IncomingFile } from '../files/upload-intake';
import type { StorageDriver } from '../storage/storage-driver';
import type { AuthUser } from '../tenancy/instance.types';
import { assetAccess } from './asset-access';
import { assetKeys } from './asset-keys';
import { AssetLinks } from './asset-links.service';
import { AssetsRepository, type NewAssetRow } from './assets.repository';

/**
 * POST /v2/asset/upload. All or nothing: every file is checked by content and stored before any
 * row is written; when one file is refused or the client breaks off, the files already stored for
 * this request are deleted again, and no staging file stays behind.
 */
@Injectable()
export class AssetUploadService {
  private readonly logger = new Logger(AssetUploadService.name);
  private readonly intake: UploadIntake;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly db: Database,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(StagingArea) staging: StagingArea,
    @Inject(AssetsRepository) private readonly repo: AssetsRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
  ) {
    this.intake = new UploadIntake(staging);
  }

  async upload(user: AuthUser, query: UploadQuery, files: AsyncIterable<IncomingFile>): Promise<Asset[]> {
    const ownerId = await this.ownerFor(user, query.target_user);
    const rules = { maxBytes: this.config.upload.maxBytes, allowedKinds: allowedKindsFor(query.target) };
    const maxFiles = this.config.upload.maxFiles;
    const stored: NewAssetRow[] = [];
    try {
      for await (const file of files) {
        if (stored.length >= maxFiles) {
          file.stream.resume();
          throw new AppError('too_many_files', MESSAGES.tooManyFiles(maxFiles), { maxFiles });
        }
        const id = randomUUID();
        const row = await this.intake.accept(file, rules, async (upload) => {
          const storageKey = assetKeys.original(user.instanceId, id, upload.sha256, upload.extension);
          await this.storage.put(storageKey, upload.open(), { contentType: upload.mime, contentLength: upload.size });
          const entry: NewAssetRow = {
            id,
            originalName: upload.originalName,
            extension: upload.extension,
            kind: upload.kind,
            mimeType: upload.mime,
            size: upload.size,
            sha256: upload.sha256,
            storageKey,
            isVideo: upload.isVideo,
            width: upload.width ?? null,
            height: upload.height ?? null,
            pageCount: upload.pageCount ?? null,
            pageSizes: upload.pages?.map((p) => ({ page: p.page, width: p.width, height: p.height })) ?? null,
            ownerId,
            uploadedBy: user.id,
            target: query.target,
            targetId: query.target_id ?? null,
            private: query.private_asset,
          };
          return entry;
        });
        stored.push(row);
      }
      if (stored.length === 0) throw new AppError('validation_failed', 'Choose at least one file to upload');
      const rows = await this.db.tenant(user.instanceId, (scope) => this.repo.insertMany(scope, stored));
      return rows.map((r) => this.links.toWire(r));
    } catch (error) {
      await this.discard(user.instanceId, stored);
      throw error;
    }
  }

  private async ownerFor(user: AuthUser, targetUser: string | undefined): Promise<string> {
    if (!targetUser || targetUser === user.id) return user.id;
    if (!assetAccess.canUploadFor(user, targetUser)) throw AppError.forbidden('You cannot upload files for another user');
    const exists = await this.db.tenant(user.instanceId, (scope) => this.repo.userExists(scope, targetUser));
    if (!exists) throw AppError.notFound('User');
    return targetUser;
  }

  private async discard(instanceId: string, stored: NewAssetRow[]): Promise<void> {
    for (const row of stored) {
      await this.storage.deletePrefix(assetKeys.folder(instanceId, row.id!)).catch((err: Error) => {
        // The cleanup job finds what is left here.
        this.logger.warn(`Could not remove a refused upload ${row.id}: ${err.message}`);
      });
    }
  }
}
