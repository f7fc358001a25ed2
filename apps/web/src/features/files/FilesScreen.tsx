import { useEffect, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, ROTATION_STEP, type Asset } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { errorMessage } from '../../app/errors/errorMessages';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser } from '../../app/session/useSession';
import { AttachmentPreviewDialog } from '../../components/attachments/AttachmentPreviewDialog';
import {
  assetsApi,
  saveObjectUrl,
  useDeleteAssetMutation,
  useDownloadZipMutation,
  useRotateAssetMutation,
} from '../../components/attachments/assetsApi';
import { FileUploader } from '../../components/upload/FileUploader';
import { DeleteFileDialog } from './DeleteFileDialog';
import { FilesGridBody } from './FilesGridBody';
import { jobIdsFrom, SEARCH_DEBOUNCE_MS } from './filesQuery';
import { FilesToolbar, type FilesScope } from './FilesToolbar';
import { FileTileActions } from './FileTileActions';
import { useDebouncedValue } from './useDebouncedValue';
import { useFilesListing } from './useFilesListing';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';

/** /files: the instance's files, or the user's own; upload, preview, zip, rotate and delete. */
export function FilesScreen() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const jobIds = jobIdsFrom(params);
  // Browsing everyone's files is the files app; whoever may not sees only their own.
  const browseAll = can('files.browse');
  const [scope, setScope] = useState<FilesScope>(browseAll ? 'all' : 'mine');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [previewing, setPreviewing] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const listing = useFilesListing({ jobIds, page, pageSize, owner: scope === 'mine' ? user.id : undefined, search });
  const [rotate, rotation] = useRotateAssetMutation();
  const [remove, removal] = useDeleteAssetMutation();
  const [zip, zipping] = useDownloadZipMutation();
  const fail = (error: Parameters<typeof errorMessage>[0]) => errorMessage(error, t, i18n.language);

  // A new filter starts at the first page; a page emptied by deletes falls back one.
  const jobParam = params.get('jobId');
  useEffect(() => setPage(0), [search, scope, pageSize, jobParam]);
  useEffect(() => {
    if (listing.data && listing.data.docs.length === 0 && page > 0) setPage(page - 1);
  }, [listing.data, page]);

  function toggleSelected(asset: Asset) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(asset.assetId)) next.add(asset.assetId);
      return next;
    });
  }

  async function downloadZip() {
    const result = await zip([...selected]);
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
    setSelected((current) => new Set([...current].filter((id) => id !== deleting.assetId)));
    setFeedback({ severity: 'success', text: t('files.deleted', { name: deleting.originalName }) });
    setDeleting(null);
  }

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
      <FilesToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        scope={browseAll ? scope : null}
        onScopeChange={setScope}
        jobIds={jobIds}
        onClearJobs={() => setParams((current) => {
          current.delete('jobId');
          return current;
        })}
        selectedCount={selected.size}
        zipping={zipping.isLoading}
        onZip={() => void downloadZip()}
        onClearSelection={() => setSelected(new Set())}
      />
      <FilesGridBody
        data={listing.data}
        loading={listing.isLoading}
        fetching={listing.isFetching}
        error={listing.isError ? fail(listing.error) : null}
        onRetry={() => void listing.refetch()}
        searching={search !== ''}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        selectedIds={selected}
        onToggleSelected={toggleSelected}
        onOpen={setPreviewing}
        renderActions={(asset) => (
          <FileTileActions
            asset={asset}
            rotating={rotation.isLoading && rotation.originalArgs?.assetId === asset.assetId}
            onRotate={(a) => void rotateAsset(a)}
            onDelete={(a) => {
              setDeleteError(null);
              setDeleting(a);
            }}
          />
        )}
      />
      <AttachmentPreviewDialog asset={previewing} onClose={() => setPreviewing(null)} />
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
