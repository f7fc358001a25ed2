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

// The service worker (ADR 0045): the app boots and answering goes on without a network. Production
// builds only, once the page has loaded, so that it never competes with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const worker = navigator.serviceWorker;
  window.addEventListener(
    'load',
    () => {
      // On the first visit the start-up calls went out before the worker was there: once it takes
      // the page they go once more, through it, so that the next start works offline too.
      if (!worker.controller) {
        worker.addEventListener(
          'controllerchange',
          () => {
            void store.dispatch(api.endpoints.getBootstrap.initiate(undefined, { subscribe: false, forceRefetch: true }));
            if (selectIsSignedIn(store.getState())) void store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }));
          },
          { once: true },
        );
      }
      void worker.register('/sw.js').catch(() => undefined);
    },
    { once: true },
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
