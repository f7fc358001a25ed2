import type { AssetSize } from '@fieldwork/contracts';

/**
 * Where an asset's objects live. Everything of one asset is under its folder, so deleting the
 * folder deletes the original and every derived image. Derived keys carry the original's revision
 * (a prefix of its sha256), so a rotated or replaced original never serves a stale thumbnail.
 */
export const assetKeys = {
  folder: (instanceId: string, assetId: string) => `assets/${instanceId}/${assetId}/`,
  original: (instanceId: string, assetId: string, sha256: string, extension: string) =>
    `assets/${instanceId}/${assetId}/original-${revision(sha256)}.${extension}`,
  variant: (instanceId: string, assetId: string, sha256: string, rotation: number, size: AssetSize, extension: string) =>
    `assets/${instanceId}/${assetId}/${revision(sha256)}-r${rotation}-${size}.${extension}`,
  pdfPages: (instanceId: string, assetId: string, sha256: string, rotation: number, width: number | null) =>
    `assets/${instanceId}/${assetId}/${revision(sha256)}-r${rotation}-pages-${width ?? 'auto'}/`,
};

export const revision = (sha256: string) => sha256.slice(0, 12);

/** The asset id of a key under assets/{instance}/{asset}/, or null. */
export function assetOfKey(key: string): { instanceId: string; assetId: string } | null {
  const m = /^assets\/([0-9a-f-]{36})\/([0-9a-f-]{36})\//.exec(key);
  return m ? { instanceId: m[1], assetId: m[2] } : null;
}
