import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, allowedKindsFor, type Asset, type ProjectDetail } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { checkSelection } from '../../../components/upload/checkSelection';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';
import { ProjectAvatar } from '../ProjectAvatar';
import { projectErrorText } from '../projectErrors';
import { useUpdateProjectMutation } from '../projectsApi';

const TARGET = 'project_avatar';

/**
 * The project's picture with its replace button (spec 2 section 5): an image only (jpeg or png),
 * refused here with the catalogue's text before anything is sent. The file goes through the asset
 * upload; its id is then saved on the project, whose reply links the 500x500 rendition.
 */
export function ProjectAvatarEditor({ project, editable }: { project: ProjectDetail; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, saving] = useUpdateProjectMutation();
  const { rows, add, remove } = useUploadQueue({ target: TARGET, targetId: project._id }, (assets: Asset[]) => {
    const asset = assets[0];
    if (!asset) return;
    void update({ id: project._id, body: { avatar: asset.assetId } }).then((result) => {
      if ('error' in result) setProblem(projectErrorText(result.error, t, i18n.language));
    });
  });
  const row = rows[0];
  const busy = row?.status === 'uploading' || row?.status === 'queued' || saving.isLoading;

  // A failed upload is said once and leaves the queue, so the next choice starts afresh.
  useEffect(() => {
    if (row?.status !== 'failed' && row?.status !== 'cancelled') return;
    const failure = row.failure;
    setProblem(
      failure?.reason === 'network'
        ? t('errors.network')
        : failure?.body?.code === 'invalid_file_type' && i18n.language !== 'en'
          ? t('projects.view.avatarInvalidType', { types: allowedKindsFor(TARGET).join(', ') })
          : errorMessage({ status: failure?.status ?? 0, data: failure?.body }, t, i18n.language),
    );
    remove(row.id);
  }, [row, remove, t, i18n.language]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refused = checkSelection([file.name], 0, TARGET, 1);
    if (refused) {
      setProblem(t('projects.view.avatarInvalidType', { types: allowedKindsFor(TARGET).join(', ') }));
      return;
    }
    setProblem(null);
    add([file]);
  }

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Box sx={{ position: 'relative' }}>
        <ProjectAvatar project={project} size={88} />
        {busy && (
          <CircularProgress
            size={32}
            aria-label={t('projects.view.avatarUploading')}
            sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-16px', ml: '-16px' }}
          />
        )}
        {editable && (
          <IconButton
            size="small"
            aria-label={t('projects.view.replaceAvatar')}
            onClick={() => input.current?.click()}
            disabled={busy}
            sx={{ position: 'absolute', bottom: -6, right: -6, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
          >
            <PhotoCameraOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      {editable && (
        <input ref={input} type="file" hidden accept={acceptAttribute(TARGET)} onChange={choose} data-testid="avatar-input" />
      )}
      {problem && (
        <Typography role="alert" variant="caption" color="error" sx={{ maxWidth: 160, textAlign: 'center' }} data-testid="avatar-error">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
