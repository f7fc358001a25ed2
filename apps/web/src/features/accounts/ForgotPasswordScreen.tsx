import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailErrors, isClean, refusalText, serverIssues, type CallError } from './accountForms';
import { useForgotPasswordMutation } from './accountsApi';
import { AccountNotice } from './AccountNotice';
import { focusFirstInvalid, useShownErrors } from './useShownErrors';

/**
 * /forgot_password: asks for a reset link. Whatever the address, a sent request reads the same
 * 'Reset password link is sent...' (ADR 0028: no page tells a stranger who has an account).
 */
export function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [forgotPassword, { isLoading, error, reset }] = useForgotPasswordMutation();
  // The sign-in form hands over what was typed there.
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = emailErrors(email);
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
      await forgotPassword({ email: email.trim().toLowerCase() }).unwrap();
      setSent(true);
    } catch (failure) {
      setServer(serverIssues(failure as CallError).fields);
    }
  }

  if (sent) {
    return (
      <AccountNotice
        kind="sent"
        title={t('accounts.forgot.sentTitle')}
        body={t('accounts.messages.resetLinkSent')}
        actions={
          <Button component={RouterLink} to="/auth">
            {t('accounts.backToSignIn')}
          </Button>
        }
      />
    );
  }

  const alert = refusalText(error, t, i18n.language);
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby="forgot-title">
      <Stack spacing={2.5}>
        <Box>
          <Typography id="forgot-title" variant="h1" component="h1">
            {t('accounts.forgot.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('accounts.forgot.subtitle')}
          </Typography>
        </Box>
        <TextField
          label={t('accounts.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited('email');
            if (error) reset();
          }}
          onBlur={() => touch('email')}
          required
          error={Boolean(shown.email)}
          helperText={shown.email ? t(`accounts.messages.${shown.email}`) : undefined}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="forgot-submit">
          {isLoading ? t('accounts.forgot.submitting') : t('accounts.forgot.submit')}
        </Button>
        {alert && (
          <Alert severity="error" role="alert" data-testid="forgot-error">
            {alert}
          </Alert>
        )}
        <Link component={RouterLink} to="/auth" variant="body2">
          {t('accounts.backToSignIn')}
        </Link>
      </Stack>
    </Box>
  );
}
