import { useState } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { displayName, type UserDetail } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { MOBILE_BREAKPOINT } from '../../../app/theme/createAppTheme';
import { FeedbackSnackbar, type Feedback } from '../../../components/FeedbackSnackbar';
import { ClientProjectsSteps, type ClientProjectsChoice } from '../../projects/clientProjects/ClientProjectsSteps';
import { ReadOnlyValue } from '../fields/ReadOnlyValue';
import { useUpdateUserMutation } from '../usersApi';

/**
 * A client's companies and projects in the editor (spec 1 sections 4.3 and 6): read by everyone
 * who sees the user; changed, for those the policy lets (user.setClientProjects), in the two
 * steps whose Done saves the companies and the project ids at once.
 */
export function ClientProjectsEditor({ user, editable }: { user: UserDetail; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [update, saving] = useUpdateUserMutation();

  async function save(choice: ClientProjectsChoice) {
    setError(null);
    const result = await update({ id: user.id, body: { companies: choice.companies, client_projects: choice.projects.map((p) => p._id) } });
    if ('error' in result) {
      setError(errorMessage(result.error, t, i18n.language));
      return;
    }
    setOpen(false);
    setFeedback({ severity: 'success', text: t('users.editor.clientProjectsSaved') });
  }

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <ReadOnlyValue label={t('users.editor.clientProjects')} empty={user.client_projects.length === 0}>
        <bdi>{user.client_projects.map((p) => p.name).join(', ')}</bdi>
      </ReadOnlyValue>
      {user.companies.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('users.editor.clientCompanies')} <bdi>{user.companies.join(', ')}</bdi>
        </Typography>
      )}
      {editable && (
        <Button size="small" startIcon={<EditOutlined />} onClick={() => { setError(null); setOpen(true); }}>
          {t('users.editor.editClientProjects')}
        </Button>
      )}
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="client-projects-title">
          <DialogTitle id="client-projects-title">
            {t('users.editor.clientProjectsTitle')}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              <bdi>{displayName(user)}</bdi>
            </Typography>
          </DialogTitle>
          <DialogContent>
            <ClientProjectsSteps
              initial={{ companies: [...user.companies], projects: user.client_projects.map((p) => ({ ...p })) }}
              doneLabel={saving.isLoading ? t('users.editor.saving') : t('users.editor.clientProjectsDone')}
              busy={saving.isLoading}
              onDone={(choice) => void save(choice)}
            />
            {error && (
              <Box sx={{ mt: 2 }}>
                <Alert severity="error" role="alert" data-testid="client-projects-error">{error}</Alert>
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('users.cancel')}</Button>
          </DialogActions>
        </Dialog>
      )}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
