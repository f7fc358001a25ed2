import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName, isValidEmail, type Language, type UserDetail } from '@fieldwork/contracts';
import { useCan, useDecision } from '../../../app/access/useCan';
import { errorMessage } from '../../../app/errors/errorMessages';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useBootstrap, useCurrentUser } from '../../../app/session/useSession';
import { FeedbackSnackbar, type Feedback } from '../../../components/FeedbackSnackbar';
import { UserAvatar } from '../../../components/UserAvatar';
import { useUpdateUserMutation } from '../usersApi';
import { UserStateChip } from '../UserStateChip';
import { AccountSection } from './AccountSection';
import { editorRules } from './editorRules';
import { EraseAccount } from './EraseAccount';
import { ProfileFieldsSection } from './ProfileFieldsSection';
import { SkillsSection } from './SkillsSection';
import { changesOf, draftOf, refusedChecks, type UserDraft } from './userForm';

interface UserFormProps {
  user: UserDetail;
  /** The signed-in user's own profile (/profile): the language applies and saves at once. */
  profile: boolean;
}

/**
 * The user editor (spec 1 section 6): every control asks the policy, Save sends only what changed,
 * and a refused save keeps what was typed beside the server's message.
 */
export function UserForm({ user, profile }: UserFormProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const decide = useDecision();
  const me = useCurrentUser();
  const { userFields } = useBootstrap();
  const appLanguage = useLanguage();
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [update, saving] = useUpdateUserMutation();

  const rules = useMemo(() => editorRules(can, decide, user, me.id), [can, decide, user, me.id]);
  // On the profile the language is saved on its own, the moment it is chosen: it is never part of Save.
  const edited = useMemo(() => (profile ? { ...draft, language: draftOf(user).language } : draft), [profile, draft, user]);
  const body = useMemo(() => changesOf(user, edited, userFields), [user, edited, userFields]);
  const refused = useMemo(() => refusedChecks(can, me.id, user, body, userFields), [can, me.id, user, body, userFields]);
  const dirty = Object.keys(body).length > 0;
  const emailInvalid = body.email !== undefined && !isValidEmail(draft.email);
  const canSave = dirty && refused.length === 0 && !emailInvalid && !saving.isLoading;
  const change = (patch: Partial<UserDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function save() {
    setSaveError(null);
    const result = await update({ id: user.id, body });
    if ('error' in result) {
      setSaveError(errorMessage(result.error, t, i18n.language));
      return;
    }
    setDraft(draftOf(result.data));
    setFeedback({ severity: 'success', text: t('users.editor.saved') });
  }

  const language = profile
    ? { value: appLanguage.language, onChange: (next: Language | null) => next && void appLanguage.changeLanguage(next), immediate: true }
    : { value: draft.language, onChange: (next: Language | null) => change({ language: next }), immediate: false };

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (canSave) void save(); }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar user={user} size={72} />
          <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
            <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{displayName(user)}</bdi>
            </Typography>
            <Typography color="text.secondary">{t(`roles.${user.role}`)}</Typography>
            <UserStateChip state={user.state} />
          </Stack>
        </Stack>
      </Paper>
      <AccountSection user={user} draft={draft} rules={rules} onChange={change} language={language} />
      <ProfileFieldsSection
        user={user}
        fields={userFields}
        values={draft.fields}
        editable={rules.editable}
        onChange={(key, value) => change({ fields: { ...draft.fields, [key]: value } })}
      />
      {saveError && (
        <Alert severity="error" data-testid="save-error">
          {saveError}
        </Alert>
      )}
      {dirty && refused.length > 0 && <Alert severity="warning">{t('users.editor.notAllowed')}</Alert>}
      {rules.editable && (
        // With changes to save the buttons stay in sight at the foot of the window (the form is long).
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'flex-end', py: 1.5, ...(dirty && { position: 'sticky', bottom: 0, bgcolor: 'background.default', zIndex: 1, borderTop: 1, borderColor: 'divider' }) }}
        >
          <Button disabled={!dirty || saving.isLoading} onClick={() => { setDraft(draftOf(user)); setSaveError(null); }}>
            {t('users.editor.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSave}>
            {saving.isLoading ? t('users.editor.saving') : t('users.editor.save')}
          </Button>
        </Stack>
      )}
      <SkillsSection user={user} />
      {!profile && rules.erase && <EraseAccount user={user} />}
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </Stack>
  );
}
