import type { UserFieldDefinition } from '@fieldwork/contracts';

/** What every profile field input is given: one field, its value, and whether the viewer may write it. */
export interface FieldInputProps<V> {
  field: UserFieldDefinition;
  /** The field's label in the interface's language. */
  label: string;
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  /** Shown as plain text (spec 3 section 6: what one may not edit reads as text). */
  readOnly: boolean;
  /** The user whose profile it is: uploads are theirs. */
  userId: string;
}
