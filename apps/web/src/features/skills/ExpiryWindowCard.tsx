import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_SKILL_CLOSE_WINDOW_DAYS, skillCloseWindowDays, type AppSettings } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import type { Feedback } from '../../components/FeedbackSnackbar';
import { parseWindowDays } from './skillForm';
import { useGetSkillSettingsQuery, useSaveSkillSettingsMutation } from './skillsApi';

/** The skills app's close-to-expire window (GET and POST /v2/apps/skills/settings), for admins. */
export function ExpiryWindowCard({ onFeedback }: { onFeedback: (feedback: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetSkillSettingsQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="expiry-window-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" id="expiry-window-heading">{t('skills.window.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>{t('skills.window.body')}</Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 320 }} />
      ) : isError || !data ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('grid.retry')}</Button>}>
          {t('skills.window.loadFailed')} {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
        </Alert>
      ) : (
        <WindowForm key={JSON.stringify(data.settings)} settings={data} onFeedback={onFeedback} />
      )}
    </Paper>
  );
}

function WindowForm({ settings, onFeedback }: { settings: AppSettings; onFeedback: (feedback: Feedback) => void }) {
  const { t, i18n } = useTranslation();
  const current = skillCloseWindowDays(settings.settings);
  const [text, setText] = useState(String(current));
  const [save, saving] = useSaveSkillSettingsMutation();
  const days = parseWindowDays(text);

  async function submit() {
    if (days === null) return;
    const result = await save({ ...settings.settings, closeToExpireDays: days });
    onFeedback(
      'error' in result
        ? { severity: 'error', text: errorMessage(result.error, t, i18n.language) }
        : { severity: 'success', text: t('skills.window.saved') },
    );
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('skills.window.days')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={days === null}
        helperText={days === null ? t('skills.window.invalid', { max: MAX_SKILL_CLOSE_WINDOW_DAYS }) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 3 } }}
        sx={{ maxWidth: { sm: 240 } }}
      />
      <Button type="submit" variant="contained" disabled={days === null || days === current || saving.isLoading} sx={{ mt: { sm: 1 } }}>
        {t('skills.window.save')}
      </Button>
    </Stack>
  );
}
