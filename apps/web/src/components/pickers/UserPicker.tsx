import type { PickerOptions } from './Picker';
import { Picker, type PickerProps } from './Picker';
import { useSearchUsersQuery } from './pickersApi';

/** The instance's people, searched on the server (GET /v2/users, 100 at a time) and ranked here. */
export function useUserOptions(text: string, skip: boolean): PickerOptions {
  const { data, isFetching, isError } = useSearchUsersQuery({ search: text }, { skip });
  return {
    options: (data?.docs ?? []).map((u) => ({ id: u._id, label: `${u.name.first} ${u.name.last}`.trim() || u.email, secondary: u.email })),
    loading: isFetching,
    failed: isError,
  };
}

/** Picks people of the instance. */
export function UserPicker(props: Omit<PickerProps, 'useOptions'>) {
  return <Picker {...props} useOptions={useUserOptions} />;
}
