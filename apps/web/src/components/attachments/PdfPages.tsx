import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useGetPdfImagesQuery } from './assetsApi';

/** The pages of a PDF as images, one under the other; pages below the fold load as they scroll in. */
export function PdfPages({ asset }: { asset: Asset }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading } = useGetPdfImagesQuery(asset.assetId);

  if (isLoading) return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '1 / 1.414', maxHeight: '70vh' }} />;
  if (error || !data) return <Alert severity="error">{errorMessage(error, t, i18n.language)}</Alert>;

  return (
    <Stack spacing={2} data-testid="pdf-pages">
      {data.pages.map((page) => (
        <Box component="figure" key={page.page} sx={{ m: 0 }}>
          <Box
            component="img"
            src={page.url}
            width={page.width}
            height={page.height}
            loading={page.page === 1 ? 'eager' : 'lazy'}
            alt={t('attachments.pdfPageAlt', { page: page.page, count: data.pageCount, name: asset.originalName })}
            sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'common.white', boxShadow: 1 }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', mt: 0.5 }}>
            {t('attachments.pageOf', { page: page.page, count: data.pageCount })}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
