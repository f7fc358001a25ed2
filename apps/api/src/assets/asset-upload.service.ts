import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { allowedKindsFor, MESSAGES, type Asset, type AssetTarget, type FileKind, type UploadQuery } from '@fieldwork/contracts';
import { authorize, type AnyCaller, type Caller } from '../access/caller';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { STORAGE } from '../core/tokens';
import { EventsService } from '../events/events.service';
import { StagingArea } from '../files/staging-area';
import { UploadIntake, type AcceptedUpload, type IncomingFile } from '../files/upload-intake';
import type { StorageDriver } from '../storage/storage-driver';
import { assetKeys } from './asset-keys';
import { AssetLinks } from './asset-links.service';
import { AssetsRepository, type AssetRow, type NewAssetRow } from './assets.repository';

/** Bytes the server itself turns into an asset (a signature drawn on a device), and what it is for. */
export interface GeneratedFile {
  name: string;
  bytes: Buffer;
  /** The kinds it must be by its content. */
  kinds: readonly FileKind[];
  target: AssetTarget;
  targetId: string | null;
  /** The signed-in user it comes from, or null (a public answerer). */
  userId: string | null;
}

/**
 * POST /v2/asset/upload. All or nothing: every file is checked by content and stored before any
 * row is written; when one file is refused, the client breaks off or the transaction rolls back,
 * the files already stored for this request are deleted again, and no staging file stays behind.
 * The body streams in before the request's transaction opens, so a slow upload holds no
 * database connection.
 */
