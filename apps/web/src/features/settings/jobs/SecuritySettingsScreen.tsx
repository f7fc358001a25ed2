import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobSettings, SecurityFlags } from '@fieldwork/contracts';
import { FeedbackSnackbar } from '../../../components/FeedbackSnackbar';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { JobSettingsLoader } from './JobSettingsLoader';
import { SaveBar } from './SaveBar';
import { useSaveJobSettings } from './useSaveJobSettings';

/** The flags in the order spec 2 section 6 gives the inspector's limits. */
export const SECURITY_FLAG_ORDER: ReadonlyArray<keyof SecurityFlags> = [
  'allowInspectorAssign',
  'allowInspectorDuplicate',
  'allowErase',
  'allowChangeStatus',
  'hideSkillsFromInspector',
  'allowInspectorManageProjects',
];

/** /settings/security (the route asks jobSettings.manage): the six security flags as switches, saved together. */
export function SecuritySettingsScreen() {
  return <JobSettingsLoader>{(settings) => <SecurityForm settings={settings} />}</JobSettingsLoader>;
}

function SecurityForm({ settings }: { settings: JobSettings }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(settings.security);
  const [flags, setFlags] = useState(saved);
  const { save, saving, error, feedback, closeFeedback } = useSaveJobSettings();
  const changed = SECURITY_FLAG_ORDER.filter((flag) => flags[flag] !== saved[flag]);
  const { blocker } = useUnsavedChangesGuard(changed.length > 0);

  async function submit() {
    // Only the flags changed here: another admin's change of another flag is kept.
    const result = await save({ security: Object.fromEntries(changed.map((flag) => [flag, flags[flag]])) });
    if (result) {
      setSaved(result.security);
      setFlags(result.security);
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }} data-testid="security-settings">
      <div>
        <Typography variant="h1">{t('jobSettings.security.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('jobSettings.security.intro')}</Typography>
      </div>
      <Paper variant="outlined">
        <List disablePadding>
          {SECURITY_FLAG_ORDER.map((flag, index) => {
            const labelId = `security-${flag}`;
            return (
              <ListItem
                key={flag}
                divider={index < SECURITY_FLAG_ORDER.length - 1}
                sx={{ py: 1.25, gap: 2 }}
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={flags[flag]}
                    onChange={(event) => setFlags((current) => ({ ...current, [flag]: event.target.checked }))}
                    slotProps={{ input: { 'aria-labelledby': `${labelId}-label`, 'aria-describedby': `${labelId}-help`, role: 'switch' } }}
                    data-testid={`flag-${flag}`}
                  />
                }
              >
                <ListItemText
                  primary={t(`jobSettings.security.flags.${flag}.label`)}
                  secondary={t(`jobSettings.security.flags.${flag}.help`)}
                  slotProps={{ primary: { id: `${labelId}-label` }, secondary: { id: `${labelId}-help` } }}
                  sx={{ pe: 6 }}
                />
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <SaveBar dirty={changed.length > 0} saving={saving} error={error} onSave={() => void submit()} />
      <UnsavedChangesDialog blocker={blocker} />
      <FeedbackSnackbar feedback={feedback} onClose={closeFeedback} />
    </Stack>
  );
}
