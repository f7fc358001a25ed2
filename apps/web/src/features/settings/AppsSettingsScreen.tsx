import { useState } from 'react';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isToggleActive, TOGGLE_KEYS, type ToggleKey } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { useGetTogglesQuery, useSetToggleMutation } from '../../app/api/apiSlice';
import { errorMessage } from '../../app/errors/errorMessages';
import { FullPageLoader } from '../../components/FullPageLoader';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';

/** /settings/apps: the 17 optional apps as switches. A failed save rolls the switch back. */
export function AppsSettingsScreen() {
  const { t, i18n } = useTranslation();
  // Who may see the apps may not always change them: the switches ask for themselves.
  const mayChange = useCan()('toggles.update');
  const { data: toggles, isError, error } = useGetTogglesQuery();
  const [setToggle] = useSetToggleMutation();
  const [saving, setSaving] = useState<ToggleKey | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function change(key: ToggleKey, isActive: boolean) {
    const app = t(`apps.toggles.${key}.label`);
    setSaving(key);
    const result = await setToggle({ toggleId: key, isActive });
    setSaving(null);
    if ('error' in result) {
      setFeedback({ severity: 'error', text: t('apps.saveFailed', { app, reason: errorMessage(result.error, t, i18n.language) }) });
    } else {
      setFeedback({ severity: 'success', text: t('apps.saved', { app, state: t(isActive ? 'apps.on' : 'apps.off') }) });
    }
  }

  if (isError) return <Alert severity="error">{errorMessage(error, t, i18n.language)}</Alert>;
  if (!toggles) return <FullPageLoader />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h1">{t('apps.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('apps.intro')}</Typography>
      </div>
      <Paper variant="outlined">
        <List disablePadding>
          {TOGGLE_KEYS.map((key, index) => {
            const labelId = `app-toggle-${key}`;
            return (
              <ListItem
                key={key}
                divider={index < TOGGLE_KEYS.length - 1}
                sx={{ py: 1.25, gap: 2 }}
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={isToggleActive(toggles, key)}
                    disabled={!mayChange || saving === key}
                    onChange={(event) => void change(key, event.target.checked)}
                    slotProps={{ input: { 'aria-labelledby': labelId, role: 'switch' } }}
                    data-testid={`toggle-${key}`}
                  />
                }
              >
                <ListItemText
                  id={labelId}
                  primary={t(`apps.toggles.${key}.label`)}
                  secondary={t(`apps.toggles.${key}.description`)}
                  sx={{ pe: 6 }}
                />
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
