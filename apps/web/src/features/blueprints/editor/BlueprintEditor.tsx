import type { BlueprintEditorProps } from '../editorProps';

/** Scaffold replaced by the editor itself in this issue; it exists so that the chunk's importers compile. */
export default function BlueprintEditor(_props: BlueprintEditorProps) {
  return null;
}
