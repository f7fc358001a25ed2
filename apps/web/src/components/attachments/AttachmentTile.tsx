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
        sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}
      >
        {showThumbnail ? (
          <Box
            component="img"
            src={asset.thumbnailUrl ?? undefined}
            alt={t('attachments.thumbnailAlt', { name: asset.originalName })}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            data-testid="attachment-thumbnail"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
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
      <Stack direction="row" sx={{ alignItems: 'center', px: 1.25, py: 0.75, gap: 0.5, minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={asset.originalName} sx={{ fontWeight: 500 }}>
            {asset.originalName}
          </Typography>
          <Typography variant="caption" color="text.secondary" dir="ltr" component="div" sx={{ textAlign: 'start' }}>
            {formatBytes(asset.size)}
          </Typography>
        </Box>
        {actions}
      </Stack>
    </Paper>
  );
}
