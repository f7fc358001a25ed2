import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { displayName } from '@fieldwork/contracts';
import { useCan } from '../../app/access/useCan';
import { errorMessage } from '../../app/errors/errorMessages';
import { useCurrentUser } from '../../app/session/useSession';
import { MOBILE_BREAKPOINT } from '../../app/theme/createAppTheme';
import { Picker, type PickerOptions } from '../../components/pickers/Picker';
import { useImpersonationCandidatesQuery } from './impersonationApi';
import { useStartImpersonation } from './useStartImpersonation';

/**
 * Whom a sys_admin may act as: confirmed users the policy allows ('user.impersonate' on the row),
 * never oneself. The call names its target by e-mail (its `username`), so the options are keyed by it.
 */
function useImpersonationOptions(text: string, skip: boolean): PickerOptions {
  const me = useCurrentUser();
  const can = useCan();
  const { data, isFetching, isError } = useImpersonationCandidatesQuery(text, { skip });
  const rows = (data?.docs ?? []).filter(
    (row) => row._id !== me.id && !row.banned && can('user.impersonate', { id: row._id, confirmed: row.confirmed }),
  );
  return {
    options: rows.map((row) => ({ id: row.email, label: displayName(row), secondary: row.email })),
    loading: isFetching,
    failed: isError,
  };
}

/** The top bar's Impersonate: a picker of exactly one user, then the switch. */
export function ImpersonateDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const [start, { isLoading, error, reset }] = useStartImpersonation();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });

  async function impersonate() {
    if (picked.length !== 1 || isLoading) return;
    try {
      await start(picked[0]!);
    } catch {
      // The alert reads the mutation's error; the choice stays.
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={mobile}
      fullWidth
      aria-labelledby="impersonate-title"
      // The spec's user picker is 600 px wide (spec 1 section 9).
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
      data-testid="impersonate-dialog"
    >
      <DialogTitle id="impersonate-title">{t('impersonation.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText>{t('impersonation.body')}</DialogContentText>
          <Picker
            label={t('impersonation.user')}
            value={picked}
            onChange={(ids) => {
              setPicked(ids);
              reset();
            }}
            useOptions={useImpersonationOptions}
            max={1}
          />
          {error && (
            <Alert severity="error" role="alert" data-testid="impersonate-error">
              {errorMessage(error, t, i18n.language)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('impersonation.cancel')}</Button>
        <Button variant="contained" onClick={() => void impersonate()} disabled={picked.length !== 1 || isLoading}>
          {isLoading ? t('impersonation.submitting') : t('impersonation.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
