import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api/apiSlice';
import { panelsSlice } from './shell/panelsSlice';
import { initialSessionState, sessionSlice, type SessionState } from './session/sessionSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [panelsSlice.name]: panelsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloaded?: { session?: SessionState }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: preloaded?.session ?? initialSessionState() },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
