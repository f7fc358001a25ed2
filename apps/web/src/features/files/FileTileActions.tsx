import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Rotate90DegreesCwOutlinedIcon from '@mui/icons-material/Rotate90DegreesCwOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@fieldwork/contracts';
import { isRotatable } from '../../components/attachments/assetKind';

interface FileTileActionsProps {
  asset: Asset;
  rotating: boolean;
  onRotate: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}

/** Rotate (images and PDFs) and delete, at the foot of a file's tile. */
export function FileTileActions({ asset, rotating, onRotate, onDelete }: FileTileActionsProps) {
  const { t } = useTranslation();
  const name = asset.originalName;
  return (
    <>
      {isRotatable(asset) && (
        <Tooltip title={t('files.rotate')}>
          <span>
            <IconButton size="small" onClick={() => onRotate(asset)} disabled={rotating} aria-label={t('files.rotateName', { name })}>
              <Rotate90DegreesCwOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={t('files.delete')}>
        <IconButton size="small" onClick={() => onDelete(asset)} aria-label={t('files.deleteName', { name })}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
