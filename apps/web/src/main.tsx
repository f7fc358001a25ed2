import { afterNextPaint } from './app/afterNextPaint';
import { LOAD_FAILURE_TEXTS, LOAD_WAIT_MS } from './app/loadFailure';
import { STORAGE_KEYS } from './app/session/sessionStorage';

/**
 * The entry, a few lines on purpose: index.html's splash is painted first, then the app's modules
 * are evaluated, in a task of their own (ADR 0057). Evaluated with the entry, React, MUI and the
 * app's start-up code would hold the first paint of a phone's first visit for as long as they
 * take. earlyStart.js (index.html's first script) has asked for their files already.
 */

/**
 * The app's code did not arrive (a weak network): the splash gives way to a message in the user's
 * language with a way to try again, a reload (a browser keeps a failed import failed for the
 * page's life). Plain DOM: none of the app is there to draw it. Code that arrives late after all
 * still starts the app, which replaces this.
 */
function showLoadFailure(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEYS.language) ?? window.localStorage.getItem(STORAGE_KEYS.instanceLanguage);
  } catch {
    stored = null;
  }
  const language = stored === 'he' ? 'he' : 'en';
  const texts = LOAD_FAILURE_TEXTS[language];
  const main = document.createElement('main');
  main.lang = language;
  main.dir = language === 'he' ? 'rtl' : 'ltr';
  main.style.cssText = 'font-family:system-ui,sans-serif;color:#1c2430;max-width:32rem;margin:12vh auto 0;padding:0 24px;text-align:center';
  const title = document.createElement('h1');
  title.textContent = texts.title;
  title.style.cssText = 'font-size:1.5rem;margin:0 0 12px';
  const body = document.createElement('p');
  body.textContent = texts.body;
  body.style.cssText = 'margin:0 0 24px;line-height:1.5';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = texts.retry;
  retry.style.cssText = 'font:inherit;font-weight:600;color:#fff;background:#0070ab;border:0;border-radius:8px;padding:10px 22px;min-height:44px;cursor:pointer';
  retry.addEventListener('click', () => window.location.reload());
  main.append(title, body, retry);
  document.getElementById('root')?.replaceChildren(main);
}

const overdue = setTimeout(showLoadFailure, LOAD_WAIT_MS);
void new Promise<void>((resolve) => afterNextPaint(resolve))
  .then(() => import('./app/start'))
  .then(
    ({ start, registerServiceWorker }) => {
      clearTimeout(overdue);
      void start();
      registerServiceWorker();
    },
    () => {
      clearTimeout(overdue);
      showLoadFailure();
    },
  );
