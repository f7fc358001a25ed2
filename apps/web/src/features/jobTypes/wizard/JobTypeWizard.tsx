import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JOB_TYPE_TITLE_MAX, type JobType, type JobTypeTemplateCard } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { jobTypeErrorText } from '../jobTypeErrors';
import { useCreateJobTypeFromTemplateMutation } from '../jobTypesApi';
import { TemplateCards } from './TemplateCards';

const FORM_ID = 'job-type-wizard-form';
const STEPS = 3;

type Stage = { kind: 'choose' } | { kind: 'name'; template: JobTypeTemplateCard } | { kind: 'created'; jobType: JobType };

/**
 * The job type wizard (spec 1 section 2.6): blank (the settings of a new job type) or from a
 * template (its card, then the name, prefilled), then the final step: open the editor, create
 * another, or go home. With the templates app off, only blank.
 */
export function JobTypeWizard({ onBack, onClose }: { onBack: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const templates = can('jobTypeTemplate.read');
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [create, creation] = useCreateJobTypeFromTemplateMutation();
  const step = stage.kind === 'choose' ? 1 : stage.kind === 'name' ? 2 : 3;

  return (
    <>
      <DialogContent>
        {templates && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="wizard-step">
            {t('jobTypes.wizard.title')} · {t('wizards.step', { step, count: STEPS })}
          </Typography>
        )}
        {stage.kind === 'choose' && (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('jobTypes.wizard.startFrom')}</Typography>
            <ListItemButton component={RouterLink} to="/job_type/new" onClick={onClose} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }} data-testid="job-type-blank">
              <ListItemIcon>
                <NoteAddOutlined />
              </ListItemIcon>
              <ListItemText primary={t('jobTypes.wizard.blank')} secondary={t('jobTypes.wizard.blankBody')} />
            </ListItemButton>
            {templates && (
              <Stack spacing={1} component="section" aria-labelledby="job-type-templates">
                <Typography variant="h3" id="job-type-templates">
                  {t('jobTypes.wizard.templates')}
                </Typography>
                <TemplateCards onChoose={(template) => setStage({ kind: 'name', template })} />
              </Stack>
            )}
          </Stack>
        )}
        {stage.kind === 'name' && (
          <NameStep template={stage.template} create={create} creating={creation.isLoading} onCreated={(jobType) => setStage({ kind: 'created', jobType })} />
        )}
        {stage.kind === 'created' && <Created jobType={stage.jobType} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {stage.kind === 'choose' && <Button onClick={onBack}>{t('wizards.back')}</Button>}
        {stage.kind === 'name' && (
          <>
            <Button onClick={() => setStage({ kind: 'choose' })} disabled={creation.isLoading}>
              {t('wizards.back')}
            </Button>
            <Button type="submit" form={FORM_ID} variant="contained" disabled={creation.isLoading}>
              {creation.isLoading ? t('jobTypes.wizard.creating') : t('jobTypes.wizard.create')}
            </Button>
          </>
        )}
        {stage.kind === 'created' && (
          <>
            <Button onClick={() => setStage({ kind: 'choose' })}>{t('jobTypes.wizard.more')}</Button>
            <Button component={RouterLink} to="/dashboard" onClick={onClose}>
              {t('jobTypes.wizard.toHome')}
            </Button>
            <Button component={RouterLink} to={`/job_type/editor/${stage.jobType._id}`} onClick={onClose} variant="contained">
              {t('jobTypes.wizard.openEditor')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** The name of the job type made from a template: the template's title first; a refusal shows under it and keeps it. */
interface NameStepProps {
  template: JobTypeTemplateCard;
  create: ReturnType<typeof useCreateJobTypeFromTemplateMutation>[0];
  creating: boolean;
  onCreated: (jobType: JobType) => void;
}

function NameStep({ template, create, creating, onCreated }: NameStepProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(template.title);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const empty = name.trim() === '';
  const shownError = serverError ?? (touched && empty ? t('jobTypes.errors.titleRequired') : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (empty || creating) return;
    setServerError(null);
    const result = await create({ templateId: template._id, name: name.trim() });
    if ('error' in result) setServerError(jobTypeErrorText(result.error, t, i18n.language));
    else onCreated(result.data);
  }

  return (
    <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={2}>
      <Typography color="text.secondary">{t('jobTypes.wizard.fromTemplate', { title: '\u2068' + template.title + '\u2069' })}</Typography>
      <TextField
        label={t('jobTypes.wizard.name')}
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
        slotProps={{ htmlInput: { maxLength: JOB_TYPE_TITLE_MAX, dir: 'auto' }, formHelperText: { role: serverError ? 'alert' : undefined } as object }}
      />
    </Stack>
  );
}

/** The final step: the job type exists. Its heading takes focus where the Create button was. */
function Created({ jobType }: { jobType: JobType }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={1} data-testid="job-type-created">
      <Typography ref={heading} tabIndex={-1} variant="h3" component="h3" sx={{ outline: 'none' }}>
        {t('jobTypes.wizard.created')}
      </Typography>
      <Typography color="text.secondary">
        {t('jobTypes.wizard.createdBody', { name: '\u2068' + jobType.title + '\u2069', count: jobType.questions?.length ?? jobType.questionsCount })}
      </Typography>
    </Stack>
  );
}
