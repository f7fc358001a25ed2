import type { ReactNode } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import { ImagePreview } from '../../components/attachments/ImagePreview';
import { PdfPages } from '../../components/attachments/PdfPages';
import { KindIcon, previewKindOf } from '../../components/attachments/assetKind';
import { formatFileDate } from './fileColumns';

interface FilePanelProps {
  assets: readonly Asset[];
  /** Rotate and delete, as the tiles offer them. */
  renderActions: (asset: Asset) => ReactNode;
  onExpand: (asset: Asset) => void;
}

/** The right panel of /files: one file previewed with its details, or the names of several. */
export function FilePanel({ assets, renderActions, onExpand }: FilePanelProps) {
  const { t } = useTranslation();
  if (assets.length !== 1) {
    return (
      <Stack spacing={1} data-testid="file-panel">
        <Typography variant="body2" color="text.secondary">{t('grid.selected', { count: assets.length })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {assets.map((a) => (
            <li key={a.assetId}><bdi>{a.originalName}</bdi></li>
          ))}
        </Box>
      </Stack>
    );
  }
  const asset = assets[0]!;
  const kind = previewKindOf(asset);
  return (
    <Stack spacing={2} data-testid="file-panel">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{asset.originalName}</bdi>
      </Typography>
      {kind === 'image' ? (
        <ImagePreview asset={asset} />
      ) : kind === 'pdf' ? (
        <PdfPages asset={asset} />
      ) : kind === 'video' ? (
        <video controls preload="metadata" src={asset.Location} style={{ width: '100%', background: '#000' }} />
      ) : (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <KindIcon kind={kind} sx={{ fontSize: 56 }} color="action" aria-hidden />
        </Stack>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Detail term={t('files.columns.kind')} value={t(`files.options.kind.${kind}`)} />
        <Detail term={t('files.columns.size')} value={formatBytes(asset.size)} ltr />
        <Detail term={t('files.columns.uploadedBy')} value={asset.uploadedByName ?? t('files.unknownUploader')} />
        <Detail term={t('files.columns.createdAt')} value={formatFileDate(asset.created_at)} ltr />
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" startIcon={<DownloadIcon />} component="a" href={asset.Location} download={asset.originalName}>
          {t('attachments.download')}
        </Button>
        <Button size="small" startIcon={<OpenInFullIcon />} onClick={() => onExpand(asset)}>
          {t('files.expand')}
        </Button>
        {renderActions(asset)}
      </Stack>
    </Stack>
  );
}

function Detail({ term, value, ltr }: { term: string; value: string; ltr?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{ltr ? <span dir="ltr">{value}</span> : <bdi>{value}</bdi>}</Typography>
    </>
  );
}
