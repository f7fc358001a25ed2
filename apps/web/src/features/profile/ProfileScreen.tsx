import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/session/useSession';
import { UserEditor } from '../users/editor/UserEditor';
import { NotificationPreferences } from './NotificationPreferences';

/**
 * /profile: one's own account in the user editor, editable where the rules allow (profile.update
 * and each field's rules), the language applied and saved the moment it is chosen, and the
 * notification preferences.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <UserEditor
        userId={me.id}
        profile
        header={
          <div>
            <Typography variant="h1">{t('profile.title')}</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('profile.intro')}</Typography>
          </div>
        }
      />
      <NotificationPreferences />
    </Stack>
  );
}
