import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobType } from '@fieldwork/contracts';
import { rememberLabel } from '../../../components/pickers/pickedLabels';
import { jobTypeErrorText, messageText, saveErrorsOf } from '../jobTypeErrors';
import { useCreateJobTypeMutation, useSetJobTypeSkillsMutation, useUpdateJobTypeMutation } from '../jobTypesApi';
import { bodyOf, formErrors, formOf, sameJobType, sameSkills, type JobTypeForm, type JobTypeFormErrors, type JobTypeFormField } from './jobTypeForm';

/** The field whose server message a change makes stale. */
const FIELD_OF: Partial<Record<keyof JobTypeForm, JobTypeFormField>> = {
  title: 'title',
  icon: 'icon',
  description: 'description',
  mainQuestions: 'mainQuestions',
  skills: 'skills',
  mayCreate: 'permissions',
};

export type SaveOutcome =
  | { kind: 'invalid' }
  | { kind: 'refused' }
  | { kind: 'saved' }
  /** A new job type exists; `skillsError` when its required skills were not set. */
  | { kind: 'created'; id: string; skillsError: string | null };

/**
 * The settings form's state: what is typed, what the server holds (to tell unsaved changes),
 * the errors shown (the form's own once a save was tried, the server's until their field is
 * typed in again), and the save: the job type first, then its required skills when they changed.
 * A refused save keeps everything typed.
 */
export function useJobTypeForm(jobType: JobType | null) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(() => {
    // The skills picker names what is picked by the labels it remembers (idempotent).
    for (const skill of jobType?.requiredSkills ?? []) rememberLabel(skill._id, skill.name);
    return formOf(jobType);
  });
  const [saved, setSaved] = useState(form);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<JobTypeFormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [create, creating] = useCreateJobTypeMutation();
  const [update, updating] = useUpdateJobTypeMutation();
  const [setSkills, settingSkills] = useSetJobTypeSkillsMutation();

  const own = formErrors(form);
  const shown: JobTypeFormErrors = { ...server };
  for (const [field, message] of Object.entries(own) as [JobTypeFormField, string][]) {
    // An empty title is pointed out once a save was tried; the other checks as soon as they fail.
    if (tried || field !== 'title' || form.title !== '') shown[field] ??= messageText(message, t, i18n.language, message);
  }

  function change<K extends keyof JobTypeForm>(key: K, value: JobTypeForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    const field = FIELD_OF[key];
    if (field) setServer(({ [field]: _gone, ...rest }) => rest);
  }

  function refused(error: Parameters<typeof saveErrorsOf>[0]) {
    const { fields, general: other } = saveErrorsOf(error, t, i18n.language);
    setServer(fields);
    setGeneral(other ?? (Object.keys(fields).length > 0 ? t('jobTypes.settings.saveFailed') : null));
  }

  async function saveSkills(id: string, skills: string[]): Promise<string | null> {
    const result = await setSkills({ id, skills });
    return 'error' in result ? jobTypeErrorText(result.error, t, i18n.language) : null;
  }

  async function save(): Promise<SaveOutcome> {
    setTried(true);
    if (Object.keys(own).length > 0) return { kind: 'invalid' };
    setGeneral(null);
    const sent = { ...form, title: form.title.trim() };
    if (!jobType) {
      const result = await create(bodyOf(sent));
      if ('error' in result) {
        refused(result.error);
        return { kind: 'refused' };
      }
      const skillsError = sent.skills.length > 0 ? await saveSkills(result.data._id, sent.skills) : null;
      return { kind: 'created', id: result.data._id, skillsError };
    }
    if (!sameJobType(sent, saved)) {
      const result = await update({ id: jobType._id, body: bodyOf(sent) });
      if ('error' in result) {
        refused(result.error);
        return { kind: 'refused' };
      }
    }
    setForm(sent);
    if (!sameSkills(sent, saved)) {
      const skillsError = await saveSkills(jobType._id, sent.skills);
      if (skillsError) {
        // The rest is saved: only the skills stay unsaved.
        setSaved({ ...sent, skills: saved.skills });
        setServer({ skills: skillsError });
        return { kind: 'refused' };
      }
    }
    setSaved(sent);
    return { kind: 'saved' };
  }

  return {
    form,
    change,
    errors: shown,
    general,
    dirty: !sameJobType(form, saved) || !sameSkills(form, saved),
    saving: creating.isLoading || updating.isLoading || settingSkills.isLoading,
    save,
  };
}
