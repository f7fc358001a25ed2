import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useCurrentUser, useLogout } from '../session/useSession';

/**
 * Shown in the top bar while a sys_admin acts as someone (spec 1 section 4.2): whom, and Return
 * to account. On a phone the name alone; Return to account stays in the account menu.
 */
export function ActingAs({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const returnToAccount = useLogout();
  const name = displayName(user);
  const label = t('menu.actingAs', { name });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="acting-as">
      <Chip
        icon={<SupervisorAccount sx={{ color: 'warning.dark' }} />}
        label={
          mobile ? (
            <>
              <Box component="span" sx={visuallyHidden}>{label}</Box>
              <bdi aria-hidden>{name}</bdi>
            </>
          ) : (
            <bdi>{label}</bdi>
          )
        }
        title={label}
        sx={{ maxWidth: { xs: 140, sm: 280 }, fontWeight: 600 }}
      />
      {!mobile && (
        <Button size="small" variant="outlined" onClick={returnToAccount} data-testid="return-to-account" sx={{ whiteSpace: 'nowrap' }}>
          {t('menu.returnToAccount')}
        </Button>
      )}
    </Stack>
  );
}
