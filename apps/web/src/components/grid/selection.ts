/**
 * Which rows of a grid are selected, and whether the right panel shows them (spec 3 section 4,
 * "Grid selection"). A pure reducer: GridList wires it to the grid, the notification panel and
 * the list's query.
 */
export interface SelectionState {
  ids: readonly string[];
  panelOpen: boolean;
}

export type SelectionAction =
  /** A click on a row: that row alone, in the panel. */
  | { type: 'rowClicked'; id: string }
  /**
   * A row's checkbox: adds or removes it; the panel closes when nothing is selected. `openPanel`
   * false keeps a closed panel closed (a phone, where the panel would cover the boxes to tick).
   */
  | { type: 'checkboxToggled'; id: string; openPanel?: boolean }
  /** The select-all control over the rows shown: all of them, or none when all already are. */
  | { type: 'allToggled'; ids: readonly string[]; openPanel?: boolean }
  /** Page, search, filters or sort changed: the rows are others now. */
  | { type: 'cleared' }
  /** The panel's close button, or the notification panel opening: the rows stay selected. */
  | { type: 'panelClosed' };

export const EMPTY_SELECTION: SelectionState = { ids: [], panelOpen: false };

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'rowClicked':
      return { ids: [action.id], panelOpen: true };
    case 'checkboxToggled': {
      const ids = state.ids.includes(action.id) ? state.ids.filter((id) => id !== action.id) : [...state.ids, action.id];
      return { ids, panelOpen: ids.length > 0 && (state.panelOpen || action.openPanel !== false) };
    }
    case 'allToggled': {
      const all = action.ids.every((id) => state.ids.includes(id));
      return all || action.ids.length === 0 ? EMPTY_SELECTION : { ids: [...action.ids], panelOpen: state.panelOpen || action.openPanel !== false };
    }
    case 'cleared':
      return state.ids.length === 0 && !state.panelOpen ? state : EMPTY_SELECTION;
    case 'panelClosed':
      return state.panelOpen ? { ...state, panelOpen: false } : state;
  }
}

/** The select-all checkbox: checked when every shown row is, mixed when some are. */
export function selectAllState(selected: readonly string[], shown: readonly string[]): 'all' | 'some' | 'none' {
  const count = shown.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}
