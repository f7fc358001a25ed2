import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { JobTypeSettingsForm } from './JobTypeSettingsForm';
import { SettingsFrame } from './JobTypeSettingsScreen';

/** /job_type/new: a blank job type's settings; Create makes it and opens the editor. */
export function NewJobTypeScreen() {
  const { t } = useTranslation();
  return (
    <SettingsFrame heading={t('jobTypes.settings.newTitle')} subtitle={<Typography color="text.secondary">{t('jobTypes.settings.newIntro')}</Typography>}>
      <JobTypeSettingsForm jobType={null} />
    </SettingsFrame>
  );
}
