import type { AssetSubject } from './policy';
import { z } from 'zod';

/** File kinds the server recognises by content (magic bytes), with their display names. */
export const FILE_KINDS = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  mp4: { mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
  quicktime: { mime: 'video/quicktime', extensions: ['mov', 'qt'] },
  '3gpp': { mime: 'video/3gpp', extensions: ['3gp', '3gpp'] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && Object.hasOwn(FILE_KINDS, value);
}

/** Attachments: jpeg, png, pdf, word and excel (spec 3 section 5). */
export const ATTACHMENT_KINDS: readonly FileKind[] = ['jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'];
/** Image-only targets: avatars, project avatars, logos. */
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png'];
/** Job answers also take video. */
export const ANSWER_KINDS: readonly FileKind[] = [...ATTACHMENT_KINDS, 'mp4', 'quicktime', '3gpp'];
export const VIDEO_KINDS: readonly FileKind[] = ['mp4', 'quicktime', '3gpp'];

/** What an upload is for; it decides which kinds are accepted. */
export const ASSET_TARGETS = [
  'attachment',
  'job',
  'answer',
  'question',
  'project',
  'project_avatar',
  'user',
  'avatar',
  'logo',
  'blueprint',
] as const;
export type AssetTarget = (typeof ASSET_TARGETS)[number];

export function isAssetTarget(value: unknown): value is AssetTarget {
  return typeof value === 'string' && (ASSET_TARGETS as readonly string[]).includes(value);
}

/** The kinds an upload for `target` accepts. */
export function allowedKindsFor(target: AssetTarget): readonly FileKind[] {
  switch (target) {
    case 'avatar':
    case 'project_avatar':
    case 'logo':
      return IMAGE_KINDS;
    case 'answer':
    case 'job':
      return ANSWER_KINDS;
    case 'blueprint':
      return ['pdf', 'jpeg', 'png'];
    default:
      return ATTACHMENT_KINDS;
  }
}

export function isVideoKind(kind: FileKind): boolean {
  return VIDEO_KINDS.includes(kind);
}

/** Download sizes: the original, or a made-once variant (spec 1 section 9). */
export const ASSET_SIZES = {
  thumbnail: { width: 100, height: 100 },
  message: { width: 500, height: 500 },
  avatar: { width: 500, height: 500 },
} as const;
export type AssetSize = keyof typeof ASSET_SIZES;

/** Files in one upload unless the operator sets another number. */
export const DEFAULT_MAX_FILES_PER_UPLOAD = 10;
/** Bytes in one file unless the operator sets another number: 1 GiB. */
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024 * 1024;
/** The widest a PDF page is rendered (pdf-resize). */
export const MAX_PDF_RENDER_WIDTH = 6000;
/** Assets in one zip download. */
export const MAX_ZIP_ASSETS = 500;
/** Rotation steps in degrees. */
export const ROTATION_STEP = 90;

export const uploadQuerySchema = z.object({
  target: z.enum(ASSET_TARGETS).default('attachment'),
  target_id: z.string().min(1).max(100).optional(),
  private_asset: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  target_user: z.string().uuid().optional(),
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const downloadQuerySchema = z.object({
  size: z.enum(['original', 'thumbnail', 'message', 'avatar']).default('original'),
  /** A PDF page image (1-based), rendered at `width` pixels or the default scale. */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  width: z.coerce.number().int().min(100).max(MAX_PDF_RENDER_WIDTH).optional(),
  preview: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  key: z.string().optional(),
  expires: z.coerce.number().int().optional(),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

export const measurementsSchema = z
  .object({
    pixels: z.object({ width: z.number(), height: z.number() }).partial(),
    metrics: z.object({ width: z.number(), height: z.number() }).partial(),
    arrows: z.record(z.string(), z.unknown()),
  })
  .partial();

/** An asset as the API hands it out (spec 3 "Asset and file"). */
export const assetSchema = z.object({
  _id: z.string(),
  assetId: z.string(),
  originalName: z.string(),
  extension: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  Location: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Signed link to the 500x500 message image (photos, first page of a PDF); null otherwise. */
  previewUrl: z.string().nullable(),
  isVideo: z.boolean(),
  measurements: measurementsSchema.nullable(),
  rotation: z.number().int(),
  pages: z.number().int().nullable(),
  owner: z.string().nullable(),
  /** Who uploaded it (the owner differs when a manager uploads for someone). */
  uploadedBy: z.string().nullable(),
  /** The uploader's display name, for lists (null when the user is gone). */
  uploadedByName: z.string().nullable(),
  target: z.enum(ASSET_TARGETS),
  targetId: z.string().nullable(),
  private: z.boolean(),
  created_at: z.string(),
  /**
   * With GET /v2/asset/info/{id}?get_sizes=true, a PDF's pages: their size in PDF points, and
   * in plan pixels (points x 2, after the file's rotation) as the blueprint editor draws on them.
   */
  pageSizes: z
    .array(z.object({ page: z.number().int(), width: z.number(), height: z.number(), planWidth: z.number(), planHeight: z.number() }))
    .optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /v2/asset/info/{id}: `get_sizes` adds a PDF's page sizes. */
export const assetInfoQuerySchema = z.object({
  get_sizes: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});

export const rotateBodySchema = z.object({
  rotation: z.coerce
    .number()
    .int()
    .refine((r) => r % ROTATION_STEP === 0, 'rotation must be a multiple of 90')
    .default(ROTATION_STEP),
});

/** Targets in one list query: the files screen's ?jobId=a,b. */
export const MAX_LIST_TARGET_IDS = 100;

/**
 * GET /v2/asset/zip: the chosen files by `ids` (comma separated), or, without ids, everything the
 * same request to GET /v2/asset would list (its filters, search and sort; see `filesList`).
 */
export const assetZipIdsSchema = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.string().uuid()).min(1).max(MAX_ZIP_ASSETS));

export const pdfImagesQuerySchema = z.object({
  assetId: z.string().uuid(),
  width: z.coerce.number().int().min(100).max(MAX_PDF_RENDER_WIDTH).optional(),
});
export const pdfResizeBodySchema = z.object({
  width: z.coerce.number().int().min(100).max(MAX_PDF_RENDER_WIDTH),
});

/** One page of a PDF plan turned into an image. */
export const pdfPageSchema = z.object({
  page: z.number().int(),
  /** Size of the image in pixels. */
  width: z.number(),
  height: z.number(),
  /** Size of the page in PDF points. */
  widthPt: z.number(),
  heightPt: z.number(),
  url: z.string(),
});
export type PdfPage = z.infer<typeof pdfPageSchema>;

export const pdfImagesSchema = z.object({
  assetId: z.string(),
  pageCount: z.number().int(),
  rotation: z.number().int(),
  pages: z.array(pdfPageSchema),
});
export type PdfImages = z.infer<typeof pdfImagesSchema>;

/** The display list of kinds for the catalogue message, e.g. "jpeg, png". */
export function kindNames(kinds: readonly FileKind[]): string[] {
  return [...kinds];
}

/** The kind whose extensions contain `extension`, if any (name check on the web before upload). */
export function kindOfExtension(extension: string): FileKind | null {
  const ext = extension.toLowerCase().replace(/^\./, '');
  for (const [kind, def] of Object.entries(FILE_KINDS)) {
    if ((def.extensions as readonly string[]).includes(ext)) return kind as FileKind;
  }
  return null;
}

/** The HTML accept attribute for an upload target. */
export function acceptAttribute(target: AssetTarget): string {
  return allowedKindsFor(target)
    .flatMap((k) => [FILE_KINDS[k].mime, ...FILE_KINDS[k].extensions.map((e) => `.${e}`)])
    .join(',');
}

/** The asset as the access policy sees it. */
export function assetSubject(asset: Pick<Asset, 'owner' | 'uploadedBy' | 'private'>): AssetSubject {
  return { ownerId: asset.owner, uploadedBy: asset.uploadedBy, private: asset.private };
}

/** GET /v2/s3/delete query (kept for older clients). */
export const s3DeleteQuerySchema = z.object({ assetId: z.string().uuid() });

/** POST /v2/asset/upload reply: the stored files, in the order sent. */
export const assetListSchema = z.array(assetSchema);
