import sharp from 'sharp';

/** An image ready for pdfkit: small, upright, no alpha channel for it to decode. */
export interface PdfReadyImage {
  data: Buffer;
  width: number;
  height: number;
}

export type PdfImageKind = 'photo' | 'drawing';

/** Longest side in pixels: about 200 dpi at the size the PDF shows each kind. */
const LONGEST_SIDE: Record<PdfImageKind, number> = { photo: 800, drawing: 600 };

// A decompression bomb is refused before its pixels are decoded.
const INPUT: sharp.SharpOptions = { failOn: 'truncated', limitInputPixels: 100_000_000 };

/**
 * Downscales an image for embedding: photos as JPEG, drawings (signatures, logos) as PNG on
 * white, which pdfkit copies as it is instead of splitting out an alpha channel pixel by pixel.
 */
export async function pdfReadyImage(bytes: Buffer, kind: PdfImageKind): Promise<PdfReadyImage> {
  const side = LONGEST_SIDE[kind];
  const image = sharp(bytes, INPUT).autoOrient().resize(side, side, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' });
  const encoded = kind === 'photo' ? image.jpeg({ quality: 72, chromaSubsampling: '4:2:0' }) : image.png({ compressionLevel: 6 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
