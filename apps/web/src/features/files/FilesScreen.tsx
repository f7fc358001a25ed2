import { useMemo, useState } from 'react';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { filesList, MAX_ZIP_ASSETS, ROTATION_STEP, type Asset } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { useAppDispatch } from '../../app/hooks';
import { AttachmentGrid } from '../../components/attachments/AttachmentGrid';
import { AttachmentPreviewDialog } from '../../components/attachments/AttachmentPreviewDialog';
import { assetsApi, saveObjectUrl, useDeleteAssetMutation, useDownloadZipMutation, useRotateAssetMutation } from '../../components/attachments/assetsApi';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { GridList } from '../../components/grid/GridList';
import { readListUrl } from '../../components/grid/listUrl';
import type { AlternateView } from '../../components/grid/types';
import { FileUploader } from '../../components/upload/FileUploader';
import { DeleteFileDialog } from './DeleteFileDialog';
import { fileColumns } from './fileColumns';
import { FilePanel } from './FilePanel';
import { useListFilesQuery } from './filesApi';
import { FileTileActions } from './FileTileActions';

const assetId = (a: Asset) => a.assetId;
const assetName = (a: Asset) => a.originalName;

/** /files: the files list (filesList) as a table or tiles; upload, preview, zip, rotate and delete. */
export function FilesScreen() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const jobIds = useMemo(() => {
    const value = readListUrl(filesList, params).query.filters.jobId;
    return Array.isArray(value) ? value : [];
  }, [params]);
  const [previewing, setPreviewing] = useState<Asset | null>(null);
  // The rows loaded when the preview opened: Previous, Next and the arrow keys step through them.
  const [previewRows, setPreviewRows] = useState<readonly Asset[]>([]);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [rotate, rotation] = useRotateAssetMutation();
  const [remove, removal] = useDeleteAssetMutation();
  const [zip, zipping] = useDownloadZipMutation();
  const fail = (error: Parameters<typeof errorMessage>[0]) => errorMessage(error, t, i18n.language);
  const columns = useMemo(() => fileColumns(t), [t]);

  async function downloadZip(assets: readonly Asset[]) {
    const result = await zip(assets.map(assetId));
    if ('error' in result) setFeedback({ severity: 'error', text: fail(result.error) });
    else saveObjectUrl(result.data, 'assets.zip');
  }

  async function rotateAsset(asset: Asset) {
    const result = await rotate({ assetId: asset.assetId, rotation: ROTATION_STEP });
    if ('error' in result) setFeedback({ severity: 'error', text: fail(result.error) });
    else setFeedback({ severity: 'success', text: t('files.rotated', { name: asset.originalName }) });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const result = await remove(deleting.assetId);
    if ('error' in result) {
      setDeleteError(fail(result.error));
      return;
    }
    setFeedback({ severity: 'success', text: t('files.deleted', { name: deleting.originalName }) });
    setDeleting(null);
  }

  const actions = (asset: Asset) => (
    <FileTileActions
      asset={asset}
      rotating={rotation.isLoading && rotation.originalArgs?.assetId === asset.assetId}
      onRotate={(a) => void rotateAsset(a)}
      onDelete={(a) => {
        setDeleteError(null);
        setDeleting(a);
      }}
    />
  );

  const tiles: AlternateView<Asset> = {
    key: 'tiles',
    label: 'files.tiles',
    icon: <GridViewOutlinedIcon fontSize="small" />,
    render: ({ rows, selectedIds, toggle, open }) => (
      <AttachmentGrid assets={rows} label={t('files.listLabel')} onOpen={open} selectedIds={selectedIds} onToggleSelected={toggle} renderActions={actions} />
    ),
  };

  const oneJob = jobIds.length === 1 ? jobIds[0] : undefined;
  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h1">{t('files.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('files.intro')}</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {jobIds.length > 1 ? (
          <Typography color="text.secondary">{t('files.uploadOneJob')}</Typography>
        ) : (
          <FileUploader
            target={oneJob ? 'job' : 'attachment'}
            targetId={oneJob}
            onUploaded={() => dispatch(assetsApi.util.invalidateTags([{ type: 'Asset', id: 'LIST' }]))}
          />
        )}
      </Paper>
      <GridList<Asset>
        definition={filesList}
        prefix="files"
        label={t('files.listLabel')}
        columns={columns}
        useRows={useListFilesQuery}
        getRowId={assetId}
        getRowName={assetName}
        views={[tiles]}
        renderPanel={(assets, loaded) => (
          <FilePanel
            assets={assets}
            renderActions={actions}
            onExpand={(asset) => {
              setPreviewRows(loaded);
              setPreviewing(asset);
            }}
          />
        )}
        renderSelectionActions={(assets) => (
          <ZipButton count={assets.length} zipping={zipping.isLoading} onZip={() => void downloadZip(assets)} />
        )}
        onDownload={(_query, shown) => void downloadZip(shown)}
        emptyText={t('files.emptyTitle')}
        emptyFilteredText={t('files.noMatches')}
      />
      <AttachmentPreviewDialog asset={previewing} assets={previewRows} onNavigate={setPreviewing} onClose={() => setPreviewing(null)} />
      <DeleteFileDialog
        asset={deleting}
        deleting={removal.isLoading}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}

function ZipButton({ count, zipping, onZip }: { count: number; zipping: boolean; onZip: () => void }) {
  const { t } = useTranslation();
  const tooMany = count > MAX_ZIP_ASSETS;
  return (
    <>
      <Button size="small" variant="contained" startIcon={<FolderZipOutlinedIcon />} onClick={onZip} disabled={zipping || tooMany}>
        {zipping ? t('files.zipping') : t('files.downloadZip')}
      </Button>
      {tooMany && (
        <Typography variant="caption" color="error" sx={{ width: '100%' }}>
          {t('files.zipLimit', { max: MAX_ZIP_ASSETS })}
        </Typography>
      )}
    </>
  );
}
