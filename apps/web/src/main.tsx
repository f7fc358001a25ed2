import { StrictMode, startTransition } from 'react';
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
const bootstrapped = store.dispatch(api.endpoints.getBootstrap.initiate(undefined, { subscribe: false }));
if (selectIsSignedIn(store.getState())) void store.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
// The router is made in a task of its own: matching the address and starting the route's modules
// costs a phone's CPU 35 to 50 ms, which would lengthen the one long task of evaluating the
// entry. Nothing waits on the network for it: earlyStart.js asked for the route's files already.
const routerReady = new Promise<ReturnType<typeof createAppRouter>>((resolve) => setTimeout(() => resolve(createAppRouter()), 0));

// The service worker (ADR 0045): the app boots and answering goes on without a network. Production
// builds only, once the page has loaded, so that it never competes with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const worker = navigator.serviceWorker;
  window.addEventListener(
    'load',
    () => {
      // On the first visit the start-up calls went out before the worker was there: once it takes
      // the page they go once more, through it, so that the next start works offline too. Plain
      // fetches fill the worker's cache without touching the store (a refetch through it would
      // render every screen that reads the two answers twice more for the same data).
      if (!worker.controller) {
        worker.addEventListener(
          'controllerchange',
          () => {
            const token = store.getState().session.accessToken;
            const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
            void fetch('/v2/apps/bootstrap', { headers }).catch(() => undefined);
            if (token) void fetch('/v2/users/me', { headers }).catch(() => undefined);
          },
          { once: true },
        );
      }
      void worker.register('/sw.js').catch(() => undefined);
    },
    { once: true },
  );
}

// The first render waits for the start-up data, which index.html's first script asked for before
// the modules arrived and which has nearly always come back by now: the theme then starts in the
// instance's colours instead of every style being worked out twice when they arrive. A failed
// answer renders too (the root layout sends it to /error), and a slow one no longer than
// FIRST_RENDER_WAIT_MS: index.html's splash is on screen meanwhile. The render is a transition,
// so React yields to the browser between components instead of holding a phone's CPU for the
// whole first screen.
const FIRST_RENDER_WAIT_MS = 1500;
const startUp = Promise.race([bootstrapped, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).catch(() => undefined);
void Promise.all([routerReady, startUp]).then(([router]) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  });
});
