import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { Bootstrap, UserProfile } from '@fieldwork/contracts';
import { api } from '../app/api/apiSlice';
import { initI18n, i18next } from '../app/i18n/i18n';
import { createStore, type AppStore } from '../app/store';
import { ThemeRoot } from '../app/theme/ThemeRoot';
import { loadAllCatalogues } from './catalogues';
import { makeBootstrap } from './fixtures';
import { mockApi } from './mockApi';

export interface SessionData {
  bootstrap?: Bootstrap;
  /** The signed-in user; `null` for an anonymous visitor. */
  me: UserProfile | null;
}

/**
 * A store already holding the start-up settings and the profile, as the layouts leave it before a
 * screen renders; fetch answers the same, so a refetch changes nothing.
 */
export async function storeWithSession({ bootstrap = makeBootstrap(), me }: SessionData): Promise<AppStore> {
  mockApi({ 'GET /v2/apps/bootstrap': () => bootstrap, ...(me ? { 'GET /v2/users/me': () => me } : {}) });
  const store = createStore({
    session: me ? { accessToken: 'access-1', refreshToken: 'refresh-1' } : { accessToken: null, refreshToken: null },
  });
  await store.dispatch(api.util.upsertQueryData('getBootstrap', undefined, bootstrap));
  if (me) await store.dispatch(api.util.upsertQueryData('getMe', undefined, me));
  // The root layout holds the start-up data's subscription and the main layout the profile's;
  // screens only read them (useBootstrap, useCurrentUser), so a refetch after a change keeps them.
  void store.dispatch(api.endpoints.getBootstrap.initiate());
  if (me) void store.dispatch(api.endpoints.getMe.initiate());
  return store;
}

/** Renders one component (not a route) inside the app's providers, for a given session. */
export async function renderWithSession(ui: ReactNode, session: SessionData) {
  initI18n();
  // A lone component has no route to load its strings: every catalogue is loaded.
  await loadAllCatalogues();
  await i18next.changeLanguage('en');
  const store = await storeWithSession(session);
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, store };
}