@Injectable()
export class AssetUploadService {
  private readonly logger = new Logger(AssetUploadService.name);
  private readonly intake: UploadIntake;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(StagingArea) private readonly staging: StagingArea,
    @Inject(AssetsRepository) private readonly repo: AssetsRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(EventsService) private readonly events: EventsService,
  ) {
    this.intake = new UploadIntake(staging);
  }

  async upload(caller: Caller, query: UploadQuery, files: AsyncIterable<IncomingFile>): Promise<Asset[]> {
    const ownerId = query.target_user ?? caller.actor.id;
    authorize(caller, 'asset.uploadFor', { id: ownerId });
    const stored = await this.storeAll(caller, query, ownerId, caller.actor.id, files);
    if (ownerId !== caller.actor.id && !(await this.repo.userExists(caller.scope, ownerId))) throw AppError.notFound('User');
    return this.record(caller, stored);
  }

  /**
   * Files sent through a public answer link (ADR 0042): the same intake and checks, for the
   * answer target only, with no owner and no uploader. `beforeRecord` runs once the files are
   * in and stored, before any row is written (the link is checked again there): when it throws,
   * the stored files are removed and nothing is kept.
   */
  async uploadPublic(
    caller: AnyCaller,
    target: { target: 'answer'; targetId: string | (() => string) },
    files: AsyncIterable<IncomingFile>,
    beforeRecord: () => Promise<void>,
  ): Promise<Asset[]> {
    const query: UploadQuery = { target: target.target, private_asset: false };
    const stored = await this.storeAll(caller, query, null, null, files);
    try {
      await beforeRecord();
    } catch (error) {
      await this.discard(caller.instance.id, stored);
      throw error;
    }
    const targetId = typeof target.targetId === 'function' ? target.targetId() : target.targetId;
    return this.record(caller, stored.map((row) => ({ ...row, targetId })));
  }

  /** Stores every file, with the cleanup of what was stored tied to the request's transaction. */
  private async storeAll(caller: AnyCaller, query: UploadQuery, ownerId: string | null, uploadedBy: string | null, files: AsyncIterable<IncomingFile>): Promise<NewAssetRow[]> {
    const { stored, clearNotes } = await this.store(caller, query, ownerId, uploadedBy, files);
    const { scope } = caller;
    scope.afterCommit(clearNotes);
    scope.onRollback(async () => {
      await this.discard(scope.instanceId, stored);
      await clearNotes();
    });
    return stored;
  }

  /** The stored files' rows and their asset_uploaded events, in the request's transaction. */
  private async record(caller: AnyCaller, stored: NewAssetRow[]): Promise<Asset[]> {
    const { scope } = caller;
    const uploader = caller.actor?.id ?? null;
    const rows = await this.repo.insertMany(scope, stored);
    for (const row of rows) {
      await this.events.emit(scope, {
        type: 'asset_uploaded',
        aggregate: { type: 'asset', id: row.id },
        payload: {
          assetId: row.id,
          originalName: row.originalName,
          ownerId: row.ownerId,
          uploadedBy: uploader,
          target: row.target,
          targetId: row.targetId,
        },
        actor: caller.actor,
      });
    }
    const names = uploader ? await this.repo.uploaderNames(scope, [uploader]) : new Map<string, string | null>();
    return rows.map((r) => this.links.toWire(r, uploader ? (names.get(uploader) ?? null) : null));
  }

  /**
   * Stores bytes the server was sent inside another body (a signature's data URL) as an asset,
   * checked by content like an upload. The object is removed again when the transaction rolls
   * back, so a refused submission leaves no file behind.
   */
  async storeGenerated(caller: AnyCaller, file: GeneratedFile): Promise<AssetRow> {
    const { scope } = caller;
    const instanceId = caller.instance.id;
    const id = randomUUID();
    const clearNote = await this.staging.noteInFlight(instanceId, id);
    scope.afterCommit(clearNote);
    let stored: NewAssetRow | null = null;
    scope.onRollback(async () => {
      if (stored) await this.discard(instanceId, [stored]);
      await clearNote();
    });
    stored = await this.intake.accept({ stream: Readable.from([file.bytes]), filename: file.name }, { maxBytes: this.config.upload.maxBytes, allowedKinds: file.kinds }, (upload) =>
      this.putOriginal(instanceId, id, upload, { ownerId: file.userId, uploadedBy: file.userId, target: file.target, targetId: file.targetId, private: false }),
    );
    const [row] = await this.repo.insertMany(scope, [stored]);
    return row;
  }

  /** Puts a checked upload's original in storage under its key, and gives the row that records it. */
  private async putOriginal(
    instanceId: string,
    id: string,
    upload: AcceptedUpload,
    who: Pick<NewAssetRow, 'ownerId' | 'uploadedBy' | 'target' | 'targetId' | 'private'>,
  ): Promise<NewAssetRow> {
    const storageKey = assetKeys.original(instanceId, id, upload.sha256, upload.extension);
    await this.storage.put(storageKey, upload.open(), { contentType: upload.mime, contentLength: upload.size });
    return {
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
      ...who,
    };
  }

  /**
   * Checks and stores every file of the body; on any failure removes what it stored and rethrows.
   * Each stored asset is noted as in flight until its row commits, so a process killed before
   * then has its objects removed at the next start-up.
   */
  private async store(
    caller: AnyCaller,
    query: UploadQuery,
    ownerId: string | null,
    uploadedBy: string | null,
    files: AsyncIterable<IncomingFile>,
  ): Promise<{ stored: NewAssetRow[]; clearNotes: () => Promise<void> }> {
    const rules = { maxBytes: this.config.upload.maxBytes, allowedKinds: allowedKindsFor(query.target) };
    const maxFiles = this.config.upload.maxFiles;
    const instanceId = caller.instance.id;
    const stored: NewAssetRow[] = [];
    const notes: Array<() => Promise<void>> = [];
    const clearNotes = async () => {
      for (const clear of notes.splice(0)) await clear().catch(() => undefined);
    };
    try {
      for await (const file of files) {
        if (stored.length >= maxFiles) {
          file.stream.resume();
          throw new AppError('too_many_files', MESSAGES.tooManyFiles(maxFiles), { maxFiles });
        }
        const id = randomUUID();
        notes.push(await this.staging.noteInFlight(instanceId, id));
        const row = await this.intake.accept(file, rules, (upload) =>
          this.putOriginal(instanceId, id, upload, {
            ownerId,
            uploadedBy,
            target: query.target,
            targetId: query.target_id ?? null,
            private: query.private_asset,
          }),
        );
        stored.push(row);
      }
      if (stored.length === 0) throw new AppError('validation_failed', 'Choose at least one file to upload');
      return { stored, clearNotes };
    } catch (error) {
      await this.discard(instanceId, stored);
      await clearNotes();
      throw error;
    }
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
