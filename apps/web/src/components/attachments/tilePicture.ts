import { ASSET_SIZES, type Asset } from '@fieldwork/contracts';
import { previewKindOf } from './assetKind';

/** What a tile's <img> shows: the rendition(s) of the asset and where the crop holds. */
export interface TilePicture {
  src: string;
  /** Both renditions by width, for the browser to choose by tile size and pixel density. */
  srcSet?: string;
  sizes?: string;
  /** A page is read from its top; a photo is framed on its middle. */
  objectPosition: 'top' | 'center';
}

/**
 * Until the tile has been measured (it is not laid out yet): its width where the browser knows it
 * (`auto`, lazy images only), else about a grid tile's.
 */
export const UNMEASURED_SIZES = 'auto, 200px';

/**
 * The picture of an asset on a tile `tileWidth` CSS pixels wide (null when not measured).
 *
 * A PDF always shows the message image of its first page: the 100x100 thumbnail is a crop of a
 * page, mostly margin, unreadable at any size. A photo offers the thumbnail (100 px) and the message
 * image (500 px) in `srcSet`: a tile wider than 100 CSS px gets the larger one (a narrower one too on
 * a dense screen), a small tile keeps the small download. The message image fits inside 500x500, so a
 * portrait photo is narrower than the 500w it is listed as; that only errs towards the sharper one.
 */
export function tilePicture(asset: Asset, tileWidth: number | null): TilePicture | null {
  const { thumbnailUrl, previewUrl } = asset;
  if (previewKindOf(asset) === 'pdf') {
    const src = previewUrl ?? thumbnailUrl;
    return src ? { src, objectPosition: 'top' } : null;
  }
  if (!thumbnailUrl) return null;
  if (!previewUrl) return { src: thumbnailUrl, objectPosition: 'center' };
  return {
    src: thumbnailUrl,
    srcSet: `${thumbnailUrl} ${ASSET_SIZES.thumbnail.width}w, ${previewUrl} ${ASSET_SIZES.message.width}w`,
    sizes: tileWidth ? `${tileWidth}px` : UNMEASURED_SIZES,
    objectPosition: 'center',
  };
}
