import type { Writable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  clampPageSize,
  MAX_ZIP_ASSETS,
  MESSAGES,
  ROTATION_STEP,
  toPage,
  type Asset,
  type AssetListQuery,
  type DownloadQuery,
  type Page,
  type PdfImages,
} from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { STORAGE } from '../core/tokens';
import { Database, type Scope } from '../db/database';
import { ImageProcessor } from '../files/image-processor';
import { StagingArea } from '../files/staging-area';
import { writeZip } from '../files/zip-writer';
import type { StoredObject, StorageDriver } from '../storage/storage-driver';
import type { AuthUser, ResolvedInstance } from '../tenancy/instance.types';
import { assetAccess } from './asset-access';
import { assetKeys } from './asset-keys';
import { AssetLinks, type LinkGrant } from './asset-links.service';
import { AssetRenditions } from './asset-renditions.service';
import { AssetsRepository, type AssetRow } from './assets.repository';

type AssetFilterQuery = Omit<AssetListQuery, 'page' | 'page_size'>;

export interface Delivery {
  object: StoredObject;
  fileName: string;
  inline: boolean;
  etag: string;
  /** Signed links may be cached by the browser; bearer answers only revalidated. */
  cacheable: boolean;
}

/** The asset use cases after upload: read, list, deliver, zip, rotate, replace and delete. */
@Injectable()
export class AssetsService {
  private readonly logger = new Logger(AssetsService.name);
  private readonly images = new ImageProcessor();

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(StagingArea) private readonly staging: StagingArea,
    @Inject(AssetsRepository) private readonly repo: AssetsRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(AssetRenditions) private readonly renditions: AssetRenditions,
  ) {}

  async info(user: AuthUser, id: string): Promise<Asset> {
    return this.links.toWire(await this.readable(user, id));
  }

  list(user: AuthUser, query: AssetListQuery): Promise<Page<Asset>> {
    // The spec asks for a user's files with page_size 999999: served, a bounded page at a time.
    const limit = clampPageSize(query.page_size);
    return this.db.tenant(user.instanceId, async (scope) => {
      const { rows, total } = await this.repo.page(scope, this.filterFor(user, query), (query.page - 1) * limit, limit);
      return toPage(rows.map((r) => this.links.toWire(r)), total, query.page, limit);
    });
  }

  /**
   * GET /v2/asset/download/{id}: a signed link (key and expires) is enough; without one the caller
   * must be signed in and allowed to read the asset.
   */
  async download(instance: ResolvedInstance, user: AuthUser | undefined, id: string, q: DownloadQuery, range?: { start: number; end?: number }): Promise<Delivery> {
    const asset = await this.db.tenant(instance.id, (scope) => this.repo.findById(scope, id));
    const rendition = q.page ? `page-${q.page}-${q.width ?? 'auto'}` : q.size;
    const grant: LinkGrant = { instanceId: instance.id, assetId: id, rendition };
    const signed = Boolean(asset) && this.links.verify(grant, q.key, q.expires);
    if (!asset) throw AppError.notFound('File');
    if (!signed) {
      if (!user) throw new AppError('unauthenticated', q.key ? 'This link has expired, open the file again' : 'Sign in first');
      if (!assetAccess.canRead(user, asset)) throw AppError.notFound('File');
    }
    let key = asset.storageKey;
    let fileName = asset.originalName;
    if (q.page) {
      const { prefix, manifest } = await this.renditions.pdfPages(asset, q.width ?? null);
      if (q.page > manifest.pageCount) throw AppError.notFound('Page');
      key = `${prefix}page-${q.page}.png`;
      fileName = `${stem(asset.originalName)}-page-${q.page}.png`;
    } else if (q.size !== 'original') {
      key = await this.renditions.sizedImage(asset, q.size);
      fileName = `${stem(asset.originalName)}-${q.size}.${key.split('.').pop()}`;
    }
    const object = await this.storage.get(key, key === asset.storageKey && range ? { range } : {});
    // Originals download as attachments unless a preview is asked for; an <img> or <video> shows them either way.
    const inline = (q.preview || key !== asset.storageKey) && isInlineSafe(object.contentType);
    return { object, fileName, inline, etag: `"${asset.sha256.slice(0, 16)}-${key.length}-${asset.rotation}"`, cacheable: signed };
  }

  async pdfImages(user: AuthUser, id: string, width: number | null): Promise<PdfImages> {
    const asset = await this.readable(user, id);
    const { manifest } = await this.renditions.pdfPages(asset, width);
    const grant = (page: number): LinkGrant => ({ instanceId: asset.instanceId, assetId: asset.id, rendition: `page-${page}-${width ?? 'auto'}` });
    return {
      assetId: asset.id,
      pageCount: manifest.pageCount,
      rotation: asset.rotation,
      pages: manifest.pages.map((p) => ({
        ...p,
        url: this.links.url(grant(p.page), width ? { page: p.page, width } : { page: p.page }),
      })),
    };
  }

  /** GET /v2/asset/zip: the originals, streamed into one zip; refused whole if one is not readable. */
  async zip(user: AuthUser, query: AssetFilterQuery & { ids?: string[] }): Promise<(out: Writable) => Promise<void>> {
    const rows = await this.db.tenant(user.instanceId, async (scope) => {
      if (query.ids?.length) {
        const found = await this.repo.findByIds(scope, query.ids);
        const readable = found.filter((r) => assetAccess.canRead(user, r));
        if (readable.length !== new Set(query.ids).size) throw AppError.notFound('File');
        return readable;
      }
      const { rows: page, total } = await this.repo.page(scope, this.filterFor(user, query), 0, MAX_ZIP_ASSETS);
      if (total > MAX_ZIP_ASSETS) {
        throw new AppError('validation_failed', `A zip holds at most ${MAX_ZIP_ASSETS} files; narrow the selection`);
      }
      return page;
    });
    if (rows.length === 0) throw AppError.notFound('File');
    const items = rows.map((r) => ({ name: r.originalName, open: async () => (await this.storage.get(r.storageKey)).stream }));
    return async (out) => {
      await writeZip(items, out);
    };
  }

  /** POST /v2/asset/{id}/rotate: images are turned in their bytes, PDFs by their rotation property. */
  async rotate(user: AuthUser, id: string, degrees: number): Promise<Asset> {
    if (degrees % ROTATION_STEP !== 0) throw new AppError('validation_failed', 'Rotation goes in steps of 90 degrees');
    const asset = await this.modifiable(user, id, { unmarked: true });
    const turn = ((degrees % 360) + 360) % 360;
    if (turn === 0) return this.links.toWire(asset);
    if (asset.kind === 'pdf') {
      const row = await this.db.tenant(user.instanceId, (scope) => this.repo.update(scope, id, { rotation: (asset.rotation + turn) % 360 }));
      await this.prune(row);
      return this.links.toWire(row);
    }
    if (asset.kind !== 'jpeg' && asset.kind !== 'png') throw new AppError('validation_failed', 'Only images and PDF plans can be rotated');
    const turned = await this.images.rotate((await this.storage.get(asset.storageKey)).stream, turn);
    const row = await this.staging.withStaged(turned.stream, async (staged) => {
      const storageKey = assetKeys.original(asset.instanceId, asset.id, staged.sha256, asset.extension);
      await this.storage.put(storageKey, this.staging.open(staged), { contentType: asset.mimeType, contentLength: staged.size });
      return this.db.tenant(user.instanceId, (scope) =>
        this.repo.update(scope, id, { storageKey, sha256: staged.sha256, size: staged.size, width: turned.width, height: turned.height }),
      );
    });
    await this.prune(row);
    return this.links.toWire(row);
  }

  /** PATCH /v2/asset/{targetId}/{sourceId}: the target keeps its id and takes the source's file. */
  async replace(user: AuthUser, targetId: string, sourceId: string): Promise<Asset> {
    if (targetId === sourceId) throw new AppError('validation_failed', 'An asset cannot replace itself');
    const target = await this.modifiable(user, targetId, { unmarked: true });
    const source = await this.modifiable(user, sourceId, { unmarked: true });
    const storageKey = assetKeys.original(target.instanceId, target.id, source.sha256, source.extension);
    const { stream } = await this.storage.get(source.storageKey);
    await this.storage.put(storageKey, stream, { contentType: source.mimeType, contentLength: source.size });
    const row = await this.db.tenant(user.instanceId, async (scope) => {
      const updated = await this.repo.update(scope, targetId, {
        storageKey,
        originalName: source.originalName,
        extension: source.extension,
        kind: source.kind,
        mimeType: source.mimeType,
        size: source.size,
        sha256: source.sha256,
        isVideo: source.isVideo,
        width: source.width,
        height: source.height,
        pageCount: source.pageCount,
        pageSizes: source.pageSizes,
        rotation: source.rotation,
        measurements: null,
      });
      await this.repo.delete(scope, sourceId);
      return updated;
    });
    await this.prune(row);
    await this.removeObjects(source);
    return this.links.toWire(row);
  }

  /** DELETE /v2/asset/{id} (and GET /v2/s3/delete): the row, then every object of the asset. */
  async remove(user: AuthUser, id: string): Promise<{ success: true }> {
    const asset = await this.modifiable(user, id, { unmarked: false });
    await this.db.tenant(user.instanceId, async (scope) => {
      if (await this.repo.isMarked(scope, id)) {
        throw new AppError('conflict', 'The file cannot be deleted, blueprint markings refer to it');
      }
      await this.repo.delete(scope, id);
    });
    await this.removeObjects(asset);
    return { success: true };
  }

  private filterFor(user: AuthUser, q: AssetFilterQuery) {
    return {
      target: q.target,
      targetIds: q.target_id,
      ownerId: q.owner,
      search: q.search || undefined,
      viewerId: user.id,
      allPrivate: assetAccess.seesAllPrivate(user),
    };
  }

  private async readable(user: AuthUser, id: string): Promise<AssetRow> {
    const asset = await this.db.tenant(user.instanceId, (scope) => this.repo.findById(scope, id));
    if (!asset || !assetAccess.canRead(user, asset)) throw AppError.notFound('File');
    return asset;
  }

  private async modifiable(user: AuthUser, id: string, opts: { unmarked: boolean }): Promise<AssetRow> {
    return this.db.tenant(user.instanceId, async (scope: Scope) => {
      const asset = await this.repo.findById(scope, id);
      if (!asset || !assetAccess.canRead(user, asset)) throw AppError.notFound('File');
      if (!assetAccess.canModify(user, asset)) throw AppError.forbidden('You cannot change this file');
      if (opts.unmarked && (hasMeasures(asset) || (await this.repo.isMarked(scope, id)))) {
        throw new AppError('file_not_rotatable', MESSAGES.fileNotRotatable);
      }
      return asset;
    });
  }

  /** Deletes everything of the asset but its current original (stale originals and renditions). */
  private async prune(asset: AssetRow): Promise<void> {
    try {
      for await (const obj of this.storage.list(assetKeys.folder(asset.instanceId, asset.id))) {
        if (obj.key !== asset.storageKey) await this.storage.delete(obj.key);
      }
    } catch (err) {
      this.logger.warn(`Could not prune ${asset.id}: ${(err as Error).message}`);
    }
  }

  private async removeObjects(asset: AssetRow): Promise<void> {
    await this.storage.deletePrefix(assetKeys.folder(asset.instanceId, asset.id)).catch((err: Error) => {
      // The row is gone; the cleanup job removes what is left.
      this.logger.warn(`Could not delete the objects of ${asset.id}: ${err.message}`);
    });
  }
}

function hasMeasures(asset: AssetRow): boolean {
  const m = asset.measurements as { pixels?: object; metrics?: object } | null;
  return Boolean(m && (Object.keys(m.pixels ?? {}).length || Object.keys(m.metrics ?? {}).length));
}

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Types a browser may render in place; anything else is downloaded. */
function isInlineSafe(contentType: string): boolean {
  return /^(image\/(jpeg|png)|application\/pdf|video\/(mp4|quicktime|3gpp)|application\/json)$/.test(contentType);
}
