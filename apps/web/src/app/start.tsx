import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { api } from './api/apiSlice';
import { initI18n } from './i18n/i18n';
import { createAppRouter } from './routes/router';
import { selectIsSignedIn } from './session/sessionSlice';
import { createStore, type AppStore } from './store';
import { yieldToMain } from './yieldToMain';

// The first render waits for the start-up data, which index.html's first script asked for before
// the modules arrived and which has nearly always come back by now: the theme then starts in the
// instance's colours instead of every style being worked out twice when they arrive. A failed
// answer renders too (the root layout sends it to /error), and a slow one no longer than
// FIRST_RENDER_WAIT_MS: index.html's splash is on screen meanwhile.
const FIRST_RENDER_WAIT_MS = 1500;

let store: AppStore | null = null;

/**
 * Everything the first screen waits for starts here: the shell's strings in the user's language,
 * the store with the start-up data (and the signed-in user's profile), and the router, which
 * starts the route's chunks with their catalogues as it is made (earlyStart.js asked for the files
 * already). Each step is a task of its own (ADR 0054): on a phone's CPU the steps together take
 * a few hundred milliseconds, and one task that long keeps the browser from answering a tap or
 * drawing a frame. The render is a transition, so React yields between components too.
 */
export async function start(): Promise<void> {
  // A failed load of the shell's strings is shown by the root layout (isCatalogueStalled).
  initI18n().catch(() => undefined);
  await yieldToMain();
  const ready = createStore();
  store = ready;
  const bootstrapped = ready.dispatch(api.endpoints.getBootstrap.initiate(undefined, { subscribe: false }));
  if (selectIsSignedIn(ready.getState())) void ready.dispatch(api.endpoints.getMe.initiate(undefined, { subscribe: false }));
  await yieldToMain();
  const router = createAppRouter();
  await Promise.race([bootstrapped, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).catch(() => undefined);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={ready} router={router} />
      </StrictMode>,
    );
  });
}

/**
 * The service worker (ADR 0045): the app boots and answering goes on without a network. Production
 * builds only, once the page has loaded (now, when it has already), so that it never competes
 * with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker;
  const register = () => {
    // On the first visit the start-up calls went out before the worker was there: once it takes
    // the page they go once more, through it, so that the next start works offline too. Plain
    // fetches fill the worker's cache without touching the store (a refetch through it would
    // render every screen that reads the two answers twice more for the same data).
    if (!worker.controller) {
      worker.addEventListener(
        'controllerchange',
        () => {
          const token = store?.getState().session.accessToken;
          const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
          void fetch('/v2/apps/bootstrap', { headers }).catch(() => undefined);
          if (token) void fetch('/v2/users/me', { headers }).catch(() => undefined);
        },
        { once: true },
      );
    }
    void worker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
