import { useState } from 'react';
import Box from '@mui/material/Box';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import type { TFunction } from 'i18next';
import { KindIcon, previewKindOf } from '../../components/attachments/assetKind';
import type { GridListColumn } from '../../components/grid/types';

/** 'DD/MM/YY, HH:mm' in the reader's language (spec 3 section 9). */
export function formatFileDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

function Thumbnail({ asset, alt }: { asset: Asset; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (!asset.thumbnailUrl || broken) return <KindIcon kind={previewKindOf(asset)} color="action" aria-hidden />;
  return (
    <Box
      component="img"
      src={asset.thumbnailUrl}
      alt={alt}
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/** The files table's columns: the definition's, and a thumbnail of the screen's own. */
export function fileColumns(t: TFunction, language: string): GridListColumn<Asset>[] {
  return [
    {
      key: 'thumbnail',
      label: 'columns.thumbnail',
      width: 64,
      minWidth: 64,
      hideOnCards: true,
      render: (a) => <Thumbnail asset={a} alt={t('attachments.thumbnailAlt', { name: a.originalName })} />,
    },
    { key: 'originalName', flex: 2, minWidth: 180, render: (a) => <bdi>{a.originalName}</bdi>, value: (a) => a.originalName },
    { key: 'kind', width: 130, value: (a) => t(`files.options.kind.${previewKindOf(a)}`) },
    { key: 'size', width: 110, value: (a) => formatBytes(a.size) },
    { key: 'uploadedBy', flex: 1, minWidth: 140, render: (a) => <bdi>{a.uploadedByName ?? t('files.unknownUploader')}</bdi> },
    { key: 'createdAt', width: 150, value: (a) => formatFileDate(a.created_at, language) },
  ];
}
