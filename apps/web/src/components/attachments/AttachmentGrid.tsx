import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Asset } from '@fieldwork/contracts';
import { AttachmentTile } from './AttachmentTile';

export interface AttachmentGridProps {
  assets: readonly Asset[];
  onOpen: (asset: Asset) => void;
  /** Choosing several files: the grid shows a checkbox on each tile. */
  selectedIds?: ReadonlySet<string>;
  onToggleSelected?: (asset: Asset) => void;
  /** Buttons at the foot of each tile (rotate, delete, ...). */
  renderActions?: (asset: Asset) => ReactNode;
  label?: string;
}

/** Files as a grid of tiles: two across on a phone, more as the screen widens. */
export function AttachmentGrid({ assets, onOpen, selectedIds, onToggleSelected, renderActions, label }: AttachmentGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 44%), 1fr))' }}
    >
      {assets.map((asset) => (
        <AttachmentTile
          key={asset.assetId}
          asset={asset}
          onOpen={onOpen}
          selected={selectedIds?.has(asset.assetId)}
          onToggleSelected={onToggleSelected}
          actions={renderActions?.(asset)}
        />
      ))}
    </Box>
  );
}
