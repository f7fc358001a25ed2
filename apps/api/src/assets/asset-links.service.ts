import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isAssetTarget, type Asset } from '@fieldwork/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { revision } from './asset-keys';
import type { AssetRow } from './assets.repository';

/** What a signed link grants: one asset, one rendition, until it expires. */
export interface LinkGrant {
  instanceId: string;
  assetId: string;
  /** 'original', a size name, or 'page-{n}-{width}' for a PDF page image. */
  rendition: string;
}

// Links expire on a fixed grid, so the same file keeps the same URL for a while and browsers cache it.
const GRID_S = 300;

/**
 * Signed, expiring links: an <img> or <video> tag cannot send a bearer header, so the download
 * URL carries its own proof. Only users allowed to read the asset are ever handed one.
 */
@Injectable()
export class AssetLinks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.secret = `${config.jwt.secret}:asset-links`;
  }

  url(grant: LinkGrant, query: Record<string, string | number> = {}, now = Date.now()): string {
    const expires = Math.ceil((now / 1000 + this.config.upload.urlTtl) / GRID_S) * GRID_S;
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      expires: String(expires),
      key: this.sign(grant, expires),
    });
    return `${this.base()}/v2/asset/download/${grant.assetId}?${params.toString()}`;
  }

  verify(grant: LinkGrant, key: string | undefined, expires: number | undefined, now = Date.now()): boolean {
    if (!key || !expires || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(grant, expires));
    const given = Buffer.from(key);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The wire shape of an asset with its signed links (spec 3 "Asset and file"), and its uploader's name. */
  toWire(row: AssetRow, uploadedByName: string | null): Asset {
    const grant = (rendition: string): LinkGrant => ({ instanceId: row.instanceId, assetId: row.id, rendition });
    const previewable = row.kind === 'jpeg' || row.kind === 'png' || row.kind === 'pdf';
    // The revision changes the URL when the file is rotated or replaced, so no browser shows a stale copy.
    const v = `${revision(row.sha256)}${row.rotation}`;
    return {
      _id: row.id,
      assetId: row.id,
      originalName: row.originalName,
      extension: row.extension,
      mimeType: row.mimeType,
      size: row.size,
      Location: this.url(grant('original'), { v }),
      thumbnailUrl: previewable ? this.url(grant('thumbnail'), { size: 'thumbnail', v }) : null,
      previewUrl: previewable ? this.url(grant('message'), { size: 'message', v }) : null,
      isVideo: row.isVideo,
      measurements: (row.measurements as Asset['measurements']) ?? null,
      rotation: row.rotation,
      pages: row.pageCount,
      owner: row.ownerId,
      uploadedBy: row.uploadedBy,
      uploadedByName,
      target: isAssetTarget(row.target) ? row.target : 'attachment',
      targetId: row.targetId,
      private: row.private,
      created_at: row.createdAt.toISOString(),
    };
  }

  private sign(grant: LinkGrant, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${grant.instanceId}.${grant.assetId}.${grant.rendition}.${expires}`)
      .digest('base64url');
  }

  private base(): string {
    return this.config.publicUrl?.replace(/\/$/, '') ?? '';
  }
}
