import type { Readable, Writable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { planSizeOfPage } from '@fieldwork/blueprint-core';
import {
  FILE_KINDS,
  IMAGE_KINDS,
  isFileKind,
  MAX_ZIP_ASSETS,
  MESSAGES,
  ROTATION_STEP,
  type Asset,
  type AssetSize,
  type DownloadQuery,
  type FileKind,
  type ListQuery,
  type PdfImages,
  type Success,
} from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { allows, authorize, type AnyCaller, type Caller } from '../access/caller';
import { STORAGE } from '../core/tokens';
import type { Scope } from '../db/database';
import { EventsService } from '../events/events.service';
import { nameForContent, safeFileName } from '../files/file-names';
import { ImageProcessor } from '../files/image-processor';
import { StagingArea } from '../files/staging-area';
import { writeZip } from '../files/zip-writer';
import { ListContexts } from '../lists/list-context';
import { toListPage } from '../lists/list-page';
import type { StoredObject, StorageDriver } from '../storage/storage-driver';
import { assetKeys } from './asset-keys';
import { AssetLinks, type LinkGrant } from './asset-links.service';
import { AssetRenditions } from './asset-renditions.service';
import { AssetsRepository, type AssetRow, type AssetViewer } from './assets.repository';

export type AssetPage = ReturnType<typeof toListPage<Asset>>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Delivery {
  object: StoredObject;
  fileName: string;
  inline: boolean;
  etag: string;
  /** Signed links may be cached by the browser; bearer answers only revalidated. */
  cacheable: boolean;
}

/**
 * The asset use cases after upload: read, list, deliver, zip, rotate, replace and delete. Each
 * runs in the caller's one transaction; storage changes that must not outlive a rollback are
 * undone by it, and deletions of stored objects wait for the commit.
 */
@Injectable()
export class AssetsService {
  private readonly logger = new Logger(AssetsService.name);
  private readonly images = new ImageProcessor();

  constructor(
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(StagingArea) private readonly staging: StagingArea,
    @Inject(AssetsRepository) private readonly repo: AssetsRepository,
    @Inject(AssetLinks) private readonly links: AssetLinks,
    @Inject(AssetRenditions) private readonly renditions: AssetRenditions,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(ListContexts) private readonly lists: ListContexts,
  ) {}

  async info(caller: Caller, id: string, opts: { sizes?: boolean } = {}): Promise<Asset> {
    const asset = await this.readable(caller, id);
    const wire = await this.wire(caller.scope, asset);
    if (!opts.sizes || asset.kind !== 'pdf') return wire;
    // The blueprint editor's plan pixels: the page's points x 2, after the file's rotation.
    const pageSizes = (asset.pageSizes ?? []).map((p) => {
      const plan = planSizeOfPage({ widthPt: p.width, heightPt: p.height }, asset.rotation);
      return { page: p.page, width: p.width, height: p.height, planWidth: plan.width, planHeight: plan.height };
    });
    return { ...wire, pageSizes };
  }

  /** GET /v2/asset: the file browser's page (the spec's page_size 999999 is served 500 at a time). */
  async list(caller: Caller, query: ListQuery): Promise<AssetPage> {
    const result = await this.repo.page(caller.scope, query, await this.lists.of(caller), this.viewer(caller));
    return toListPage(result.rows.map((r) => this.links.toWire(r, r.uploadedByName)), result, query);
  }

  /**
   * GET /v2/asset/download/{id}: a signed link (key and expires) is enough; without one the caller
   * must be signed in and allowed to read the asset.
   */
  async download(caller: AnyCaller, id: string, q: DownloadQuery, range?: { start: number; end?: number }): Promise<Delivery> {
    const asset = await this.repo.findById(caller.scope, id);
    const rendition = q.page ? `page-${q.page}-${q.width ?? 'auto'}` : q.size;
    const grant: LinkGrant = { instanceId: caller.instance.id, assetId: id, rendition };
    const signed = Boolean(asset) && this.links.verify(grant, q.key, q.expires);
    if (!asset) throw AppError.notFound('File');
    if (!signed) {
      if (!caller.actor) throw new AppError('unauthenticated', q.key ? 'This link has expired, open the file again' : 'Sign in first');
      authorize(caller, 'asset.read', asset);
    }
    let key = asset.storageKey;
    let fileName = downloadName(asset);
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

  async pdfImages(caller: Caller, id: string, width: number | null): Promise<PdfImages> {
    const asset = await this.readable(caller, id);
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

  /**
   * GET /v2/asset/zip: the originals, streamed into one zip; by ids (refused whole if one is not
   * readable), or every file the list request matches (the same query as GET /v2/asset).
   */
  async zip(caller: Caller, query: ListQuery, ids: string[] | null): Promise<(out: Writable) => Promise<void>> {
    let rows: AssetRow[];
    if (ids) {
      const found = await this.repo.findByIds(caller.scope, ids);
      rows = found.filter((r) => allows(caller, 'asset.read', r));
      if (rows.length !== new Set(ids).size) throw AppError.notFound('File');
    } else {
      rows = await this.repo.matching(caller.scope, query, await this.lists.of(caller), this.viewer(caller), MAX_ZIP_ASSETS + 1);
      if (rows.length > MAX_ZIP_ASSETS) {
        throw new AppError('validation_failed', `A zip holds at most ${MAX_ZIP_ASSETS} files; narrow the selection`);
      }
    }
    if (rows.length === 0) throw AppError.notFound('File');
    const items = rows.map((r) => ({ name: downloadName(r), open: async () => (await this.storage.get(r.storageKey)).stream }));
    return async (out) => {
      await writeZip(items, out);
    };
  }

  /** POST /v2/asset/{id}/rotate: images are turned in their bytes, PDFs by their rotation property. */
  async rotate(caller: Caller, id: string, degrees: number): Promise<Asset> {
    if (degrees % ROTATION_STEP !== 0) throw new AppError('validation_failed', 'Rotation goes in steps of 90 degrees');
    const { scope } = caller;
    const asset = await this.changeable(caller, id, 'asset.modify', { unmarked: true });
    const turn = ((degrees % 360) + 360) % 360;
    if (turn === 0) return this.wire(scope, asset);
    if (asset.kind === 'pdf') {
      const row = await this.repo.update(scope, id, { rotation: (asset.rotation + turn) % 360 });
      scope.afterCommit(() => this.prune(row));
      return this.wire(scope, row);
    }
    if (asset.kind !== 'jpeg' && asset.kind !== 'png') throw new AppError('validation_failed', 'Only images and PDF plans can be rotated');
    const turned = await this.images.rotate((await this.storage.get(asset.storageKey)).stream, turn);
    const row = await this.staging.withStaged(turned.stream, async (staged) => {
      const storageKey = assetKeys.original(asset.instanceId, asset.id, staged.sha256, asset.extension);
      await this.storeNew(scope, storageKey, this.staging.open(staged), { contentType: asset.mimeType, contentLength: staged.size });
      return this.repo.update(scope, id, { storageKey, sha256: staged.sha256, size: staged.size, width: turned.width, height: turned.height });
    });
    scope.afterCommit(() => this.prune(row));
    return this.wire(scope, row);
  }

  /** PATCH /v2/asset/{targetId}/{sourceId}: the target keeps its id and takes the source's file. */
  async replace(caller: Caller, targetId: string, sourceId: string): Promise<Asset> {
    if (targetId === sourceId) throw new AppError('validation_failed', 'An asset cannot replace itself');
    const { scope } = caller;
    const target = await this.changeable(caller, targetId, 'asset.modify', { unmarked: true });
    const source = await this.changeable(caller, sourceId, 'asset.delete', { unmarked: true });
    const storageKey = assetKeys.original(target.instanceId, target.id, source.sha256, source.extension);
    const { stream } = await this.storage.get(source.storageKey);
    await this.storeNew(scope, storageKey, stream, { contentType: source.mimeType, contentLength: source.size });
    const row = await this.repo.update(scope, targetId, {
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
    scope.afterCommit(async () => {
      await this.prune(row);
      await this.removeObjects(source);
    });
    return this.wire(scope, row);
  }

  /** DELETE /v2/asset/{id} (and GET /v2/s3/delete): the row, an asset_deleted event, then (after commit) every object. */
  async remove(caller: Caller, id: string): Promise<Success> {
    const { scope } = caller;
    const asset = await this.changeable(caller, id, 'asset.delete', { unmarked: false });
    if (await this.repo.isMarked(scope, id)) {
      throw new AppError('conflict', 'The file cannot be deleted, blueprint markings refer to it');
    }
    await this.repo.deleteEmptyMarkings(scope, id);
    await this.repo.delete(scope, id);
    await this.events.emit(scope, {
      type: 'asset_deleted',
      aggregate: { type: 'asset', id },
      payload: { assetId: id, originalName: asset.originalName, ownerId: asset.ownerId },
      actor: caller.actor,
    });
    scope.afterCommit(() => this.removeObjects(asset));
    return { success: true };
  }

  /**
   * The files among `ids` the caller may read, by id: what a profile value or an avatar may name.
   * Ids that are not a file of this instance, or not the caller's to read, are left out.
   */
  async readableKinds(caller: Caller, ids: readonly string[]): Promise<Map<string, string>> {
    const uuids = [...new Set(ids)].filter((id) => UUID_RE.test(id)).map((id) => id.toLowerCase());
    const rows = await this.repo.findByIds(caller.scope, uuids);
    return new Map(rows.filter((row) => allows(caller, 'asset.read', row)).map((row) => [row.id, row.kind]));
  }

  /** Whether the asset is an image (jpeg or png) of this instance that `userId` owns: the only avatar a newcomer may name. */
  async ownsImage(scope: Scope, userId: string, assetId: string): Promise<boolean> {
    if (!UUID_RE.test(assetId)) return false;
    const asset = await this.repo.findById(scope, assetId.toLowerCase());
    return Boolean(asset && asset.ownerId === userId && isImage(asset));
  }

  /**
   * An image (jpeg or png) of this instance the caller may read, for an avatar (a user's, a
   * project's): its 500x500 rendition is made after the commit, so the first reader does not wait
   * for it. Null when the id names no such image; `notImage` when it names another kind of file.
   */
  async avatarImage(caller: Caller, assetId: string): Promise<AssetRow | null | 'notImage'> {
    return (await this.readableImages(caller, [assetId], 'avatar')).get(assetId.toLowerCase()) ?? null;
  }

  /**
   * The images among `ids` the caller may read, by (lower-case) id, in one query: what an avatar,
   * a question's background or a list choice may show. An id of another kind of file answers
   * `notImage`; one that names no file of this instance the caller may read is left out. With
   * `prepare`, that rendition is made after the commit, so the first reader does not wait for it.
   */
  async readableImages(caller: Caller, ids: readonly string[], prepare?: AssetSize): Promise<Map<string, AssetRow | 'notImage'>> {
    const uuids = [...new Set(ids.filter((id) => UUID_RE.test(id)).map((id) => id.toLowerCase()))];
    const rows = (await this.repo.findByIds(caller.scope, uuids)).filter((row) => allows(caller, 'asset.read', row));
    const images = rows.filter(isImage);
    if (prepare && images.length > 0) {
      // Not awaited: the reply does not wait for the images to be resized.
      caller.scope.afterCommit(() => {
        for (const asset of images) {
          void this.renditions.sizedImage(asset, prepare).catch((err: Error) => this.logger.warn(`Could not make the ${prepare} image of ${asset.id}: ${err.message}`));
        }
      });
    }
    return new Map(rows.map((row) => [row.id, isImage(row) ? row : 'notImage']));
  }

  /**
   * A sized image of an asset, for whoever may see what it illustrates (a project's cover): the
   * caller of this method has checked that right, so the asset's own rules are not asked again.
   */
  async rendition(scope: Scope, assetId: string, size: AssetSize): Promise<Delivery> {
    const asset = await this.repo.findById(scope, assetId);
    if (!asset || !AssetRenditions.hasPreview(asset)) throw AppError.notFound('Image');
    const key = await this.renditions.sizedImage(asset, size);
    const object = await this.storage.get(key);
    return {
      object,
      fileName: `${stem(asset.originalName)}-${size}.${key.split('.').pop()}`,
      inline: isInlineSafe(object.contentType),
      etag: `"${asset.sha256.slice(0, 16)}-${key.length}-${asset.rotation}"`,
      cacheable: false,
    };
  }

  private viewer(caller: Caller): AssetViewer {
    return {
      id: caller.actor.id,
      // Whether the caller may read a colleague's private file decides what the list shows.
      allPrivate: allows(caller, 'asset.read', { ownerId: null, uploadedBy: null, private: true }),
    };
  }

  /** One asset's wire shape, with its uploader's name. */
  private async wire(scope: Scope, row: AssetRow): Promise<Asset> {
    const names = await this.repo.uploaderNames(scope, [row.uploadedBy]);
    return this.links.toWire(row, (row.uploadedBy && names.get(row.uploadedBy)) || null);
  }

  private async readable(caller: Caller, id: string): Promise<AssetRow> {
    const asset = await this.repo.findById(caller.scope, id);
    if (!asset) throw AppError.notFound('File');
    authorize(caller, 'asset.read', asset);
    return asset;
  }

  /** Loads the row locked for the change, so two changes of one file do not interleave. */
  private async changeable(caller: Caller, id: string, action: 'asset.modify' | 'asset.delete', opts: { unmarked: boolean }): Promise<AssetRow> {
    const asset = await this.repo.findById(caller.scope, id, { forUpdate: true });
    if (!asset) throw AppError.notFound('File');
    authorize(caller, action, asset);
    if (opts.unmarked && (hasMeasures(asset) || (await this.repo.isMarked(caller.scope, id)))) {
      throw new AppError('file_not_rotatable', MESSAGES.fileNotRotatable);
    }
    return asset;
  }

  /** Stores a new object that the row will point to; a rollback removes it again. */
  private async storeNew(scope: Scope, key: string, body: Readable, meta: { contentType: string; contentLength: number }): Promise<void> {
    await this.storage.put(key, body, meta);
    scope.onRollback(() => this.storage.delete(key));
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

function isImage(asset: AssetRow): boolean {
  return IMAGE_KINDS.includes(asset.kind as FileKind);
}

function hasMeasures(asset: AssetRow): boolean {
  const m = asset.measurements as { pixels?: object; metrics?: object } | null;
  return Boolean(m && (Object.keys(m.pixels ?? {}).length || Object.keys(m.metrics ?? {}).length));
}

/** The name a file is delivered under: cleaned, with the extension of its content (rows of before the rule included). */
function downloadName(asset: AssetRow): string {
  const kind = isFileKind(asset.kind) ? asset.kind : null;
  const name = safeFileName(asset.originalName);
  return kind ? nameForContent(name, FILE_KINDS[kind].extensions) : name;
}

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Types a browser may render in place; anything else is downloaded. */
function isInlineSafe(contentType: string): boolean {
  return /^(image\/(jpeg|png)|application\/pdf|video\/(mp4|quicktime|3gpp)|application\/json)$/.test(contentType);
}
