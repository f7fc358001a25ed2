import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useGetAssetObjectUrlQuery } from './assetsApi';

/** The revision query of the asset's links: it changes when the file is rotated or replaced. */
function revisionOf(asset: Asset): string {
  try {
    return new URL(asset.Location, window.location.origin).searchParams.get('v') ?? String(asset.size);
  } catch {
    return String(asset.size);
  }
}

/** An image at message size (500 px, quick on a weak signal), and the original when asked for. */
export function ImagePreview({ asset }: { asset: Asset }) {
  const { t, i18n } = useTranslation();
  const [original, setOriginal] = useState(false);
  const message = useGetAssetObjectUrlQuery({ assetId: asset.assetId, size: 'message', revision: revisionOf(asset) }, { skip: original });
  const src = original ? asset.Location : message.data;
  const alt = t('attachments.imageAlt', { name: asset.originalName });

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      {message.error && !original ? (
        <Alert severity="error" sx={{ width: '100%' }}>{errorMessage(message.error, t, i18n.language)}</Alert>
      ) : src ? (
        <Box component="img" src={src} alt={alt} data-testid="preview-image" sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
      ) : (
        <Box sx={{ py: 8 }} role="progressbar" aria-label={t('app.loading')}>
          <CircularProgress />
        </Box>
      )}
      {!original && (
        <Button size="small" onClick={() => setOriginal(true)}>
          {t('attachments.showOriginal')}
        </Button>
      )}
    </Stack>
  );
}
