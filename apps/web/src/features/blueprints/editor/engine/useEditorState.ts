import { useSyncExternalStore } from 'react';
import type { EditorEngine } from './EditorEngine';
import type { EditorState } from './state';

/** One slice of the editor's state; the component re-renders only when that slice changes. */
export function useEditorState<T>(engine: EditorEngine, select: (state: EditorState) => T): T {
  return useSyncExternalStore(engine.subscribe, () => select(engine.getState()));
}
