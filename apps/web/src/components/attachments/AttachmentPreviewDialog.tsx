import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import { KindIcon, previewKindOf } from './assetKind';
import { ImagePreview } from './ImagePreview';
import { PdfPages } from './PdfPages';

interface AttachmentPreviewDialogProps {
  asset: Asset | null;
  onClose: () => void;
}

/** A file in a dialog (full screen on a phone): image, PDF pages or video, and its download. */
export function AttachmentPreviewDialog({ asset, onClose }: AttachmentPreviewDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  return (
    <Dialog open={asset !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="attachment-preview-title">
      {asset && (
        <>
          <DialogTitle id="attachment-preview-title" sx={{ pe: 7, overflowWrap: 'anywhere' }}>
            <bdi>{asset.originalName}</bdi>
            <Typography variant="caption" color="text.secondary" component="div">
              <bdi>{formatBytes(asset.size)}</bdi>
            </Typography>
            <IconButton onClick={onClose} aria-label={t('common.close')} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers data-testid="attachment-preview">
            <PreviewBody asset={asset} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button variant="contained" startIcon={<DownloadIcon />} component="a" href={asset.Location} download={asset.originalName}>
              {t('attachments.download')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function PreviewBody({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const kind = previewKindOf(asset);
  if (kind === 'image') return <ImagePreview asset={asset} />;
  if (kind === 'pdf') return <PdfPages asset={asset} />;
  if (kind === 'video') {
    return (
      <video controls preload="metadata" src={asset.Location} style={{ display: 'block', width: '100%', maxHeight: '70vh', background: '#000' }}>
        {t('attachments.noVideo')}
      </video>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', py: 6, gap: 1.5, textAlign: 'center' }}>
      <KindIcon kind={kind} sx={{ fontSize: 64 }} color="action" aria-hidden />
      <Typography color="text.secondary">{t('attachments.noPreview')}</Typography>
    </Stack>
  );
}
