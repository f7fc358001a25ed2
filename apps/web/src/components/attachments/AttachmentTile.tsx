import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import { KindIcon, previewKindOf } from './assetKind';
import { tilePicture } from './tilePicture';
import { UploadTime } from './UploadTime';
import { useElementWidth } from './useElementWidth';

interface AttachmentTileProps {
  asset: Asset;
  onOpen: (asset: Asset) => void;
  /** Present when the grid allows choosing several files. */
  selected?: boolean;
  onToggleSelected?: (asset: Asset) => void;
  actions?: ReactNode;
}

/** One file: its picture (or a kind icon), name, size, upload date and uploader; the picture opens the preview. */
export function AttachmentTile({ asset, onOpen, selected, onToggleSelected, actions }: AttachmentTileProps) {
  const { t } = useTranslation();
  const kind = previewKindOf(asset);
  const frame = useRef<HTMLButtonElement>(null);
  const width = useElementWidth(frame);
  const [broken, setBroken] = useState(false);
  const picture = broken ? null : tilePicture(asset, width);

  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="attachment-tile"
      data-asset-id={asset.assetId}
      sx={{
        listStyle: 'none',
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
      }}
    >
      <ButtonBase
        ref={frame}
        onClick={() => onOpen(asset)}
        aria-label={t('attachments.open', { name: asset.originalName })}
        sx={{
          display: 'block',
          position: 'relative',
          width: '100%',
          aspectRatio: '4 / 3',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        {picture ? (
          <>
            <Box
              component="img"
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.sizes}
              alt={t('attachments.thumbnailAlt', { name: asset.originalName })}
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
              data-testid="attachment-thumbnail"
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                objectPosition: picture.objectPosition,
                display: 'block',
                // A page is white paper: the grey frame stays visible around its margins.
                bgcolor: kind === 'pdf' ? 'common.white' : undefined,
              }}
            />
            {kind !== 'image' && (
              <Typography
                variant="caption"
                aria-hidden
                sx={{ position: 'absolute', bottom: 6, insetInlineEnd: 6, px: 0.75, borderRadius: 0.5, bgcolor: 'rgba(0, 0, 0, 0.64)', color: 'common.white', fontWeight: 600, textTransform: 'uppercase' }}
              >
                {asset.extension.replace(/^\./, '')}
              </Typography>
            )}
          </>
        ) : (
          <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
            <KindIcon kind={kind} sx={{ fontSize: 48 }} color="action" aria-hidden />
            <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', mt: 0.5 }}>
              {asset.extension.replace(/^\./, '')}
            </Typography>
          </Stack>
        )}
      </ButtonBase>
      {onToggleSelected && (
        <Checkbox
          checked={Boolean(selected)}
          onChange={() => onToggleSelected(asset)}
          slotProps={{ input: { 'aria-label': t('attachments.select', { name: asset.originalName }) } }}
          sx={{ position: 'absolute', top: 4, insetInlineStart: 4, bgcolor: 'background.paper', borderRadius: 1, p: 0.5, '&:hover': { bgcolor: 'background.paper' } }}
        />
      )}
      <Stack direction="row" sx={{ alignItems: 'flex-start', px: 1.25, py: 0.75, gap: 0.5, minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="body2"
            title={asset.originalName}
            sx={{ fontWeight: 500, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {/* A Latin name keeps its own order inside a Hebrew page. */}
            <bdi>{asset.originalName}</bdi>
          </Typography>
          {/* Size and date share a line when the tile is wide enough, and wrap under each other when not. */}
          <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            <bdi>{formatBytes(asset.size)}</bdi>
            <UploadTime iso={asset.created_at} />
          </Typography>
          {asset.uploadedByName && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {t('attachments.uploadedBy', { name: asset.uploadedByName })}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
    </Paper>
  );
}

