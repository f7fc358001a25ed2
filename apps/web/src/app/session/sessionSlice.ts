import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadSession, type StoredSession } from './sessionStorage';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
}

export function initialSessionState(stored: StoredSession | null = loadSession()): SessionState {
  return { accessToken: stored?.accessToken ?? null, refreshToken: stored?.refreshToken ?? null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<StoredSession>) {
      return { accessToken: action.payload.accessToken, refreshToken: action.payload.refreshToken };
    },
    sessionEnded() {
      return { accessToken: null, refreshToken: null };
    },
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;

export function selectIsSignedIn(state: { session: SessionState }): boolean {
  return state.session.accessToken !== null;
}
