import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PROJECT_SKILLS_MAX, type Skill } from '@fieldwork/contracts';
import { Picker, type PickerOptions } from '../../../components/pickers/Picker';
import { pickedLabel, rememberLabel } from '../../../components/pickers/pickedLabels';
import { useSearchSkillsQuery } from '../../../components/pickers/pickersApi';
import { ChipsView } from './ChipsView';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

const skillName = (skill: Pick<Skill, 'name' | 'label'>) => skill.label || skill.name;

/**
 * Skill ids, picked from the instance's skills (the skills picker: GET /v2/skills, 100 a search).
 * Where the skills app is off or hidden from the reader, the field says so and shows what it can.
 */
export function SkillsWidget({ label, value, editing, saver }: WidgetProps<string[]>) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>(value ?? []);
  // The first page names what is picked already (a picked skill past it reads as unknown).
  const { data: first, isError, isLoading } = useSearchSkillsQuery({ search: '' });
  for (const skill of first?.docs ?? []) rememberLabel(skill._id, skillName(skill));
  const nameOf = (id: string) => pickedLabel(id) ?? (isLoading ? t('projectFields.loading') : t('projectFields.skills.unknown'));

  if (!editing) return <ChipsView labels={(value ?? []).map(nameOf)} label={label} />;
  if (isError) {
    return (
      <Stack spacing={1}>
        <Alert severity="info">{t('projectFields.skills.unavailable')}</Alert>
        <ChipsView labels={ids.map(nameOf)} label={label} />
      </Stack>
    );
  }
  const useOptions = (text: string, skip: boolean): PickerOptions => {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the picker calls it as its own hook
    const { data, isFetching, isError: failed } = useSearchSkillsQuery({ search: text }, { skip });
    return { options: (data?.docs ?? []).map((s) => ({ id: s._id, label: skillName(s) })), loading: isFetching, failed };
  };
  return (
    <Stack spacing={0.5}>
      <Picker
        label={label}
        value={ids}
        onChange={(next) => {
          setIds(next);
          saver.save(next.length === 0 ? null : next);
        }}
        useOptions={useOptions}
        max={PROJECT_SKILLS_MAX}
      />
      <SaveStatus save={saver} />
    </Stack>
  );
}
