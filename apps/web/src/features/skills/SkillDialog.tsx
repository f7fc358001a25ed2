import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ROLES, SKILL_NAME_MAX, type Skill } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../app/errors/errorMessages';
import { createBodyOf, draftOfSkill, LABEL_MAX, skillNameIssue, updateBodyOf, type SkillDraft } from './skillForm';
import { useCreateSkillMutation, useUpdateSkillMutation } from './skillsApi';

interface SkillDialogProps {
  /** A new skill ('new'), one to edit, or null: closed. */
  skill: Skill | 'new' | null;
  onClose: () => void;
  onSaved: (skill: Skill, created: boolean) => void;
}

export function SkillDialog(props: SkillDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog open={props.skill !== null} onClose={props.onClose} fullWidth fullScreen={phone} slotProps={{ paper: { sx: { maxWidth: { sm: 560 } } } }} aria-labelledby="skill-dialog-title">
      {props.skill && <SkillForm key={props.skill === 'new' ? 'new' : props.skill.id} {...props} skill={props.skill} />}
    </Dialog>
  );
}

/**
 * Creates or edits a skill: name (unique in the instance), label and the roles it is given to. A
 * name the instance has is said under the name field; any refusal keeps what was typed.
 */
function SkillForm({ skill, onClose, onSaved }: SkillDialogProps & { skill: Skill | 'new' }) {
  const { t, i18n } = useTranslation();
  const existing = skill === 'new' ? null : skill;
  const [draft, setDraft] = useState<SkillDraft>(() => draftOfSkill(existing));
  const [touched, setTouched] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [create, creating] = useCreateSkillMutation();
  const [update, updating] = useUpdateSkillMutation();
  const saving = creating.isLoading || updating.isLoading;
  const issue = skillNameIssue(draft);
  const change = (patch: Partial<SkillDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (patch.name !== undefined) setNameError(null);
  };
  const shownNameError = nameError ?? (touched && issue ? t(`skills.form.${issue}`, { max: SKILL_NAME_MAX }) : null);

  async function save() {
    setTouched(true);
    if (issue) return;
    setSaveError(null);
    const result = existing ? await update({ id: existing.id, body: updateBodyOf(existing, draft) }) : await create(createBodyOf(draft));
    if ('error' in result) {
      const body = errorBodyOf(result.error);
      if (body?.code === 'conflict') setNameError(t('skills.form.nameTaken', { name: draft.name.trim() }));
      else setSaveError(errorMessage(result.error, t, i18n.language));
      return;
    }
    onSaved(result.data, !existing);
  }

  const toggleRole = (role: (typeof ROLES)[number], on: boolean) =>
    change({ roles: ROLES.filter((r) => (r === role ? on : draft.roles.includes(r))) });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!saving) void save();
      }}
    >
      <DialogTitle id="skill-dialog-title">{existing ? t('skills.form.editTitle') : t('skills.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={t('skills.form.name')}
            value={draft.name}
            onChange={(e) => change({ name: e.target.value })}
            error={Boolean(shownNameError)}
            helperText={shownNameError}
            slotProps={{ htmlInput: { maxLength: SKILL_NAME_MAX + 20, dir: 'auto' } }}
            required
            autoFocus
          />
          <TextField
            label={t('skills.form.label')}
            value={draft.label}
            onChange={(e) => change({ label: e.target.value })}
            helperText={t('skills.form.labelHelp')}
            slotProps={{ htmlInput: { maxLength: LABEL_MAX, dir: 'auto' } }}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('skills.form.roles')}</FormLabel>
            <FormGroup row>
              {ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  control={<Checkbox checked={draft.roles.includes(role)} onChange={(e) => toggleRole(role, e.target.checked)} />}
                  label={t(`roles.${role}`)}
                />
              ))}
            </FormGroup>
            <FormHelperText>{t('skills.form.rolesHelp')}</FormHelperText>
          </FormControl>
          {saveError && (
            <Alert severity="error" data-testid="skill-dialog-error">
              {saveError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('skills.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('skills.form.saving') : existing ? t('skills.form.save') : t('skills.form.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
