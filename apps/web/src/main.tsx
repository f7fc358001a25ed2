import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { api } from './app/api/apiSlice';
import { initI18n } from './app/i18n/i18n';
import { createAppRouter } from './app/routes/router';
import { selectIsSignedIn } from './app/session/sessionSlice';
import { createStore } from './app/store';

// Everything the first screen waits for starts here, side by side, before React renders once:
// the shell's strings in the user's language, the start-up data (and the signed-in user's
// profile), and the route's chunks with its catalogues (the router loads them as it is created).
// The screens subscribe to the same calls a moment later and share the answers.
void initI18n();
const store = createStore();
void store.dispatch(api.endpoints.getBootstrap.initiate(undefined, { subscribe: false }));
if (selectIsSignedIn(store.getState())) void store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
