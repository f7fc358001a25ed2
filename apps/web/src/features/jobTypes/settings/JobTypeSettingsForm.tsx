import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditNote from '@mui/icons-material/EditNote';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PREVIEW_QUESTIONS_MAX, type JobType } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FeedbackSnackbar, type Feedback } from '../../../components/FeedbackSnackbar';
import { Picker } from '../../../components/pickers/Picker';
import { useSkillOptions } from '../../../components/pickers/SkillPicker';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { focusFirstInvalid } from '../../accounts/useShownErrors';
import { jobTypeErrorText } from '../jobTypeErrors';
import { useDeleteJobTypeMutation } from '../jobTypesApi';
import { AnsweringSection, GeneralSection, PermissionsSection, Section } from './JobTypeFormSections';
import { MainQuestionsField } from './MainQuestionsField';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog';
import { useJobTypeForm } from './useJobTypeForm';

const FORM_ID = 'job-type-settings-form';

interface JobTypeSettingsFormProps {
  /** The job type, or null on /job_type/new. */
  jobType: JobType | null;
  /** A notice to show on arrival (the required skills of a just-created job type were refused). */
  notice?: string | null;
}

/**
 * The settings of a job type (/job_type/settings/{id}) or a new one (/job_type/new): title,
 * icon, description, how it is answered, who may create jobs, its main questions and required
 * skills. Save keeps the form on a refusal and shows the server's words beside their fields;
 * Delete asks first; Save as template asks the name; leaving with unsaved changes asks first.
 * A new job type, once created, opens in the editor.
 */
export function JobTypeSettingsForm({ jobType, notice = null }: JobTypeSettingsFormProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, change, errors, general, dirty, saving, save } = useJobTypeForm(jobType);
  const { blocker, release } = useUnsavedChangesGuard(dirty);
  const [feedback, setFeedback] = useState<Feedback>(notice ? { severity: 'error', text: notice } : null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [templating, setTemplating] = useState(false);
  const [remove, removal] = useDeleteJobTypeMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const outcome = await save();
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') focusFirstInvalid(formRef.current);
    else if (outcome.kind === 'saved') setFeedback({ severity: 'success', text: t('jobTypes.settings.saved') });
    else {
      release();
      // The job type exists: a refusal of its skills is told on its settings, the rest goes on to the editor.
      if (outcome.skillsError) {
        void navigate(`/job_type/settings/${outcome.id}`, { replace: true, state: { notice: t('jobTypes.settings.skillsFailed', { message: outcome.skillsError }) } });
      } else void navigate(`/job_type/editor/${outcome.id}`, { replace: true });
    }
  }

  async function confirmDelete() {
    if (!jobType) return;
    const result = await remove(jobType._id);
    if ('error' in result) return setDeleteError(jobTypeErrorText(result.error, t, i18n.language));
    release();
    void navigate('/dashboard', { replace: true });
  }

  return (
    <Stack component="form" id={FORM_ID} ref={formRef} noValidate onSubmit={submit} spacing={2.5} data-testid="job-type-settings">
      {general && (
        <Alert severity="error" role="alert" data-testid="save-error">
          {general}
        </Alert>
      )}
      <GeneralSection form={form} errors={errors} update={change} />
      <AnsweringSection form={form} update={change} />
      <PermissionsSection form={form} errors={errors} update={change} />
      <Section id="job-type-main-questions" title={t('jobTypes.settings.mainQuestions')} help={t('jobTypes.settings.mainQuestionsHelp', { max: PREVIEW_QUESTIONS_MAX })}>
        {jobType ? (
          <MainQuestionsField questions={jobType.questions} value={form.mainQuestions} onChange={(ids) => change('mainQuestions', ids)} error={errors.mainQuestions} />
        ) : (
          <Typography color="text.secondary">{t('jobTypes.settings.mainQuestionsNew')}</Typography>
        )}
      </Section>
      {can('skill.manage') && (
        <Section id="job-type-skills" title={t('jobTypes.settings.skills')} help={t('jobTypes.settings.skillsHelp')}>
          <Picker label={t('jobTypes.settings.skills')} value={form.skills} onChange={(ids) => change('skills', ids)} useOptions={useSkillOptions} />
          {errors.skills && (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }} data-testid="skills-error">
              {errors.skills}
            </Typography>
          )}
        </Section>
      )}
      <Stack
        direction="row"
        aria-label={t('jobTypes.settings.actions')}
        role="group"
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}
      >
        {jobType && (
          <>
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)} sx={{ me: 'auto' }}>
              {t('jobTypes.settings.delete')}
            </Button>
            {can('jobTypeTemplate.manage') && (
              <Button startIcon={<BookmarkAddOutlined />} onClick={() => setTemplating(true)}>
                {t('jobTypes.settings.saveAsTemplate')}
              </Button>
            )}
            <Button component={RouterLink} to={`/job_type/editor/${jobType._id}`} variant="outlined" startIcon={<EditNote />}>
              {t('jobTypes.settings.editQuestions')}
            </Button>
          </>
        )}
        <Button type="submit" variant="contained" disabled={saving}>
          {jobType ? (saving ? t('jobTypes.settings.saving') : t('jobTypes.settings.save')) : saving ? t('jobTypes.settings.creating') : t('jobTypes.settings.create')}
        </Button>
      </Stack>
      {jobType && (
        <ConfirmDialog
          open={deleting}
          title={t('jobTypes.settings.deleteTitle')}
          body={t('jobTypes.settings.deleteBody', { name: '\u2068' + jobType.title + '\u2069' })}
          cancelLabel={t('jobTypes.settings.cancel')}
          confirmLabel={t('jobTypes.settings.delete')}
          busyLabel={t('jobTypes.settings.deleting')}
          busy={removal.isLoading}
          error={deleteError}
          onCancel={() => {
            setDeleting(false);
            setDeleteError(null);
          }}
          onConfirm={() => void confirmDelete()}
          confirmTestId="confirm-delete"
        />
      )}
      {jobType && templating && (
        <SaveAsTemplateDialog
          jobTypeId={jobType._id}
          title={jobType.title}
          unsaved={dirty}
          onClose={() => setTemplating(false)}
          onSaved={(name) => {
            setTemplating(false);
            setFeedback({ severity: 'success', text: t('jobTypes.settings.templateSaved', { name: '\u2068' + name + '\u2069' }) });
          }}
        />
      )}
      <UnsavedChangesDialog blocker={blocker} />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
