import { useId, type ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { JOB_TYPE_TITLE_MAX, ROLES, type QuestionnaireIcon } from '@fieldwork/contracts';
import { QuestionnaireIconSelect } from '../QuestionnaireIcon';
import type { JobTypeForm, JobTypeFormErrors } from './jobTypeForm';

export type UpdateForm = <K extends keyof JobTypeForm>(key: K, value: JobTypeForm[K]) => void;

/** One titled part of the settings screen. */
export function Section({ id, title, help, children }: { id: string; title: string; help?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={id} sx={{ mb: help ? 0.5 : 2 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {help}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** A switch with what it does said under it (and read with it). */
function SettingSwitch({ label, help, checked, onChange, testId }: { label: string; help?: string; checked: boolean; onChange: (value: boolean) => void; testId?: string }) {
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': help ? helpId : undefined } as object }}
            data-testid={testId}
          />
        }
        label={label}
      />
      {help && (
        <FormHelperText id={helpId} sx={{ mt: -0.5, mb: 0.5, ms: 6.5 }}>
          {help}
        </FormHelperText>
      )}
    </div>
  );
}

interface SectionProps {
  form: JobTypeForm;
  errors: JobTypeFormErrors;
  update: UpdateForm;
}

/** Title, icon and description. */
export function GeneralSection({ form, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section id="job-type-general" title={t('jobTypes.settings.general')}>
      <Stack spacing={2.5}>
        <TextField
          label={t('jobTypes.settings.name')}
          name="title"
          value={form.title}
          onChange={(event) => update('title', event.target.value)}
          required
          autoComplete="off"
          error={Boolean(errors.title)}
          helperText={errors.title ?? ' '}
          slotProps={{ htmlInput: { maxLength: JOB_TYPE_TITLE_MAX, dir: 'auto' } }}
        />
        <QuestionnaireIconSelect
          id="job-type-icon"
          label={t('jobTypes.settings.icon')}
          value={form.icon}
          onChange={(icon: QuestionnaireIcon) => update('icon', icon)}
          error={errors.icon}
        />
        <TextField
          label={t('jobTypes.settings.description')}
          name="description"
          value={form.description}
          onChange={(event) => update('description', event.target.value)}
          multiline
          minRows={2}
          error={Boolean(errors.description)}
          helperText={errors.description}
          slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
        />
      </Stack>
    </Section>
  );
}

/** How the questionnaire is answered: disabled, summary, answer location, the stepper's direction. */
export function AnsweringSection({ form, update }: Omit<SectionProps, 'errors'>) {
  const { t } = useTranslation();
  const flags = ['isDisabled', 'allowAddToSummary', 'answerLocation', 'stepperRTL'] as const;
  return (
    <Section id="job-type-answering" title={t('jobTypes.settings.answering')}>
      <Stack spacing={0.5}>
        {flags.map((flag) => (
          <SettingSwitch
            key={flag}
            label={t(`jobTypes.settings.${flag}`)}
            help={t(`jobTypes.settings.${flag}Help`)}
            checked={form[flag]}
            onChange={(value) => update(flag, value)}
            testId={`setting-${flag}`}
          />
        ))}
      </Stack>
    </Section>
  );
}

/** Which roles may create jobs of the type (spec 2 section 6): clients only when allowed here. */
export function PermissionsSection({ form, errors, update }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section id="job-type-permissions" title={t('jobTypes.settings.permissions')} help={t('jobTypes.settings.permissionsHelp')}>
      <Stack spacing={0.5}>
        {ROLES.map((role) => (
          <SettingSwitch
            key={role}
            label={t('jobTypes.settings.mayCreate', { role: t(`roles.${role}`) })}
            checked={form.mayCreate[role]}
            onChange={(value) => update('mayCreate', { ...form.mayCreate, [role]: value })}
            testId={`may-create-${role}`}
          />
        ))}
        {errors.permissions && <FormHelperText error>{errors.permissions}</FormHelperText>}
      </Stack>
    </Section>
  );
}
