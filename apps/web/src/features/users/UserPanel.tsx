import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayName, type UserRow } from '@fieldwork/contracts';
import { useCurrentUser } from '../../app/session/useSession';
import { UserAvatar } from '../../components/UserAvatar';
import { UserActionButtons } from './UserActionButtons';
import { formatUserDate, SkillChips } from './userColumns';
import { UserStateChip } from './UserStateChip';
import type { UserActions } from './useUserActions';

/** The right panel of /users: one user's summary and actions, or the names of several. */
export function UserPanel({ users, actions }: { users: readonly UserRow[]; actions: UserActions }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (users.length !== 1) {
    return (
      <Stack spacing={1} data-testid="user-panel">
        <Typography variant="body2" color="text.secondary">{t('grid.selected', { count: users.length })}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {users.map((u) => (
            <li key={u.id}><bdi>{displayName(u)}</bdi></li>
          ))}
        </Box>
      </Stack>
    );
  }
  const user = users[0]!;
  const self = user.id === me.id;
  return (
    <Stack spacing={2} data-testid="user-panel">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <UserAvatar user={user} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{displayName(user)}</bdi>
            {self && (
              <Typography component="span" variant="body2" color="text.secondary">{` (${t('users.you')})`}</Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <span dir="ltr">{user.email}</span>
          </Typography>
        </Box>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, alignItems: 'center' }}>
        <Detail term={t('users.columns.role')}>{t(`roles.${user.role}`)}</Detail>
        <Detail term={t('users.columns.state')}>
          <UserStateChip state={user.state} />
        </Detail>
        {user.role === 'inspector' && <Detail term={t('users.editor.inTraining')}>{t(user.inTraining ? 'users.yes' : 'users.no')}</Detail>}
        {user.phoneNumber && (
          <Detail term={t('users.editor.phone')}>
            <span dir="ltr">{user.phoneNumber}</span>
          </Detail>
        )}
        <Detail term={t('users.columns.skills')}>
          {user.skills.length ? <SkillChips skills={user.skills} t={t} /> : t('users.noSkills')}
        </Detail>
        <Detail term={t('users.columns.createdAt')}>
          <span dir="ltr">{formatUserDate(user.created_at)}</span>
        </Detail>
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" startIcon={<OpenInNewIcon />} component={RouterLink} to={self ? '/profile' : `/users/${user.id}`}>
          {t('users.actions.openProfile')}
        </Button>
        <UserActionButtons users={users} actions={actions} />
      </Stack>
    </Stack>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </>
  );
}
