import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectAllState, selectionReducer, type SelectionAction, type SelectionState } from './selection';

const run = (actions: SelectionAction[], from: SelectionState = EMPTY_SELECTION) => actions.reduce(selectionReducer, from);

describe('grid selection (spec 3 section 4)', () => {
  it('selects a clicked row alone and opens the panel', () => {
    expect(run([{ type: 'checkboxToggled', id: 'a' }, { type: 'checkboxToggled', id: 'b' }, { type: 'rowClicked', id: 'c' }])).toEqual({ ids: ['c'], panelOpen: true });
  });

  it('adds and removes rows by checkbox, and closes the panel when nothing is left', () => {
    const two = run([{ type: 'checkboxToggled', id: 'a' }, { type: 'checkboxToggled', id: 'b' }]);
    expect(two).toEqual({ ids: ['a', 'b'], panelOpen: true });
    expect(run([{ type: 'checkboxToggled', id: 'a' }], two)).toEqual({ ids: ['b'], panelOpen: true });
    expect(run([{ type: 'checkboxToggled', id: 'a' }, { type: 'checkboxToggled', id: 'b' }], two)).toEqual({ ids: [], panelOpen: false });
  });

  it('clears on a new page, search or filter', () => {
    expect(run([{ type: 'rowClicked', id: 'a' }, { type: 'cleared' }])).toEqual(EMPTY_SELECTION);
    // Nothing to clear keeps the same state (no re-render).
    expect(selectionReducer(EMPTY_SELECTION, { type: 'cleared' })).toBe(EMPTY_SELECTION);
  });

  it('selects all shown rows, and deselects all when all already are', () => {
    const all = run([{ type: 'checkboxToggled', id: 'b' }, { type: 'allToggled', ids: ['a', 'b', 'c'] }]);
    expect(all).toEqual({ ids: ['a', 'b', 'c'], panelOpen: true });
    expect(run([{ type: 'allToggled', ids: ['a', 'b', 'c'] }], all)).toEqual(EMPTY_SELECTION);
    expect(run([{ type: 'allToggled', ids: [] }])).toEqual(EMPTY_SELECTION);
  });

  it('closes the panel (the notification panel opened) and keeps the rows selected', () => {
    expect(run([{ type: 'rowClicked', id: 'a' }, { type: 'panelClosed' }])).toEqual({ ids: ['a'], panelOpen: false });
  });

  it('on a phone, ticks boxes without covering the list with the panel, and a row click still opens it', () => {
    const ticked = run([
      { type: 'checkboxToggled', id: 'a', openPanel: false },
      { type: 'checkboxToggled', id: 'b', openPanel: false },
    ]);
    expect(ticked).toEqual({ ids: ['a', 'b'], panelOpen: false });
    expect(run([{ type: 'allToggled', ids: ['a', 'b', 'c'], openPanel: false }])).toEqual({ ids: ['a', 'b', 'c'], panelOpen: false });
    const opened = run([{ type: 'rowClicked', id: 'c' }, { type: 'checkboxToggled', id: 'd', openPanel: false }]);
    expect(opened).toEqual({ ids: ['c', 'd'], panelOpen: true });
    expect(run([{ type: 'checkboxToggled', id: 'c', openPanel: false }, { type: 'checkboxToggled', id: 'd', openPanel: false }], opened)).toEqual(EMPTY_SELECTION);
  });

  it('tells the select-all checkbox whether all, some or none of the shown rows are selected', () => {
    expect(selectAllState(['a', 'b'], ['a', 'b'])).toBe('all');
    expect(selectAllState(['a'], ['a', 'b'])).toBe('some');
    expect(selectAllState(['x'], ['a', 'b'])).toBe('none');
    expect(selectAllState([], [])).toBe('none');
  });
});
