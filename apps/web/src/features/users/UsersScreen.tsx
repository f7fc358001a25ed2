import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName, usersList, type UserRow } from '@fieldwork/contracts';
import { GridList } from '../../components/grid/GridList';
import { UserActionButtons } from './UserActionButtons';
import { userColumns } from './userColumns';
import { UserPanel } from './UserPanel';
import { useListUsersQuery } from './usersApi';
import { useUserActions } from './useUserActions';

const userId = (u: UserRow) => u.id;

/** /users: the instance's people (usersList) with the right panel and the bulk ban, re-invite and remove. */
export function UsersScreen() {
  const { t } = useTranslation();
  const columns = useMemo(() => userColumns(t), [t]);
  const actions = useUserActions();
  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h1">{t('users.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t('users.intro')}</Typography>
      </div>
      <GridList<UserRow>
        definition={usersList}
        prefix="users"
        label={t('users.listLabel')}
        columns={columns}
        useRows={useListUsersQuery}
        getRowId={userId}
        getRowName={displayName}
        renderPanel={(users) => <UserPanel users={users} actions={actions} />}
        renderSelectionActions={(users, clear) => <UserActionButtons users={users} actions={actions} done={clear} counted />}
        emptyText={t('users.empty')}
        emptyFilteredText={t('users.noMatches')}
      />
      {actions.elements}
    </Stack>
  );
}
