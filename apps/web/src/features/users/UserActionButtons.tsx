import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { userOffers } from './userActions';
import type { UserActions } from './useUserActions';

interface UserActionButtonsProps {
  users: readonly UserRow[];
  actions: UserActions;
  /** After a success: the selection bar clears the selection. */
  done?: () => void;
  /** In the selection bar the buttons say how many they act on. */
  counted?: boolean;
}

/** Ban, unban, re-invite and remove, each shown only when the policy allows it for every user given. */
export function UserActionButtons({ users, actions, done, counted = false }: UserActionButtonsProps) {
  const { t } = useTranslation();
  const offers = userOffers(useCan(), users);
  const label = (key: string, count: number) => (counted ? t(`users.actions.${key}Count`, { count }) : t(`users.actions.${key}`));
  const common = { size: 'small', disabled: actions.busy } as const;
  return (
    <>
      {offers.reinvite && (
        <Button {...common} variant="outlined" startIcon={<SendOutlinedIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} onClick={() => actions.run('reinvite', users, done)}>
          {label('reinvite', users.length)}
        </Button>
      )}
      {offers.ban.length > 0 && (
        <Button {...common} variant="outlined" startIcon={<BlockIcon />} onClick={() => actions.run('ban', offers.ban, done)}>
          {label('ban', offers.ban.length)}
        </Button>
      )}
      {offers.unban.length > 0 && (
        <Button {...common} variant="outlined" startIcon={<LockOpenIcon />} onClick={() => actions.run('unban', offers.unban, done)}>
          {label('unban', offers.unban.length)}
        </Button>
      )}
      {offers.remove && (
        <Button {...common} variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => actions.run('remove', users, done)}>
          {label('remove', users.length)}
        </Button>
      )}
    </>
  );
}
