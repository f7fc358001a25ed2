import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import {
  acceptAttribute,
  allowedKindsFor,
  DEFAULT_MAX_FILES_PER_UPLOAD,
  type Asset,
  FILE_KINDS,
  type AssetTarget,
  type FileKind,
} from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { checkSelection, type SelectionRefusal } from './checkSelection';
import { UploadRowItem } from './UploadRowItem';
import type { UploadFailure } from './uploadRequest';
import { useUploadQueue } from './useUploadQueue';

export interface FileUploaderProps {
  target: AssetTarget;
  targetId?: string;
  privateAsset?: boolean;
  targetUser?: string;
  /** Files in the list at once (the server's default limit unless a screen asks for fewer). */
  maxFiles?: number;
  /** Fewer kinds than the target takes (a blueprint list takes PDFs only); the server checks again. */
  kinds?: readonly FileKind[];
  onUploaded?: (assets: Asset[]) => void;
}

/**
 * The one uploader: drop files or choose them (on a phone, the camera too), then each file shows
 * its progress with cancel; a failed or cancelled file stays listed with retry.
 */
export function FileUploader({ target, targetId, privateAsset, targetUser, maxFiles = DEFAULT_MAX_FILES_PER_UPLOAD, kinds: onlyKinds, onUploaded }: FileUploaderProps) {
  const { t, i18n } = useTranslation();
  // A list of file types is left-to-right text: in a right-to-left sentence it is isolated, so
  // that its dots and commas stay with it ("jpeg, png, pdf." not ".jpeg, png, pdf").
  const typeList = (types: readonly string[]) => (i18n.dir() === 'rtl' ? `\u2066${types.join(', ')}\u2069` : types.join(', '));
  const queue = useUploadQueue({ target, targetId, privateAsset, targetUser }, (assets) => {
    setUploadedCount((n) => n + assets.length);
    onUploaded?.(assets);
  });
  const [refusal, setRefusal] = useState<SelectionRefusal | null>(null);
  const [uploadedCount, setUploadedCount] = useState(0);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  // Phones and tablets: the camera button. A desktop would only open the same file picker again.
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const kinds = onlyKinds ?? allowedKindsFor(target);
  const takesPhotos = kinds.includes('jpeg');

  function choose(files: FileList | null) {
    const list = files ? Array.from(files) : [];
    if (list.length === 0) return;
    const refused = checkSelection(list.map((f) => f.name), queue.rows.length, target, maxFiles, kinds);
    setRefusal(refused);
    if (!refused) {
      setUploadedCount(0);
      queue.add(list);
    }
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    choose(event.target.files);
    // The same file can be chosen again after it was removed from the list.
    event.target.value = '';
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  }

  function failureText(failure: UploadFailure | null): string | null {
    if (!failure) return null;
    if (failure.reason === 'network') return t('errors.network');
    // English shows the server's catalogue text as sent; other languages its translation, with the same list.
    if (failure.body?.code === 'invalid_file_type' && i18n.language !== 'en') return t('upload.invalidType', { types: typeList(kinds) });
    return errorMessage({ status: failure.status, data: failure.body }, t, i18n.language);
  }

  return (
    <Box>
      <Box
        data-testid="upload-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <CloudUploadOutlinedIcon color="primary" sx={{ fontSize: 36 }} aria-hidden />
        <Typography sx={{ mt: 0.5 }}>{t('upload.dropHere')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 1.5 }}>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
            {t('upload.choose')}
          </Button>
          {takesPhotos && touch && (
            <Button variant="outlined" startIcon={<PhotoCameraOutlinedIcon />} onClick={() => cameraInput.current?.click()}>
              {t('upload.takePhoto')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {t('upload.hint', { types: typeList(kinds), max: maxFiles })}
        </Typography>
        <input ref={fileInput} type="file" multiple hidden accept={onlyKinds ? acceptOf(onlyKinds) : acceptAttribute(target)} onChange={onInputChange} data-testid="upload-input" />
        {takesPhotos && (
          <input ref={cameraInput} type="file" hidden accept="image/*" capture="environment" onChange={onInputChange} data-testid="upload-camera-input" />
        )}
      </Box>

      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mt: 1.5 }}>
          {refusal.kind === 'tooManyFiles'
            ? t('upload.tooManyFiles', { max: refusal.max })
            : t('upload.invalidType', { types: typeList(refusal.types) })}
          {refusal.kind === 'invalidType' && (
            <Typography variant="caption" component="div">
              {t('upload.notAdded', { names: refusal.names.join(', ') })}
            </Typography>
          )}
        </Alert>
      )}

      {queue.rows.length > 0 && (
        <Box component="ul" aria-label={t('upload.listLabel')} sx={{ m: 0, mt: 1, p: 0 }}>
          {queue.rows.map((row) => (
            <UploadRowItem
              key={row.id}
              row={row}
              message={failureText(row.failure)}
              onCancel={() => queue.cancel(row.id)}
              onRetry={() => queue.retry(row.id)}
              onRemove={() => queue.remove(row.id)}
            />
          ))}
        </Box>
      )}
      <Typography role="status" variant="caption" color="success.main" sx={{ display: 'block', mt: 0.5, minHeight: '1.2em' }}>
        {uploadedCount > 0 && queue.rows.length === 0 ? t('upload.uploaded', { count: uploadedCount }) : ''}
      </Typography>
    </Box>
  );
}

function acceptOf(kinds: readonly FileKind[]): string {
  return kinds.flatMap((k) => [FILE_KINDS[k].mime, ...FILE_KINDS[k].extensions.map((e) => `.${e}`)]).join(',');
}
