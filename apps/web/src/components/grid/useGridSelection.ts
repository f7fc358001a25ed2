import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { gridRowsSelected } from '../../app/shell/panelsSlice';
import { EMPTY_SELECTION, selectionReducer, type SelectionAction } from './selection';

/**
 * The selection rules wired to the screen: a new request (page, search, filters, sort) clears
 * the selection, opening the notification panel closes the right panel, and selecting rows
 * hides the notification panel.
 */
export function useGridSelection(requestKey: string, { onPanelClosed }: { onPanelClosed?: () => void } = {}) {
  const [state, dispatchLocal] = useReducer(selectionReducer, EMPTY_SELECTION);
  const dispatch = useAppDispatch();
  const notificationsOpened = useAppSelector((s) => s.panels.notificationsOpenedCount);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatchLocal({ type: 'cleared' });
  }, [requestKey]);

  const seenOpenings = useRef(notificationsOpened);
  useEffect(() => {
    if (notificationsOpened === seenOpenings.current) return;
    seenOpenings.current = notificationsOpened;
    dispatchLocal({ type: 'panelClosed' });
    onPanelClosed?.();
  }, [notificationsOpened, onPanelClosed]);

  const act = useCallback(
    (action: SelectionAction) => {
      const next = selectionReducer(state, action);
      dispatchLocal(action);
      if (next.ids.length > 0 && action.type !== 'panelClosed') dispatch(gridRowsSelected());
    },
    [state, dispatch],
  );

  return { selection: state, act };
}
