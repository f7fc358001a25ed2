import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { isRole, type Skill, type UserDetail, type UserSkill } from '@fieldwork/contracts';
import { errorMessage } from '../../../app/errors/errorMessages';
import { useDebouncedValue } from '../../../app/useDebouncedValue';
import { fuzzyFilter } from '../../../components/pickers/fuzzy';
import { useSearchSkillsQuery } from '../../../components/pickers/pickersApi';
import { useGiveUserSkillsMutation, useSetSkillExpirationMutation } from '../userSkillsApi';
import { draftOfHeld, expirationBodyOf, newSkillDraft, skillDatesIssues, userSkillInputOf, type SkillDatesDraft } from './userSkillForm';

interface UserSkillDialogProps {
  user: UserDetail;
  /** Adding a skill, or changing the dates of one held; null keeps the dialog closed. */
  editing: { kind: 'add'; today: string } | { kind: 'dates'; skill: UserSkill } | null;
  onClose: () => void;
  /** Saved: the text of the notice to show. */
  onSaved: (skillName: string, kind: 'add' | 'dates') => void;
}

/** Opens with a fresh draft each time: the form below holds it. */
export function UserSkillDialog(props: UserSkillDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog open={props.editing !== null} onClose={props.onClose} fullWidth fullScreen={phone} slotProps={{ paper: { sx: { maxWidth: { sm: 500 } } } }} aria-labelledby="user-skill-title">
      {props.editing && <UserSkillForm key={props.editing.kind === 'add' ? 'add' : props.editing.skill.skillId} {...props} editing={props.editing} />}
    </Dialog>
  );
}

/**
 * Adding a skill (a picker of the skills given to the user's role, 100 at a time), or changing the
 * dates of a held one: start, expiry or permanent. A refused save keeps what was typed beside the
 * server's message.
 */
function UserSkillForm({ user, editing, onClose, onSaved }: UserSkillDialogProps & { editing: NonNullable<UserSkillDialogProps['editing']> }) {
  const { t, i18n } = useTranslation();
  const adding = editing.kind === 'add';
  const [draft, setDraft] = useState<SkillDatesDraft>(() => (editing.kind === 'add' ? newSkillDraft(editing.today) : draftOfHeld(editing.skill)));
  const [chosen, setChosen] = useState<Skill | null>(null);
  const [touched, setTouched] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [give, giving] = useGiveUserSkillsMutation();
  const [setDates, settingDates] = useSetSkillExpirationMutation();
  const saving = giving.isLoading || settingDates.isLoading;
  const issues = skillDatesIssues(draft);
  // Issues show once Save was tried; an expiry before the start shows as soon as both are typed.
  const show = (field: keyof typeof issues) => (touched || issues[field] === 'expiryBeforeStart' ? issues[field] : undefined);
  const change = (patch: Partial<SkillDatesDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const name = editing.kind === 'dates' ? editing.skill.name : (chosen?.name ?? '');

  async function save() {
    setTouched(true);
    if (Object.keys(issues).length > 0) return;
    setSaveError(null);
    const result = adding
      ? await give({ userId: user.id, skills: [userSkillInputOf(draft)] })
      : await setDates({ userId: user.id, skillId: draft.skillId!, body: expirationBodyOf(draft) });
    if ('error' in result) {
      setSaveError(errorMessage(result.error, t, i18n.language));
      return;
    }
    onSaved(name, adding ? 'add' : 'dates');
  }

  const issueText = (issue: string | undefined) => (issue ? t(`users.skills.dialog.${issue}`) : undefined);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // The dialog is portalled out of the editor's form, but React still bubbles its submit there.
        e.stopPropagation();
        if (!saving) void save();
      }}
    >
      <DialogTitle id="user-skill-title">
        {adding ? t('users.skills.dialog.addTitle') : <bdi>{t('users.skills.dialog.editTitle', { name })}</bdi>}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {adding && (
            <SkillChoice
              role={user.role}
              held={user.skills}
              value={chosen}
              error={issueText(show('skillId'))}
              onChange={(skill) => {
                setChosen(skill);
                change({ skillId: skill?.id ?? null });
              }}
            />
          )}
          <TextField
            type="date"
            label={t('users.skills.dialog.startsOn')}
            value={draft.startsOn}
            onChange={(e) => change({ startsOn: e.target.value })}
            error={Boolean(show('startsOn'))}
            helperText={issueText(show('startsOn'))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2999-12-31' } }}
            required
          />
          <FormControlLabel
            control={<Switch checked={draft.permanent} onChange={(e) => change({ permanent: e.target.checked })} />}
            label={t('users.skills.dialog.permanent')}
          />
          {!draft.permanent && (
            <TextField
              type="date"
              label={t('users.skills.dialog.expiresOn')}
              value={draft.expiresOn}
              onChange={(e) => change({ expiresOn: e.target.value })}
              error={Boolean(show('expiresOn'))}
              helperText={issueText(show('expiresOn')) ?? t('users.skills.dialog.expiresOnHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.startsOn || '1900-01-01', max: '2999-12-31' } }}
              required
            />
          )}
          {saveError && (
            <Alert severity="error" data-testid="skill-save-error">
              {saveError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('users.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || (touched && Object.keys(issues).length > 0)}>
          {saving ? t('users.skills.dialog.saving') : adding ? t('users.skills.dialog.add') : t('users.skills.dialog.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

interface SkillChoiceProps {
  role: string;
  held: readonly UserSkill[];
  value: Skill | null;
  error?: string;
  onChange: (skill: Skill | null) => void;
}

/** One skill of those given to the user's role and not held yet, searched on the server 100 at a time and ranked here. */
function SkillChoice({ role, held, value, error, onChange }: SkillChoiceProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, 300);
  const { data, isFetching, isError } = useSearchSkillsQuery({ search: settled.trim(), role: isRole(role) ? role : undefined });
  const heldIds = useMemo(() => new Set(held.map((s) => s.skillId)), [held]);
  const options = useMemo(() => (data?.docs ?? []).filter((s) => !heldIds.has(s.id)), [data, heldIds]);
  const ranked = useMemo(() => fuzzyFilter(options, text, ['name', 'label'], false), [options, text]);
  return (
    <Autocomplete<Skill>
      options={ranked}
      value={value}
      loading={isFetching}
      loadingText={t('pickers.loading')}
      noOptionsText={isError ? t('pickers.failed') : text.trim() ? t('pickers.noResults') : t('pickers.noSuggestions')}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(s) => s.name}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <span>
              <bdi>{option.name}</bdi>
              {option.label && (
                <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.75 }}>
                  <bdi>{option.label}</bdi>
                </span>
              )}
            </span>
          </li>
        );
      }}
      inputValue={text}
      onInputChange={(_e, next) => setText(next)}
      onChange={(_e, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('users.skills.dialog.skill')}
          placeholder={t('users.skills.dialog.searchSkills')}
          error={Boolean(error)}
          helperText={error}
          required
        />
      )}
    />
  );
}
