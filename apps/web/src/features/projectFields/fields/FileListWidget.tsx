import { useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROJECT_FILES_MAX, type FileKind } from '@fieldwork/contracts';
import { useGetAssetInfoQuery } from '../../../components/attachments/assetsApi';
import { FileUploader } from '../../../components/upload/FileUploader';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

/** Blueprint lists take PDF plans only (spec 3 section 5); the server checks the files again. */
const PLAN_KINDS: readonly FileKind[] = ['pdf'];

/**
 * A file list or a blueprint list (asset ids): each file's name links to it; in edit mode files
 * are removed one by one and added through the one uploader, each change saved at once.
 */
export function FileListWidget({ field, label, value, editing, projectId, saver }: WidgetProps<string[]>) {
  const { t } = useTranslation();
  const plans = field.type === 'blueprintList';
  const [ids, setIds] = useState<string[]>(value ?? []);
  const [adding, setAdding] = useState(false);
  const shown = editing ? ids : (value ?? []);

  function change(next: string[]) {
    setIds(next);
    saver.save(next.length === 0 ? null : next);
  }

  return (
    <Stack spacing={1}>
      {shown.length > 0 ? (
        <Box component="ul" aria-label={t('projectFields.files.of', { label })} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {shown.map((id) => (
            <Stack component="li" key={id} direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              {plans ? <PictureAsPdfOutlinedIcon fontSize="small" color="action" aria-hidden /> : <AttachFileIcon fontSize="small" color="action" aria-hidden />}
              <AssetLink id={id} />
              {editing && (
                <IconButton size="small" aria-label={t('projectFields.files.remove')} onClick={() => change(ids.filter((other) => other !== id))}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" variant="body2">{t(plans ? 'projectFields.files.noPlans' : 'projectFields.files.none')}</Typography>
      )}
      {editing &&
        (adding ? (
          <FileUploader
            target={plans ? 'blueprint' : 'project'}
            targetId={projectId}
            kinds={plans ? PLAN_KINDS : undefined}
            maxFiles={Math.max(1, PROJECT_FILES_MAX - ids.length)}
            onUploaded={(assets) => change([...ids, ...assets.map((a) => a.assetId)].slice(0, PROJECT_FILES_MAX))}
          />
        ) : (
          <Box>
            <Button size="small" startIcon={<AttachFileIcon />} onClick={() => setAdding(true)} disabled={ids.length >= PROJECT_FILES_MAX}>
              {t(plans ? 'projectFields.files.addPlans' : 'projectFields.files.add')}
            </Button>
          </Box>
        ))}
      {editing && <SaveStatus save={saver} />}
    </Stack>
  );
}

/** A file's name, linked to it once its details are in. */
function AssetLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, isError } = useGetAssetInfoQuery(id);
  if (isError) return <Typography variant="body2" color="text.secondary">{t('projectFields.files.unavailable')}</Typography>;
  if (!data) return <Typography variant="body2" color="text.secondary">{t('projectFields.loading')}</Typography>;
  return (
    <Link href={data.Location} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <bdi>{data.originalName}</bdi>
    </Link>
  );
}
