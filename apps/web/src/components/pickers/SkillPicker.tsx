import type { PickerOptions } from './Picker';
import { useSearchSkillsQuery } from './pickersApi';

/** The instance's skills, searched on the server (GET /v2/skills, 100 at a time) and ranked by the picker. */
export function useSkillOptions(text: string, skip: boolean): PickerOptions {
  const { data, isFetching, isError } = useSearchSkillsQuery({ search: text }, { skip });
  return {
    options: (data?.docs ?? []).map((s) => ({ id: s.id, label: s.name, secondary: s.label ?? undefined })),
    loading: isFetching,
    failed: isError,
  };
}
