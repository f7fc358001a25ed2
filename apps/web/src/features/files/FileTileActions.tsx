import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Rotate90DegreesCwOutlinedIcon from '@mui/icons-material/Rotate90DegreesCwOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { assetSubject, type Asset } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { isRotatable } from '../../components/attachments/assetKind';

interface FileTileActionsProps {
  asset: Asset;
  rotating: boolean;
  onRotate: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}

/** Rotate (images and PDFs) and delete, at the foot of a file's tile, for those the server lets do them. */
export function FileTileActions({ asset, rotating, onRotate, onDelete }: FileTileActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const subject = assetSubject(asset);
  const name = asset.originalName;
  return (
    <>
      {isRotatable(asset) && can('asset.modify', subject) && (
        <Tooltip title={t('files.rotate')}>
          <span>
            <IconButton size="small" onClick={() => onRotate(asset)} disabled={rotating} aria-label={t('files.rotateName', { name })}>
              <Rotate90DegreesCwOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {can('asset.delete', subject) && (
        <Tooltip title={t('files.delete')}>
          <IconButton size="small" onClick={() => onDelete(asset)} aria-label={t('files.deleteName', { name })}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
