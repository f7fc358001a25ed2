import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IMAGE_KINDS, type Asset } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { useGetAssetInfoQuery } from '../../../components/attachments/assetsApi';
import { checkSelection } from '../../../components/upload/checkSelection';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';

/** Question images (backgrounds, list choices) are images only: jpeg and png. */
const TARGET = 'question';
const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export interface ImageUploadProps {
  /** Names the image: "Background on phones", "Image of choice 2". */
  label: string;
  assetId: string | null;
  /** A link to the image already known (the question's signed background link). */
  knownUrl?: string | null;
  questionId: string;
  onChange: (assetId: string | null) => void;
  disabled?: boolean;
}

/**
 * One image of a question: its thumbnail with replace and remove, or a button to add one. The
 * file goes through the asset upload (images only, refused here in the catalogue's words before
 * anything is sent); the question keeps the asset's id.
 */
export function ImageUpload({ label, assetId, knownUrl, questionId, onChange, disabled }: ImageUploadProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<Asset | null>(null);
  const { rows, add, remove } = useUploadQueue({ target: TARGET, targetId: questionId }, (assets) => {
    const asset = assets[0];
    if (!asset) return;
    setUploaded(asset);
    onChange(asset.assetId);
  });
  const row = rows[0];
  const busy = row?.status === 'uploading' || row?.status === 'queued';
  const types = IMAGE_KINDS.join(', ');

  // A failed upload is said once and leaves the queue, so the next choice starts afresh.
  useEffect(() => {
    if (row?.status !== 'failed' && row?.status !== 'cancelled') return;
    const failure = row.failure;
    setProblem(
      failure?.reason === 'network'
        ? t('errors.network')
        : failure?.body?.code === 'invalid_file_type'
          ? t('jobTypeEditor.look.invalidImage', { types })
          : errorMessage({ status: failure?.status ?? 0, data: failure?.body }, t, i18n.language),
    );
    remove(row.id);
  }, [row, remove, t, i18n.language, types]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (checkSelection([file.name], 0, TARGET, 1, IMAGE_KINDS)) {
      setProblem(t('jobTypeEditor.look.invalidImage', { types }));
      return;
    }
    setProblem(null);
    add([file]);
  }

  const url = assetId && uploaded?.assetId === assetId ? uploaded.thumbnailUrl : assetId ? knownUrl : null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {assetId ? <Thumbnail assetId={assetId} url={url ?? null} label={label} /> : null}
        {busy && <CircularProgress size={24} aria-label={t('jobTypeEditor.look.uploading')} />}
        {!disabled && (
          <Button
            size="small"
            startIcon={<AddPhotoAlternateOutlined />}
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-label={`${assetId ? t('jobTypeEditor.look.replace') : t('jobTypeEditor.look.upload')}: ${label}`}
            aria-describedby={problem ? errorId : undefined}
          >
            {assetId ? t('jobTypeEditor.look.replace') : t('jobTypeEditor.look.upload')}
          </Button>
        )}
        {!disabled && assetId && (
          <IconButton size="small" onClick={() => onChange(null)} aria-label={`${t('jobTypeEditor.look.remove')}: ${label}`}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <input ref={input} type="file" hidden accept={IMAGE_ACCEPT} onChange={choose} aria-label={label} />
      {problem && (
        <Typography id={errorId} role="alert" variant="caption" color="error">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}

function Thumbnail({ assetId, url, label }: { assetId: string; url: string | null; label: string }) {
  const { data } = useGetAssetInfoQuery(assetId, { skip: Boolean(url) });
  const src = url ?? data?.thumbnailUrl ?? null;
  return (
    <Box
      sx={{ width: 56, height: 56, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', bgcolor: 'action.hover', flexShrink: 0 }}
    >
      {src && <Box component="img" src={src} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
    </Box>
  );
}
