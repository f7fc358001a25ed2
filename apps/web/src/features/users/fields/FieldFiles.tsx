import { useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetAssetInfoQuery } from '../../../components/attachments/assetsApi';
import { FileUploader } from '../../../components/upload/FileUploader';

/** At most this many files per field (the value schema's limit). */
export const MAX_FIELD_FILES = 50;

interface FieldFilesProps {
  label: string;
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  readOnly: boolean;
  userId: string;
}

/** The files of a profile field (asset ids): their names as links, and, to whoever may write, remove and add. */
export function FieldFiles({ label, ids, onChange, readOnly, userId }: FieldFilesProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={1}>
      {ids.length > 0 ? (
        <Box component="ul" aria-label={t('users.fields.filesOf', { label })} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {ids.map((id) => (
            <Stack component="li" key={id} direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <AttachFileIcon fontSize="small" color="action" aria-hidden />
              <AssetName id={id} />
              {!readOnly && (
                <IconButton size="small" aria-label={t('users.fields.removeFile')} onClick={() => onChange(ids.filter((other) => other !== id))}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Box>
      ) : (
        readOnly && <Typography color="text.secondary" variant="body2">{t('users.fields.noFiles')}</Typography>
      )}
      {!readOnly &&
        (adding ? (
          <FileUploader
            target="user"
            targetUser={userId}
            privateAsset
            maxFiles={Math.max(1, MAX_FIELD_FILES - ids.length)}
            onUploaded={(assets) => onChange([...ids, ...assets.map((a) => a.assetId)].slice(0, MAX_FIELD_FILES))}
          />
        ) : (
          <Box>
            <Button size="small" startIcon={<AttachFileIcon />} onClick={() => setAdding(true)} disabled={ids.length >= MAX_FIELD_FILES}>
              {t('users.fields.addFiles')}
            </Button>
          </Box>
        ))}
    </Stack>
  );
}

/** A file's name, linked to it once its details are in. */
function AssetName({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isError } = useGetAssetInfoQuery(id);
  if (isError) return <Typography variant="body2" color="text.secondary">{t('users.fields.fileUnavailable')}</Typography>;
  if (!data) return <Typography variant="body2" color="text.secondary">{t('app.loading')}</Typography>;
  return (
    <Link href={data.Location} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <bdi>{data.originalName}</bdi>
    </Link>
  );
}
