import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitName } from '@fieldwork/contracts';
import { useGetBootstrapQuery } from '../../app/api/apiSlice';
import { errorBodyOf } from '../../app/errors/errorMessages';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { TaggedText } from '../../components/TaggedText';
import { isClean, refusalText, serverIssues, signupErrors, type AccountField, type CallError } from './accountForms';
import { useRegisterMutation } from './accountsApi';
import { AccountNotice } from './AccountNotice';
import { PasswordFields } from './PasswordFields';
import { focusFirstInvalid, useShownErrors } from './useShownErrors';

/** What /auth shows after an invitation was completed (LoginScreen reads it from the location state). */
export interface SignedUpState {
  notice: 'registered';
  email: string;
}

/**
 * /signup. Accounts are made by invitation (ADR 0028: the server refuses a registration without
 * an invitation's token), so the page says how to get one rather than offer a form that must fail.
 */
export function SignupScreen() {
  const { t } = useTranslation();
  const { data: bootstrap } = useGetBootstrapQuery();
  return (
    <AccountNotice
      kind="invitationOnly"
      title={t('accounts.signup.title')}
      body={t('accounts.signup.byInvitation', { company: bootstrap?.companyName ?? 'Fieldwork' })}
      actions={
        <Button component={RouterLink} to="/auth" variant="contained">
          {t('accounts.backToSignIn')}
        </Button>
      }
    />
  );
}

/**
 * /custom_signup?token=&email=, opened from the invitation mail: the address is the invited one
 * (prefilled and locked) and the invitation's token goes with the form.
 */
export function CustomSignupScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  if (!token) return <InvitationExpired />;
  // The key restarts the form when another invitation link opens in the same tab.
  return <InvitationForm token={token} invitedEmail={params.get('email')?.trim() ?? ''} key={token} />;
}

function InvitationExpired() {
  const { t } = useTranslation();
  return (
    <AccountNotice
      kind="expired"
      title={t('accounts.messages.invitationExpired')}
      body={t('accounts.signup.expiredBody')}
      actions={
        <Button component={RouterLink} to="/auth" variant="contained">
          {t('accounts.signIn')}
        </Button>
      }
    />
  );
}

/**
 * The invited account's details and password. PUT /v2/users/register answers confirmed: true
 * when the invitation is complete (sign in now); false would mean a confirmation mail went out.
 */
function InvitationForm({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: bootstrap } = useGetBootstrapQuery();
  const [register, { isLoading, error, reset }] = useRegisterMutation();
  // The invited address, when the link names it, is the account's: it cannot be changed here.
  const lockedEmail = invitedEmail || undefined;
  const [email, setEmail] = useState(invitedEmail);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'expired' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = signupErrors({ email, password, confirm, terms });
  const { shown, touch, edited, submitTried, setServer } = useShownErrors(errors);

  function change(field: AccountField | null, apply: () => void) {
    apply();
    if (field) edited(field);
    if (error) reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    submitTried();
    if (!isClean(errors)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const reply = await register({
        email: email.trim().toLowerCase(),
        password,
        confirm,
        ...(name.trim() ? { name: splitName(name) } : {}),
        phoneNumber: phone.trim() || null,
        terms_and_privacy: true,
        token,
      }).unwrap();
      if (reply.confirmed) {
        const state: SignedUpState = { notice: 'registered', email: email.trim().toLowerCase() };
        navigate('/auth', { replace: true, state });
      } else {
        setOutcome('sent');
      }
    } catch (failure) {
      const refused = serverIssues(failure as CallError);
      // An old, used or mangled invitation link: nothing typed here can fix it.
      if (errorBodyOf(failure as CallError)?.code === 'invitation_expired' || refused.other.some((issue) => issue.path === 'token')) {
        setOutcome('expired');
      } else {
        setServer(refused.fields);
        focusFirstInvalid(formRef.current);
      }
    }
  }

  if (outcome === 'expired') return <InvitationExpired />;
  if (outcome === 'sent') {
    return (
      <AccountNotice
        kind="sent"
        title={t('accounts.signup.sentTitle')}
        body={t('accounts.messages.invitationSent')}
        actions={
          <Button component={RouterLink} to="/auth">
            {t('accounts.backToSignIn')}
          </Button>
        }
      />
    );
  }

  const alert = refusalText(error, t, i18n.language);
  const company = bootstrap?.companyName ?? 'Fieldwork';

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby="signup-title">
      <Stack spacing={2.5}>
        <Box>
          <Typography id="signup-title" variant="h1" component="h1">
            {t('accounts.signup.invitedTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('accounts.signup.invitedSubtitle', { company })}
          </Typography>
        </Box>
        <TextField
          label={t('accounts.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => change('email', () => setEmail(event.target.value))}
          onBlur={() => touch('email')}
          required
          error={Boolean(shown.email)}
          helperText={shown.email ? t(`accounts.messages.${shown.email}`) : undefined}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', readOnly: Boolean(lockedEmail) } }}
        />
        <TextField
          label={t('accounts.fields.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => change(null, () => setName(event.target.value))}
        />
        <TextField
          label={t('accounts.fields.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => change(null, () => setPhone(event.target.value))}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        <PasswordFields
          label={t('accounts.fields.password')}
          password={password}
          confirm={confirm}
          email={email}
          onPassword={(value) => change('password', () => setPassword(value))}
          onConfirm={(value) => change('confirm', () => setConfirm(value))}
          onBlur={touch}
          errors={shown}
        />
        <FormControl error={Boolean(shown.terms)}>
          <FormControlLabel
            control={
              <Checkbox
                checked={terms}
                onChange={(event) => change('terms', () => setTerms(event.target.checked))}
                slotProps={{ input: { 'aria-invalid': Boolean(shown.terms), 'aria-describedby': shown.terms ? 'terms-error' : undefined } }}
              />
            }
            label={
              <TaggedText
                text={t('accounts.fields.terms')}
                tag="terms"
                // A new tab, so that reading the terms does not lose what was typed here.
                wrap={(words) => (
                  <Link href="/privacy_and_tou" target="_blank" rel="noopener">
                    {words}
                  </Link>
                )}
              />
            }
          />
          {shown.terms && <FormHelperText id="terms-error">{t(`accounts.messages.${shown.terms}`)}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={isLoading} data-testid="signup-submit">
          {isLoading ? t('accounts.signup.submitting') : t('accounts.signup.submit')}
        </Button>
        {alert && (
          <Alert severity="error" role="alert" data-testid="signup-error">
            {alert}
          </Alert>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <LanguageSwitch />
          <Link component={RouterLink} to="/auth" variant="body2">
            {t('accounts.backToSignIn')}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
