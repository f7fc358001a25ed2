import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX, type ProjectDetail } from '@fieldwork/contracts';
import { projectErrorText } from '../projectErrors';
import { useCreateProjectMutation } from '../projectsApi';

const FORM_ID = 'project-wizard-form';

/**
 * The project wizard (spec 1 sections 2.6 and 5): the name, then the final step and its offers
 * (another project, the list, the project, a job in it: `onCreateJob` opens the job wizard).
 * An empty name is invalid before anything is sent; a refusal shows the server's message under
 * the name, which keeps what was typed.
 */
export function ProjectWizard({ onBack, onClose, onCreateJob }: { onBack: () => void; onClose: () => void; onCreateJob?: (projectId: string) => void }) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<ProjectDetail | null>(null);
  const [create, { isLoading }] = useCreateProjectMutation();
  const empty = name.trim() === '';
  const shownError = serverError ?? (touched && empty ? t('projects.errors.nameRequired') : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (empty || isLoading) return;
    setServerError(null);
    const result = await create({ name: name.trim() });
    if ('error' in result) setServerError(projectErrorText(result.error, t, i18n.language));
    else setCreated(result.data);
  }

  function createAnother() {
    setName('');
    setTouched(false);
    setServerError(null);
    setCreated(null);
  }

  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="wizard-step">
          {t('wizards.project.title')} · {t('wizards.step', { step: created ? 2 : 1, count: 2 })}
        </Typography>
        {created ? (
          <Created name={created.name} />
        ) : (
          <Stack component="form" id={FORM_ID} noValidate onSubmit={submit}>
            <TextField
              label={t('wizards.project.name')}
              name="name"
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setServerError(null);
              }}
              onBlur={() => setTouched(true)}
              required
              autoFocus
              error={shownError !== null}
              helperText={shownError ?? ' '}
              slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX, dir: 'auto' }, formHelperText: { role: serverError ? 'alert' : undefined } as object }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {created ? (
          <>
            <Button onClick={createAnother}>{t('wizards.project.more')}</Button>
            <Button component={RouterLink} to="/projects" onClick={onClose}>
              {t('wizards.project.toList')}
            </Button>
            {onCreateJob && <Button onClick={() => onCreateJob(created._id)}>{t('wizards.project.relatedJob')}</Button>}
            <Button component={RouterLink} to={`/project/view/${created._id}`} onClick={onClose} variant="contained">
              {t('wizards.project.toProject')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onBack}>{t('wizards.back')}</Button>
            <Button type="submit" form={FORM_ID} variant="contained" disabled={isLoading}>
              {isLoading ? t('wizards.project.creating') : t('wizards.finish')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** The final step: the project exists. Its heading takes focus where the Finish button was. */
function Created({ name }: { name: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={1} data-testid="project-created">
      <Typography ref={heading} tabIndex={-1} variant="h3" component="h3" sx={{ outline: 'none' }}>
        {t('wizards.project.created')}
      </Typography>
      <Typography color="text.secondary">
        {t('wizards.project.createdBody', { name: '\u2068' + name + '\u2069' })}
      </Typography>
    </Stack>
  );
}
