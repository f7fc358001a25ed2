import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PROJECT_SKILLS_MAX } from '@fieldwork/contracts';
import { Picker, type PickerOptions } from '../../../components/pickers/Picker';
import { useGetSkillChoicesQuery } from '../projectFieldsApi';
import { ChipsView } from './ChipsView';
import { SaveStatus } from './SaveStatus';
import type { WidgetProps } from './types';

/**
 * Skill ids, picked from the instance's skills (GET /v2/skills, the first 100). Where the skills
 * app is off or hidden from the reader, the field says so and shows what it can.
 */
export function SkillsWidget({ label, value, editing, saver }: WidgetProps<string[]>) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<string[]>(value ?? []);
  const { data: skills, isError, isLoading } = useGetSkillChoicesQuery();
  const names = new Map((skills ?? []).map((s) => [s._id, s.label || s.name]));
  const nameOf = (id: string) => names.get(id) ?? (isLoading ? t('projectFields.loading') : t('projectFields.skills.unknown'));

  if (!editing) return <ChipsView labels={(value ?? []).map(nameOf)} label={label} />;
  if (isError) {
    return (
      <Stack spacing={1}>
        <Alert severity="info">{t('projectFields.skills.unavailable')}</Alert>
        <ChipsView labels={ids.map(nameOf)} label={label} />
      </Stack>
    );
  }
  const useOptions = (): PickerOptions => ({
    options: (skills ?? []).map((s) => ({ id: s._id, label: s.label || s.name })),
    loading: isLoading,
    failed: false,
  });
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
