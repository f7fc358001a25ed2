import { useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { ANSWER_FILES_MAX, ANSWER_KINDS, FILE_KINDS } from '@fieldwork/contracts';
import { checkSelection } from '../../../components/upload/checkSelection';
import { putPendingFile, usePendingFileUrl } from '../offline/pendingFiles';
import type { AnswerDraft, AnswerFileView, AnswerIssues, PendingFile } from '../types';
import { issueOf, type FieldIds } from './fieldParts';
import { issueText } from './issueText';

/** The extensions and types an answer's file input offers (the server checks the content again). */
const ANSWER_ACCEPT = ANSWER_KINDS.flatMap((k) => [FILE_KINDS[k].mime, ...FILE_KINDS[k].extensions.map((e) => `.${e}`)]).join(',');
const PHOTO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export interface FilesPanelProps {
  draft: AnswerDraft;
  /** Called with the draft as it is when the files are kept (the latest, after the async store). */
  onFiles: (change: (latest: AnswerDraft) => AnswerDraft) => void;
  ids: FieldIds;
  issues?: AnswerIssues;
  readOnly: boolean;
  maxFiles?: number;
  /** A photo question: the camera first (capture="environment" on phones). */
  photo?: boolean;
  required?: boolean;
}

/** The answer's files in the order shown: uploaded ones (asset ids), then those waiting on the device. */
export function fileCount(draft: AnswerDraft): number {
  return (draft.files?.length ?? 0) + (draft.pendingFiles?.length ?? 0);
}

/**
 * The files of an answer (spec 2 section 2: the file tab; the photo question): chosen files are
 * checked on the device for their kind (by extension) and their count, in the catalogue's words,
 * then kept on the device as pending files that the outbox uploads before the answer.
 * Thumbnails of uploaded and waiting files, each with remove.
 */
export function FilesPanel({ draft, onFiles, ids, issues, readOnly, maxFiles = ANSWER_FILES_MAX, photo = false, required = false }: FilesPanelProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = fileCount(draft);

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const refused = checkSelection(files.map((f) => f.name), count, 'answer', maxFiles, ANSWER_KINDS);
    if (refused) {
      setRefusal(
        refused.kind === 'tooManyFiles'
          ? t('questionFields.files.tooManyFiles', { max: refused.max })
          : t('questionFields.files.invalidType', { types: refused.types.join(', ') }),
      );
      return;
    }
    setRefusal(null);
    const kept = await Promise.all(files.map((file) => putPendingFile(file)));
    onFiles((latest) => ({ ...latest, pendingFiles: [...(latest.pendingFiles ?? []), ...kept] }));
  }

  const removeUploaded = (id: string) => onFiles((latest) => ({ ...latest, files: (latest.files ?? []).filter((f) => f !== id) }));
  const removePending = (localId: string) => onFiles((latest) => ({ ...latest, pendingFiles: (latest.pendingFiles ?? []).filter((f) => f.localId !== localId) }));
  const issue = issueOf(issues, 'files');
  const message = refusal ?? (issue ? issueText(t, issue) : undefined);
  const inputId = ids.part(photo ? 'photos' : 'files');

  return (
    <Stack spacing={1}>
      {photo && !readOnly && (
        <Typography variant="body2" color="text.secondary">
          {t('questionFields.files.photoHint')}
        </Typography>
      )}
      {!readOnly && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            hidden
            accept={photo ? PHOTO_ACCEPT : ANSWER_ACCEPT}
            {...(photo ? { capture: 'environment' as const } : {})}
            onChange={(event) => void chosen(event)}
            data-testid={photo ? 'photo-input' : 'file-input'}
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={photo ? <AddAPhotoOutlined /> : <AttachFile />}
            onClick={() => input.current?.click()}
            aria-describedby={[ids.title, message ? ids.issue('files') : ''].filter(Boolean).join(' ')}
            disabled={count >= maxFiles}
          >
            {photo ? t('questionFields.files.addPhotos') : t('questionFields.files.addFiles')}
          </Button>
          {maxFiles < ANSWER_FILES_MAX && (
            <Typography variant="caption" color="text.secondary">
              {t('questionFields.files.count', { count, max: maxFiles })}
            </Typography>
          )}
          {required && count === 0 && !message && (
            <Typography variant="caption" color="error">
              {t('questionFields.files.fileRequired')}
            </Typography>
          )}
        </Stack>
      )}
      {message && (
        <Typography id={ids.issue('files')} role="alert" variant="caption" color="error" data-testid="issue-files">
          {message}
        </Typography>
      )}
      {count > 0 ? (
        <Box component="ul" aria-label={t('questionFields.files.list')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
          {(draft.files ?? []).map((id) => (
            <UploadedTile key={id} id={id} view={draft.fileViews?.[id]} readOnly={readOnly} onRemove={() => removeUploaded(id)} />
          ))}
          {(draft.pendingFiles ?? []).map((file) => (
            <PendingTile key={file.localId} file={file} readOnly={readOnly} onRemove={() => removePending(file.localId)} />
          ))}
        </Box>
      ) : (
        readOnly && (
          <Typography variant="body2" color="text.secondary">
            {t('questionFields.files.none')}
          </Typography>
        )
      )}
    </Stack>
  );
}

function Tile({ name, picture, status, readOnly, onRemove }: { name: string; picture: string | null; status: string; readOnly: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}>
      {picture ? (
        <Box component="img" src={picture} alt={name} sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover' }} />
      ) : (
        <Box sx={{ aspectRatio: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
          <InsertDriveFileOutlined color="action" aria-hidden />
        </Box>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', px: 0.5, py: 0.25 }}>
        {status === t('questionFields.files.waiting') && <CloudUploadOutlined fontSize="inherit" color="action" aria-hidden />}
        <Typography variant="caption" noWrap title={name} sx={{ minWidth: 0 }}>
          <bdi>{name}</bdi>
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5, display: 'block' }}>
        {status}
      </Typography>
      {!readOnly && (
        <IconButton
          size="small"
          aria-label={t('questionFields.files.remove', { name })}
          onClick={onRemove}
          sx={{ position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

function UploadedTile({ id, view, readOnly, onRemove }: { id: string; view: AnswerFileView | undefined; readOnly: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = view?.name ?? t('questionFields.files.file');
  const picture = view ? (view.thumbnail ?? (['jpeg', 'png'].includes(view.kind) ? view.url : null)) : null;
  return <Tile name={name} picture={picture} status={t('questionFields.files.uploaded')} readOnly={readOnly} onRemove={onRemove} key={id} />;
}

function PendingTile({ file, readOnly, onRemove }: { file: PendingFile; readOnly: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = usePendingFileUrl(file.localId);
  return <Tile name={file.name} picture={file.type.startsWith('image/') ? url : null} status={t('questionFields.files.waiting')} readOnly={readOnly} onRemove={onRemove} />;
}
