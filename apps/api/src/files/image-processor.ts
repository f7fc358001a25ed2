import { ASSET_SIZES, ROTATION_STEP, type AssetSize } from '@fieldwork/contracts';
import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../common/app-error';
import { fileErrors } from './file-errors';

/** An image to process: a stream (from storage), bytes, or a server-made file path (staging). */
export type ImageSource = Readable | Buffer | string;

export interface ProcessedImage {
  /** Encoded output, produced as it is read. */
  stream: Readable;
  mime: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/** How each download size is cut: the thumbnail and avatar fill their square, the message image fits in it. */
const FITS: Record<AssetSize, 'cover' | 'inside'> = { thumbnail: 'cover', message: 'inside', avatar: 'cover' };

// libvips decodes the pixels it needs as they stream; refuse truncated data rather than show grey.
const INPUT: sharp.SharpOptions = { failOn: 'truncated', limitInputPixels: 268_402_689, sequentialRead: true };

/** Sizes and reorients images: download variants (made once, cached by the service) and rotation. */
@Injectable()
export class ImageProcessor {
  /** The thumbnail (100x100), message (500x500) or avatar (500x500) image, EXIF orientation applied. */
  async variant(source: ImageSource, size: AssetSize): Promise<ProcessedImage> {
    const { image, meta } = await this.open(source);
    const box = ASSET_SIZES[size];
    const oriented = orientedSize(meta);
    const fit = FITS[size];
    const scale = fit === 'cover' ? null : Math.min(1, box.width / oriented.width, box.height / oriented.height);
    const width = scale === null ? box.width : Math.max(1, Math.round(oriented.width * scale));
    const height = scale === null ? box.height : Math.max(1, Math.round(oriented.height * scale));
    image.autoOrient().resize(box.width, box.height, { fit, withoutEnlargement: fit === 'inside' });
    return encode(image, meta.hasAlpha ? 'png' : 'jpeg', width, height);
  }

  /**
   * The image turned by `degrees` (a multiple of 90, either sign) clockwise, in its own format. The
   * EXIF orientation is baked in first, so the result looks turned exactly as the user saw it.
   */
  async rotate(source: ImageSource, degrees: number): Promise<ProcessedImage> {
    if (!Number.isInteger(degrees) || degrees % ROTATION_STEP !== 0) {
      throw fileErrors.invalid('rotation must be a multiple of 90', { rotation: degrees });
    }
    const turn = ((degrees % 360) + 360) % 360;
    const { image, meta } = await this.open(source);
    const oriented = orientedSize(meta);
    const swap = turn === 90 || turn === 270;
    image.autoOrient().rotate(turn);
    const format = meta.format === 'png' ? 'png' : 'jpeg';
    return encode(image, format, swap ? oriented.height : oriented.width, swap ? oriented.width : oriented.height);
  }

  private async open(source: ImageSource): Promise<{ image: Sharp; meta: Metadata }> {
    let image: Sharp;
    if (source instanceof Readable) {
      image = sharp(INPUT);
      source.on('error', (error) => image.destroy(error));
      source.pipe(image);
    } else {
      image = sharp(source, INPUT);
    }
    try {
      const meta = await image.metadata();
      if (!meta.width || !meta.height || (meta.format !== 'jpeg' && meta.format !== 'png')) {
        throw fileErrors.corrupted(`not a jpeg or png image (${meta.format ?? 'unknown'})`);
      }
      return { image, meta };
    } catch (error) {
      if (source instanceof Readable) source.destroy();
      throw error instanceof AppError ? error : fileErrors.corrupted(String((error as Error)?.message ?? error));
    }
  }
}

function encode(image: Sharp, format: 'png' | 'jpeg', width: number, height: number): ProcessedImage {
  if (format === 'png') image.png({ compressionLevel: 8 });
  else image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  return {
    stream: image,
    mime: format === 'png' ? 'image/png' : 'image/jpeg',
    extension: format === 'png' ? 'png' : 'jpg',
    width,
    height,
  };
}

/** Width and height as displayed, after the EXIF orientation (5 to 8 swap the sides). */
export function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}
