import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { AssetSize } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { STORAGE } from '../core/tokens';
import { ImageProcessor } from '../files/image-processor';
import { PdfRenderer } from '../files/pdf-renderer';
import { StagingArea } from '../files/staging-area';
import type { StorageDriver } from '../storage/storage-driver';
import { assetKeys } from './asset-keys';
import type { AssetRow } from './assets.repository';

export interface PageManifest {
  pageCount: number;
  pages: Array<{ page: number; width: number; height: number; widthPt: number; heightPt: number }>;
}

/**
 * Derived images, made once and kept beside the original: thumbnails, message and avatar images
 * of photos and of a PDF's first page, and PDF pages as PNG. Concurrent asks for the same
 * rendition share one piece of work.
 */
@Injectable()
export class AssetRenditions {
  private readonly images = new ImageProcessor();
  private readonly pdf = new PdfRenderer();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(STORAGE) private readonly storage: StorageDriver,
    @Inject(StagingArea) private readonly staging: StagingArea,
  ) {}

  static hasPreview(asset: AssetRow): boolean {
    return asset.kind === 'jpeg' || asset.kind === 'png' || asset.kind === 'pdf';
  }

  /** The storage key of a sized image of the asset, making it first when needed. */
  async sizedImage(asset: AssetRow, size: AssetSize): Promise<string> {
    if (!AssetRenditions.hasPreview(asset)) throw new AppError('not_found', 'This file has no preview image');
    const base = (ext: string) =>
      assetKeys.variant(asset.instanceId, asset.id, asset.sha256, asset.rotation, size, ext);
    for (const ext of ['jpg', 'png']) {
      if (await this.storage.head(base(ext))) return base(ext);
    }
    return this.once(base('*'), async () => {
      const source = asset.kind === 'pdf' ? await this.firstPagePng(asset) : (await this.storage.get(asset.storageKey)).stream;
      const out = await this.images.variant(source, size);
      const key = base(out.extension);
      await this.storage.put(key, out.stream, { contentType: out.mime });
      return key;
    });
  }

  /** Every page of a PDF as PNG at `width` pixels (or the renderer's default scale), with sizes. */
  async pdfPages(asset: AssetRow, width: number | null): Promise<{ prefix: string; manifest: PageManifest }> {
    if (asset.kind !== 'pdf') throw new AppError('validation_failed', 'Only a PDF has pages to convert');
    const prefix = assetKeys.pdfPages(asset.instanceId, asset.id, asset.sha256, asset.rotation, width);
    const manifestKey = `${prefix}pages.json`;
    if (await this.storage.head(manifestKey)) {
      const { stream } = await this.storage.get(manifestKey);
      return { prefix, manifest: JSON.parse((await readAll(stream)).toString('utf8')) as PageManifest };
    }
    const manifest = await this.once(manifestKey, () =>
      this.withOriginalOnDisk(asset, async (path) => {
        const pages: PageManifest['pages'] = [];
        let pageCount = 0;
        for await (const page of this.pdf.render(path, width ? { maxWidth: width } : {})) {
          pageCount = page.pageCount;
          let png: Readable = Readable.from(page.png);
          let size = { width: page.width, height: page.height };
          if (asset.rotation) {
            const turned = await this.images.rotate(page.png, asset.rotation);
            png = turned.stream;
            size = { width: turned.width, height: turned.height };
          }
          await this.storage.put(`${prefix}page-${page.page}.png`, png, { contentType: 'image/png' });
          pages.push({ page: page.page, ...size, widthPt: page.widthPt, heightPt: page.heightPt });
        }
        const result: PageManifest = { pageCount, pages };
        // The manifest is written last: its presence means every page is there.
        await this.storage.put(manifestKey, Readable.from(Buffer.from(JSON.stringify(result))), {
          contentType: 'application/json',
        });
        return result;
      }),
    );
    return { prefix, manifest };
  }

  private async firstPagePng(asset: AssetRow): Promise<Buffer> {
    return this.withOriginalOnDisk(asset, async (path) => {
      for await (const page of this.pdf.render(path, { pages: [1], maxWidth: 1000 })) {
        return asset.rotation ? readAll((await this.images.rotate(page.png, asset.rotation)).stream) : page.png;
      }
      throw new AppError('corrupted_file', 'The PDF has no pages');
    });
  }

  /** pdfjs needs random access: the original is spooled to a staging file for the duration. */
  private async withOriginalOnDisk<T>(asset: AssetRow, fn: (path: string) => Promise<T>): Promise<T> {
    const { stream } = await this.storage.get(asset.storageKey);
    return this.staging.withStaged(stream, (staged) => fn(staged.path));
  }

  private once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
