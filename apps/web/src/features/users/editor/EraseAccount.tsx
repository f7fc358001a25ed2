import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserDetail } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { RemoveUsersDialog } from '../RemoveUsersDialog';
import { useRemoveUsersMutation } from '../usersApi';

/** The editor's erase: removing the account, confirmed first, then back to the list. Shown only when the policy allows it. */
export function EraseAccount({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, removing] = useRemoveUsersMutation();

  async function confirm() {
    const result = await remove([user.id]);
    if ('error' in result) return setError(errorMessage(result.error, t, i18n.language));
    navigate('/users', { replace: true });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="erase-heading" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.light' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1 }} spacing={0.5}>
          <Typography variant="h3" component="h2" id="erase-heading">{t('users.editor.eraseTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('users.editor.eraseBody')}</Typography>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('users.editor.erase')}
        </Button>
      </Stack>
      <RemoveUsersDialog users={confirming ? [user] : null} removing={removing.isLoading} error={error} onCancel={() => setConfirming(false)} onConfirm={() => void confirm()} />
    </Paper>
  );
}
