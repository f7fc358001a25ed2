import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface RemoveUsersDialogProps {
  /** Who would be removed; null keeps the dialog closed. */
  users: readonly { id: string; name: { first: string; last: string }; email: string }[] | null;
  removing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before users are removed (spec 1 section 5); a refusal stays in the dialog. 500 px wide (spec 1 section 9). */
export function RemoveUsersDialog({ users, removing, error, onCancel, onConfirm }: RemoveUsersDialogProps) {
  const { t } = useTranslation();
  const list = users ?? [];
  return (
    <ConfirmDialog
      open={users !== null}
      title={t('users.remove.title', { count: list.length })}
      body={t('users.remove.body')}
      details={
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5, maxHeight: 200, overflow: 'auto' }}>
          {list.map((u) => (
            <li key={u.id}>
              <bdi>{displayName(u)}</bdi>
            </li>
          ))}
        </Box>
      }
      cancelLabel={t('users.cancel')}
      confirmLabel={t('users.remove.confirm')}
      busyLabel={t('users.remove.removing')}
      busy={removing}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="confirm-remove"
    />
  );
}
