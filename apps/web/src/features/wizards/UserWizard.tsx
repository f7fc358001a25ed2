import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ROLE, invitableRoles, isInviteReady, isToggleActive, isValidEmail, type InviteReply, type Role } from '@fieldwork/contracts';
import { useBootstrap, useCurrentUser } from '../../app/session/useSession';
import { TaggedText } from '../../components/TaggedText';
import { ClientProjectsSteps, type ClientProjectsChoice } from '../projects/clientProjects/ClientProjectsSteps';
import { inviteFailureText } from './inviteFailure';
import { useInviteUserMutation } from './wizardsApi';

type Step = 'details' | 'client' | 'done';
const FORM_ID = 'user-wizard-form';

/**
 * The user wizard (spec 1 section 2.6): e-mail and role, for a client their companies and
 * projects, then the final step with its offers. The roles are those the inviter may give
 * (invitableRoles, client only with the client app on); inspector by default.
 */
export function UserWizard({ onBack, onClose }: { onBack: () => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const { toggles } = useBootstrap();
  const roles = invitableRoles(me.role, isToggleActive(toggles, 'client'));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(roles.includes(DEFAULT_ROLE) ? DEFAULT_ROLE : roles[0]!);
  const [emailLeft, setEmailLeft] = useState(false);
  const [step, setStep] = useState<Step>('details');
  const [invite, { isLoading, error, reset }] = useInviteUserMutation();
  const [created, setCreated] = useState<InviteReply | null>(null);

  // A client's companies and projects, as the two-step choice's Done handed them (null: not chosen yet).
  const [clientChoice, setClientChoice] = useState<ClientProjectsChoice | null>(null);
  const [choosing, setChoosing] = useState(true);
  const clientProjects = role === 'client' ? (clientChoice?.projects.map((p) => p._id) ?? []) : [];
  const companies = role === 'client' ? (clientChoice?.companies ?? []) : [];
  // While the client's choice is open, Finish waits for its Done.
  const ready = isInviteReady({ email, role, client_projects: clientProjects }) && (role !== 'client' || !choosing);
  const emailValid = isValidEmail(email);
  const stepCount = role === 'client' ? 3 : 2;

  async function finish() {
    if (!ready || isLoading) return;
    try {
      const row = await invite({ email: email.trim().toLowerCase(), role, companies, client_projects: clientProjects }).unwrap();
      setCreated(row);
      setStep('done');
    } catch {
      // The alert reads the mutation's error; what was typed stays.
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (role === 'client') {
      if (emailValid) setStep('client');
    } else void finish();
  }

  function inviteAnother() {
    reset();
    setEmail('');
    setEmailLeft(false);
    setCreated(null);
    setClientChoice(null);
    setChoosing(true);
    setStep('details');
  }

  const stepNumber = step === 'details' ? 1 : step === 'client' ? 2 : stepCount;
  const failure = error && (
    <Alert severity="error" role="alert" data-testid="invite-error">
      {inviteFailureText(error, t, i18n.language)}
    </Alert>
  );

  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="wizard-step">
          {t('wizards.user.title')} · {t('wizards.step', { step: stepNumber, count: stepCount })}
        </Typography>
        {step === 'details' && (
          <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={2.5}>
            <TextField
              label={t('wizards.user.email')}
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) reset();
              }}
              onBlur={() => setEmailLeft(true)}
              required
              autoFocus
              error={emailLeft && !emailValid}
              helperText={emailLeft && !emailValid ? t('wizards.user.invalidEmail') : undefined}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
            />
            <FormControl>
              <FormLabel id="invite-role">{t('wizards.user.role')}</FormLabel>
              <RadioGroup aria-labelledby="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
                {roles.map((r) => (
                  <FormControlLabel key={r} value={r} control={<Radio />} label={t(`roles.${r}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            {failure}
          </Stack>
        )}
        {step === 'client' && (
          <Stack spacing={2}>
            <Typography variant="h3" component="h3">
              {t('wizards.user.clientTitle')}
            </Typography>
            {clientChoice && !choosing ? (
              <ClientChoiceSummary choice={clientChoice} onChange={() => setChoosing(true)} />
            ) : (
              <ClientProjectsSteps
                initial={clientChoice ?? { companies: [], projects: [] }}
                doneLabel={t('wizards.user.clientDone')}
                requireProject
                onDone={(choice) => {
                  setClientChoice(choice);
                  setChoosing(false);
                }}
              />
            )}
            {failure}
          </Stack>
        )}
        {step === 'done' && created && <Invited email={created.email} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 'details' && (
          <>
            <Button onClick={onBack}>{t('wizards.back')}</Button>
            {role === 'client' ? (
              <Button type="submit" form={FORM_ID} variant="contained" disabled={!emailValid}>
                {t('wizards.next')}
              </Button>
            ) : (
              <Button type="submit" form={FORM_ID} variant="contained" disabled={!ready || isLoading}>
                {isLoading ? t('wizards.finishing') : t('wizards.finish')}
              </Button>
            )}
          </>
        )}
        {step === 'client' && (
          <>
            {/* The companies-and-projects steps have their own Back: this one leaves them. */}
            <Button onClick={() => setStep('details')}>{t('wizards.user.backToDetails')}</Button>
            <Button variant="contained" onClick={() => void finish()} disabled={!ready || isLoading}>
              {t('wizards.finish')}
            </Button>
          </>
        )}
        {step === 'done' && created && (
          <>
            <Button onClick={inviteAnother}>{t('wizards.user.more')}</Button>
            <Button component={RouterLink} to="/users" onClick={onClose}>
              {t('wizards.user.toList')}
            </Button>
            <Button component={RouterLink} to={`/users/${created.id}`} onClick={onClose} variant="contained">
              {t('wizards.user.toUser')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** The client's companies and projects once chosen, with the way back to the choice. */
function ClientChoiceSummary({ choice, onChange }: { choice: ClientProjectsChoice; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="client-choice">
      <Typography>{t('wizards.user.clientChosen', { count: choice.projects.length })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{choice.projects.map((p) => p.name).join(', ')}</bdi>
      </Typography>
      {choice.companies.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('wizards.user.clientCompanies')} <bdi>{choice.companies.join(', ')}</bdi>
        </Typography>
      )}
      <Button size="small" onClick={onChange}>
        {t('wizards.user.clientChange')}
      </Button>
    </Stack>
  );
}

/** The final step: the invitation went out. Its heading takes focus where the Finish button was. */
function Invited({ email }: { email: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={1} data-testid="invite-done">
      <Typography ref={heading} tabIndex={-1} variant="h3" component="h3" sx={{ outline: 'none' }}>
        {t('wizards.user.invited')}
      </Typography>
      <Typography color="text.secondary">
        {/* The address keeps its own direction inside a right-to-left sentence. */}
        <TaggedText text={t('wizards.user.invitedBody', { email })} tag="mail" wrap={(address) => <bdi>{address}</bdi>} />
      </Typography>
    </Stack>
  );
}
