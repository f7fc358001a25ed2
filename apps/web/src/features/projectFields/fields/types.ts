import type { ProjectFieldDefinition } from '@fieldwork/contracts';
import type { FieldSave } from './useFieldSave';

/** What every project field widget is given. */
export interface WidgetProps<V> {
  field: ProjectFieldDefinition;
  /** The field's label, for inputs and lists. */
  label: string;
  value: V | null;
  /** In the section's edit mode, on a field the reader may update. */
  editing: boolean;
  projectId: string;
  saver: FieldSave;
}
