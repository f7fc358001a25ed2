import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@fieldwork/contracts';
import { Picker } from '../../../../components/pickers/Picker';
import { useSkillOptions } from '../../../../components/pickers/SkillPicker';
import { rememberLabel } from '../../../../components/pickers/pickedLabels';
import { useSetJobSkillsMutation } from '../../../jobs/jobsApi';
import { jobWizardErrorText } from '../jobWizardErrors';
import { StepFrame } from '../StepFrame';

interface SkillsStepProps {
  job: JobDetail;
  progress: ReactNode;
  onDone: () => void;
}

/**
 * The job's own skills (POST /v2/skills/job/{id}), besides those its job type requires, which
 * are named and not picked again. Saving replaces the job's skills with the ones picked.
 */
export function SkillsStep({ job, progress, onDone }: SkillsStepProps) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState<string[]>(() => {
    for (const skill of job.skills) rememberLabel(skill._id, skill.name);
    return job.skills.map((s) => s._id);
  });
  const [save, { isLoading, error }] = useSetJobSkillsMutation();
  const own = new Set(job.skills.map((s) => s._id));
  const fromJobType = job.requiredSkills.filter((s) => !own.has(s._id));

  async function submit() {
    try {
      await save({ id: job._id, skills: picked }).unwrap();
      onDone();
    } catch {
      // The alert reads the mutation's error; the choice stays.
    }
  }

  const actions = (
    <>
      <Button onClick={onDone} disabled={isLoading}>
        {t('wizards.job.skip')}
      </Button>
      <Button variant="contained" onClick={() => void submit()} disabled={isLoading}>
        {isLoading ? t('wizards.job.skills.saving') : t('wizards.job.skills.save')}
      </Button>
    </>
  );

  return (
    <StepFrame progress={progress} heading={t('wizards.job.skills.heading')} actions={actions} testId="job-skills-step">
      <Stack spacing={1.5}>
        {fromJobType.length > 0 && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('wizards.job.skills.fromJobType', { skills: '\u2068' + fromJobType.map((s) => s.name).join(', ') + '\u2069' })}
          </Typography>
        )}
        <Picker label={t('wizards.job.skills.label')} value={picked} onChange={setPicked} useOptions={useSkillOptions} />
        {error && (
          <Alert severity="error" role="alert" data-testid="skills-error">
            {jobWizardErrorText(error, t, i18n.language)}
          </Alert>
        )}
      </Stack>
    </StepFrame>
  );
}
