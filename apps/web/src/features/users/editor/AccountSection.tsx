import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAdminRole, isValidEmail, LANGUAGES, locationAnswer, type Language, type Role, type UserDetail } from '@fieldwork/contracts';
import { ReadOnlyValue } from '../fields/ReadOnlyValue';
import { ClientProjectsEditor } from './ClientProjectsEditor';
import { manageSkillsShownOn, type EditorRules } from './editorRules';
import type { UserDraft } from './userForm';

interface AccountSectionProps {
  user: UserDetail;
  draft: UserDraft;
  rules: EditorRules;
  onChange: (patch: Partial<UserDraft>) => void;
  /** On the profile the language applies at once (and is saved on its own); in the editor it is saved with the rest. */
  language: { value: Language | null; onChange: (language: Language | null) => void; immediate: boolean };
}

const NO_LANGUAGE = 'none';

/** The account part of the editor: name, e-mail, phone, role, language and the switches of spec 1 section 6. */
export function AccountSection({ user, draft, rules, onChange, language }: AccountSectionProps) {
  const { t } = useTranslation();
  const emailInvalid = rules.email && !isValidEmail(draft.email);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="account-heading" sx={{ mb: 2 }}>{t('users.editor.account')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5, alignItems: 'start' }}>
        {rules.editable ? (
          <TextField
            label={t('users.editor.name')}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value })}
            helperText={t('users.editor.nameHelp')}
            slotProps={{ htmlInput: { maxLength: 201, dir: 'auto' } }}
            fullWidth
          />
        ) : (
          <ReadOnlyValue label={t('users.editor.name')} empty={!draft.name}><bdi>{draft.name}</bdi></ReadOnlyValue>
        )}
        {rules.email ? (
          <TextField
            label={t('users.editor.email')}
            type="email"
            value={draft.email}
            onChange={(e) => onChange({ email: e.target.value })}
            error={emailInvalid}
            helperText={emailInvalid ? t('users.editor.invalidEmail') : undefined}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
            fullWidth
          />
        ) : (
          <ReadOnlyValue label={t('users.editor.email')}>
            <span dir="ltr" data-testid="email-text">{user.email}</span>
          </ReadOnlyValue>
        )}
        {rules.editable ? (
          <TextField
            label={t('users.editor.phone')}
            type="tel"
            value={draft.phoneNumber}
            onChange={(e) => onChange({ phoneNumber: e.target.value })}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 30 } }}
            fullWidth
          />
        ) : (
          <ReadOnlyValue label={t('users.editor.phone')} empty={!draft.phoneNumber}>
            <span dir="ltr">{draft.phoneNumber}</span>
          </ReadOnlyValue>
        )}
        {rules.roles.length > 1 ? (
          <TextField select label={t('users.editor.role')} value={draft.role} onChange={(e) => onChange({ role: e.target.value as Role })} fullWidth>
            {rules.roles.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`roles.${role}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <ReadOnlyValue label={t('users.editor.role')}>
            <span data-testid="role-text">{t(`roles.${user.role}`)}</span>
          </ReadOnlyValue>
        )}
        {rules.editable ? (
          <TextField
            select
            label={t('app.language')}
            value={language.value ?? NO_LANGUAGE}
            onChange={(e) => language.onChange(e.target.value === NO_LANGUAGE ? null : (e.target.value as Language))}
            helperText={language.immediate ? t('users.editor.languageHelpSelf') : t('users.editor.languageHelp')}
            fullWidth
          >
            {!language.immediate && (
              <MenuItem value={NO_LANGUAGE}>
                <em>{t('users.editor.languageNotChosen')}</em>
              </MenuItem>
            )}
            {LANGUAGES.map((lng) => (
              <MenuItem key={lng} value={lng} lang={lng}>
                {t(`app.languages.${lng}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <ReadOnlyValue label={t('app.language')} empty={!language.value}>
            {language.value && t(`app.languages.${language.value}`)}
          </ReadOnlyValue>
        )}
        {user.role === 'client' && <ClientProjectsEditor user={user} editable={rules.clientProjects} />}
        <ReadOnlyValue label={t('users.editor.acceptedLocation')}>
          <span data-testid="accepted-location">{t(`users.editor.location.${locationAnswer(user.acceptedLocation)}`)}</span>
        </ReadOnlyValue>
      </Box>
      {(rules.inTraining !== 'hidden' || rules.manageSkills !== 'hidden') && (
        <Stack sx={{ mt: 2 }}>
          {rules.inTraining !== 'hidden' && (
            <FormControlLabel
              control={
                <Switch checked={draft.inTraining} disabled={rules.inTraining === 'locked'} onChange={(e) => onChange({ inTraining: e.target.checked })} />
              }
              label={t('users.editor.inTraining')}
            />
          )}
          {rules.manageSkills !== 'hidden' && (
            <FormControlLabel
              control={
                <Switch
                  checked={manageSkillsShownOn(user, draft.canManageSkills)}
                  disabled={rules.manageSkills === 'locked'}
                  onChange={(e) => onChange({ canManageSkills: e.target.checked })}
                  slotProps={{ input: { 'aria-describedby': isAdminRole(user.role) ? 'manage-skills-note' : undefined } }}
                />
              }
              label={t('users.editor.manageSkills')}
            />
          )}
          {rules.manageSkills !== 'hidden' && isAdminRole(user.role) && (
            <Typography id="manage-skills-note" variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
              {t('users.editor.manageSkillsAdmins')}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
