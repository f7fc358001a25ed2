import type { ProjectFieldView } from '@fieldwork/contracts';
import { AddressWidget } from './AddressWidget';
import { BlueprintElementsWidget } from './BlueprintElementsWidget';
import { FileListWidget } from './FileListWidget';
import { ListWidget } from './ListWidget';
import { RankingWidget } from './RankingWidget';
import { SkillsWidget } from './SkillsWidget';
import { StatusListWidget } from './StatusListWidget';
import { TableWidget } from './TableWidget';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './types';
import { useFieldSave } from './useFieldSave';

interface ProjectFieldWidgetProps {
  view: ProjectFieldView;
  projectId: string;
  editing: boolean;
}

/** One field of a project, drawn by its kind (spec 3 section 2: the eleven project field widgets). */
export function ProjectFieldWidget({ view, projectId, editing }: ProjectFieldWidgetProps) {
  const saver = useFieldSave(projectId, view.field.id);
  // The stored value was checked against the kind by the server; each widget reads its own shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const props: WidgetProps<any> = { field: view.field, label: view.field.label, value: view.value ?? null, editing: editing && view.editable, projectId, saver };
  switch (view.field.type) {
    case 'text':
      return <TextWidget {...props} />;
    case 'address':
      return <AddressWidget {...props} />;
    case 'fileList':
    case 'blueprintList':
      return <FileListWidget {...props} />;
    case 'statusList':
      return <StatusListWidget {...props} />;
    case 'list':
      return <ListWidget {...props} />;
    case 'ranking':
      return <RankingWidget {...props} />;
    case 'skills':
      return <SkillsWidget {...props} />;
    case 'table':
    case 'customerTable':
      return <TableWidget {...props} />;
    case 'blueprintElements':
      return <BlueprintElementsWidget {...props} editing={false} />;
  }
}
