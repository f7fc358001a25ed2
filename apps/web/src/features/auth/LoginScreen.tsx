import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, useGetBootstrapQuery, useSignInMutation } from '../../app/api/apiSlice';
import { errorMessage } from '../../app/errors/errorMessages';
import { useAppDispatch } from '../../app/hooks';
import { saveSession } from '../../app/session/sessionStorage';
import { sessionStarted } from '../../app/session/sessionSlice';
import { FormTextField } from '../../components/FormTextField';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PasswordVisibilityAdornment } from '../../components/PasswordVisibilityAdornment';

/** What another page hands to sign-in: a completed invitation's notice and address. */
interface ArrivalState {
  notice?: 'registered';
  email?: string;
}

/** The sign-in form (/auth). On failure it keeps what was typed and shows the server's message. */
export function LoginScreen() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const arrival = (useLocation().state ?? {}) as ArrivalState;
  const { data: bootstrap } = useGetBootstrapQuery();
  const [signIn, { isLoading, error, reset }] = useSignInMutation();
  const [email, setEmail] = useState(arrival.email ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The e-mail field takes focus once the screen has been painted: focusing while it mounts
  // (autoFocus) re-renders the field before the first paint, on a phone's slow CPU.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) (arrival.email ? passwordRef : emailRef).current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    try {
      const tokens = await signIn({ username: email, password }).unwrap();
      dispatch(sessionStarted(saveSession(tokens)));
      // Start-up data differ once signed in (toggles, menu labels): load them before the shell shows.
      await dispatch(api.endpoints.getBootstrap.initiate(undefined, { forceRefetch: true, subscribe: false }));
      navigate('/dashboard', { replace: true });
    } catch {
      // The message is rendered from the mutation's error below.
    }
  }

  const canSubmit = email.trim().length > 0 && password.length > 0 && !isLoading;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="sign-in-title">
      <Stack spacing={2.5}>
        <Box>
          <Typography id="sign-in-title" variant="h1" component="h1">
            {t('auth.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('auth.subtitle', { company: bootstrap?.companyName ?? 'Fieldwork' })}
          </Typography>
        </Box>
        {arrival.notice === 'registered' && !error && (
          <Alert severity="success" data-testid="sign-in-notice">
            {t('auth.registered')}
          </Alert>
        )}
        <FormTextField
          label={t('auth.email')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) reset();
          }}
          required
          inputRef={emailRef}
          htmlInput={{ dir: 'ltr' }}
        />
        <Stack spacing={0.75}>
          <FormTextField
            label={t('auth.password')}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error) reset();
            }}
            required
            inputRef={passwordRef}
            endAdornment={
              <PasswordVisibilityAdornment
                shown={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
              />
            }
          />
          {/* What was typed goes along: the reset form starts with the same address. */}
          <Link component={RouterLink} to="/forgot_password" state={{ email: email.trim() }} variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {t('auth.forgotPassword')}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} data-testid="sign-in-submit">
          {isLoading ? t('auth.submitting') : t('auth.submit')}
        </Button>
        {error && (
          <Alert severity="error" role="alert" data-testid="sign-in-error">
            {errorMessage(error, t, i18n.language)}
          </Alert>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <LanguageSwitch />
          <Link component={RouterLink} to="/privacy_and_tou" variant="body2">
            {t('auth.terms')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
