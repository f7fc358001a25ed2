import { createSlice } from '@reduxjs/toolkit';

/**
 * The two panels that take the same side of the screen (spec 1 section 2.5): opening the
 * notification panel closes a grid's right panel, and selecting rows in a grid hides the
 * notification panel. The bell and every GridList read and write this one state.
 */
export interface PanelsState {
  notificationsOpen: boolean;
  /** Counts openings of the notification panel, so a grid can close its own panel on each. */
  notificationsOpenedCount: number;
}

const initialState: PanelsState = { notificationsOpen: false, notificationsOpenedCount: 0 };

export const panelsSlice = createSlice({
  name: 'panels',
  initialState,
  reducers: {
    notificationsOpened(state) {
      state.notificationsOpen = true;
      state.notificationsOpenedCount += 1;
    },
    notificationsClosed(state) {
      state.notificationsOpen = false;
    },
    /** A grid selected rows: its right panel shows them, the notification panel makes way. */
    gridRowsSelected(state) {
      state.notificationsOpen = false;
    },
  },
});

export const { notificationsOpened, notificationsClosed, gridRowsSelected } = panelsSlice.actions;
