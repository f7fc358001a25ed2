import { useRef, useSyncExternalStore } from 'react';
import type { EditorEngine } from './EditorEngine';
import type { EditorState } from './state';

/** One slice of the editor's state; the component re-renders only when that slice changes. */
export function useEditorState<T>(engine: EditorEngine, select: (state: EditorState) => T): T {
  return useSyncExternalStore(engine.subscribe, () => select(engine.getState()));
}

/** What changes on every frame of a pan, a pinch or a drawing gesture. */
type FrameKeys = 'viewport' | 'gesture' | 'drawing' | 'measureDraft';
export type ChromeState = Omit<EditorState, FrameKeys>;
const FRAME_KEYS: readonly FrameKeys[] = ['viewport', 'gesture', 'drawing', 'measureDraft'];

/**
 * The state the editor's chrome (bars, panels, dialogs) shows: everything but what changes on
 * each frame of a gesture, so panning or drawing never re-renders the toolbars.
 */
export function useChromeState(engine: EditorEngine): ChromeState {
  const cache = useRef<{ source: EditorState; value: ChromeState } | null>(null);
  const read = (): ChromeState => {
    const state = engine.getState();
    const last = cache.current;
    if (last?.source === state) return last.value;
    const chrome: Partial<EditorState> = { ...state };
    for (const key of FRAME_KEYS) delete chrome[key];
    if (last && (Object.keys(chrome) as (keyof ChromeState)[]).every((k) => (chrome as ChromeState)[k] === last.value[k])) {
      cache.current = { source: state, value: last.value };
      return last.value;
    }
    cache.current = { source: state, value: chrome as ChromeState };
    return chrome as ChromeState;
  };
  return useSyncExternalStore(engine.subscribe, read);
}
