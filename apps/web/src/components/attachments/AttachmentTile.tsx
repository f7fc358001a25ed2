import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, type Asset } from '@fieldwork/contracts';
import { KindIcon, previewKindOf } from './assetKind';

interface AttachmentTileProps {
  asset: Asset;
  onOpen: (asset: Asset) => void;
  /** Present when the grid allows choosing several files. */
  selected?: boolean;
  onToggleSelected?: (asset: Asset) => void;
  actions?: ReactNode;
}

/** One file: its thumbnail (or a kind icon), name and size; the picture opens the preview. */
export function AttachmentTile({ asset, onOpen, selected, onToggleSelected, actions }: AttachmentTileProps) {
  const { t } = useTranslation();
  const kind = previewKindOf(asset);
  const [broken, setBroken] = useState(false);
  const showThumbnail = asset.thumbnailUrl !== null && !broken;

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
        {showThumbnail ? (
          <>
            <Box
              component="img"
              src={asset.thumbnailUrl ?? undefined}
              alt={t('attachments.thumbnailAlt', { name: asset.originalName })}
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
              data-testid="attachment-thumbnail"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
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
          <Typography variant="caption" color="text.secondary" component="div">
            <bdi>{formatBytes(asset.size)}</bdi>
          </Typography>
        </Box>
        {actions}
      </Stack>
    </Paper>
  );
}
