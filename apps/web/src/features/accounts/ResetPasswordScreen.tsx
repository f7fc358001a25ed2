import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../app/errors/errorMessages';
import { isClean, newPasswordErrors, refusalText, serverIssues, type CallError } from './accountForms';
import { useResetPasswordMutation, useValidateResetTokenQuery } from './accountsApi';
import { AccountNotice } from './AccountNotice';
import { PasswordFields } from './PasswordFields';
import { focusFirstInvalid, useShownErrors } from './useShownErrors';

/** /reset_password?token=: the link of the reset mail, checked before a new password is asked for. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { t } = useTranslation();
  const check = useValidateResetTokenQuery(token, { skip: !token, refetchOnMountOrArgChange: true });

  if (!token) return <LinkExpired />;
  if (check.isLoading || check.isFetching) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography>{t('accounts.reset.checking')}</Typography>
      </Stack>
    );
  }
  if (check.data?.valid) return <NewPasswordForm token={token} key={token} />;
  // No answer is not a no: the link may be fine once the phone has signal again.
  const status = check.error && 'status' in check.error ? check.error.status : null;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return (
      <AccountNotice
        kind="expired"
        title={t('accounts.reset.title')}
        body={t('errors.network')}
        actions={
          <Button variant="contained" onClick={() => void check.refetch()}>
            {t('screens.retry')}
          </Button>
        }
      />
    );
  }
  return <LinkExpired />;
}

function LinkExpired() {
  const { t } = useTranslation();
  return (
    <AccountNotice
      kind="expired"
      title={t('accounts.reset.expiredTitle')}
      body={t('accounts.messages.resetLinkExpired')}
      actions={
        <>
          <Button component={RouterLink} to="/forgot_password" variant="contained">
            {t('accounts.reset.askAgain')}
          </Button>
          <Button component={RouterLink} to="/auth">
            {t('accounts.backToSignIn')}
          </Button>
        </>
      }
    />
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const [resetPassword, { isLoading, error, reset }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<'done' | 'expired' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = newPasswordErrors(password, confirm);
  const { shown, touch, edited, submitTried, setServer } = useShownErrors(errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    submitTried();
    if (!isClean(errors)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await resetPassword({ token, password, confirm }).unwrap();
      setOutcome('done');
    } catch (failure) {
      const refused = failure as CallError;
      // Used in another tab, or past its hour while the form was open.
      if (errorBodyOf(refused)?.code === 'reset_link_expired') setOutcome('expired');
      else setServer(serverIssues(refused).fields);
    }
  }

  if (outcome === 'expired') return <LinkExpired />;
  if (outcome === 'done') {
    return (
      <AccountNotice
        kind="done"
        title={t('accounts.reset.doneTitle')}
        body={t('accounts.messages.passwordChanged')}
        actions={
          <Button component={RouterLink} to="/auth" variant="contained">
            {t('accounts.signIn')}
          </Button>
        }
      />
    );
  }

  const alert = refusalText(error, t, i18n.language);
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby="reset-title">
      <Stack spacing={2.5}>
        <Typography id="reset-title" variant="h1" component="h1">
          {t('accounts.reset.title')}
        </Typography>
        <PasswordFields
          label={t('accounts.fields.newPassword')}
          password={password}
          confirm={confirm}
          onPassword={(value) => {
            setPassword(value);
            edited('password');
            if (error) reset();
          }}
          onConfirm={(value) => {
            setConfirm(value);
            edited('confirm');
            if (error) reset();
          }}
          onBlur={touch}
          errors={shown}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="reset-submit">
          {isLoading ? t('accounts.reset.submitting') : t('accounts.reset.submit')}
        </Button>
        {alert && (
          <Alert severity="error" role="alert" data-testid="reset-error">
            {alert}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
