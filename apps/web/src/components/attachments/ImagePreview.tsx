import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@fieldwork/contracts';

/**
 * An image at message size (500 px, quick on a weak signal), and the original when asked for.
 * Both are signed links, so the browser loads and caches them like any other image.
 */
export function ImagePreview({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  const [original, setOriginal] = useState(false);
  // The link that has finished loading, and the one that failed: the message image stays on
  // screen while the original comes in.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const src = original || !asset.previewUrl ? asset.Location : asset.previewUrl;
  const loading = loaded !== src && failed !== src;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      {failed === src ? (
        <Alert severity="error" sx={{ width: '100%' }}>{t('errors.unknown')}</Alert>
      ) : (
        <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center', minHeight: loaded ? undefined : 200 }}>
          <Box
            component="img"
            src={src}
            alt={t('attachments.imageAlt', { name: asset.originalName })}
            onLoad={() => setLoaded(src)}
            onError={() => setFailed(src)}
            data-testid="preview-image"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', opacity: loaded ? 1 : 0 }}
          />
          {loading && <CircularProgress aria-label={t('app.loading')} sx={{ position: 'absolute' }} />}
        </Box>
      )}
      {!original && src !== asset.Location && (
        <Button size="small" onClick={() => setOriginal(true)}>
          {t('attachments.showOriginal')}
        </Button>
      )}
    </Stack>
  );
}
