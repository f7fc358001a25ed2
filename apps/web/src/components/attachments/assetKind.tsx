import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Asset } from '@fieldwork/contracts';

/** How an asset is previewed: images and PDF pages as pictures, video in a player, the rest downloaded. */
export type PreviewKind = 'image' | 'pdf' | 'video' | 'document' | 'spreadsheet' | 'other';

export function previewKindOf(asset: Pick<Asset, 'mimeType' | 'isVideo' | 'extension'>): PreviewKind {
  if (asset.isVideo || asset.mimeType.startsWith('video/')) return 'video';
  if (asset.mimeType === 'image/jpeg' || asset.mimeType === 'image/png') return 'image';
  if (asset.mimeType === 'application/pdf') return 'pdf';
  const ext = asset.extension.toLowerCase().replace(/^\./, '');
  if (ext === 'doc' || ext === 'docx') return 'document';
  if (ext === 'xls' || ext === 'xlsx') return 'spreadsheet';
  return 'other';
}

/** Only images and PDF plans turn (spec 3 section 5). */
export function isRotatable(asset: Asset): boolean {
  const kind = previewKindOf(asset);
  return kind === 'image' || kind === 'pdf';
}

const ICONS: Record<PreviewKind, typeof InsertDriveFileOutlinedIcon> = {
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  video: MovieOutlinedIcon,
  document: DescriptionOutlinedIcon,
  spreadsheet: TableChartOutlinedIcon,
  other: InsertDriveFileOutlinedIcon,
};

export function KindIcon({ kind, ...props }: { kind: PreviewKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon {...props} />;
}
