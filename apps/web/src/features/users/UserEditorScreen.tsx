import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../app/access/useCan';
import { useCurrentUser } from '../../app/session/useSession';
import { UserEditor } from './editor/UserEditor';

/** /users/{id}: one user in the editor. One's own profile lives at /profile. */
export function UserEditorScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const can = useCan();
  if (id === me.id) return <Navigate to="/profile" replace />;
  const header = (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {can('user.list') && (
        <Button component={RouterLink} to="/users" size="small" startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}>
          {t('users.editor.backToList')}
        </Button>
      )}
      <Typography variant="h1">{t('users.editor.title')}</Typography>
    </Stack>
  );
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <UserEditor key={id} userId={id} header={header} />
    </Stack>
  );
}
