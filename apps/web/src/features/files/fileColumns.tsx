import { useState } from 'react';
import Box from '@mui/material/Box';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import type { TFunction } from 'i18next';
import { KindIcon, previewKindOf } from '../../components/attachments/assetKind';
import { formatDisplayDateTime } from '../../components/attachments/displayDate';
import type { GridListColumn } from '../../components/grid/types';

/** 'DD/MM/YY, HH:mm' in every language (spec 3 section 9), as the file cards show it. */
export function formatFileDate(iso: string): string {
  return formatDisplayDateTime(iso) ?? '';
}

function Thumbnail({ asset, alt }: { asset: Asset; alt: string }) {
  const [broken, setBroken] = useState(false);
  const kind = previewKindOf(asset);
  // A page shrunk to 100 px is a blank card: a PDF shows the top of its 500 px first-page image.
  const src = kind === 'pdf' ? (asset.previewUrl ?? asset.thumbnailUrl) : asset.thumbnailUrl;
  if (!src || broken) return <KindIcon kind={kind} color="action" aria-hidden />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ width: 40, height: 40, objectFit: 'cover', objectPosition: 'top', bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
    />
  );
}

/** The files table's columns: the definition's, and a thumbnail of the screen's own. */
export function fileColumns(t: TFunction): GridListColumn<Asset>[] {
  return [
    {
      key: 'thumbnail',
      label: 'columns.thumbnail',
      width: 84,
      minWidth: 84,
      hideOnCards: true,
      render: (a) => <Thumbnail asset={a} alt={t('attachments.thumbnailAlt', { name: a.originalName })} />,
    },
    { key: 'originalName', flex: 2, minWidth: 180, render: (a) => <bdi>{a.originalName}</bdi>, value: (a) => a.originalName },
    { key: 'kind', width: 130, value: (a) => t(`files.options.kind.${previewKindOf(a)}`) },
    // Numbers with units and dates keep their left-to-right order inside Hebrew text.
    { key: 'size', width: 110, value: (a) => formatBytes(a.size), render: (a) => <span dir="ltr">{formatBytes(a.size)}</span> },
    { key: 'uploadedBy', flex: 1, minWidth: 140, render: (a) => <bdi>{a.uploadedByName ?? t('files.unknownUploader')}</bdi> },
    { key: 'createdAt', width: 150, value: (a) => formatFileDate(a.created_at), render: (a) => <span dir="ltr">{formatFileDate(a.created_at)}</span> },
  ];
}
