import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '../app/routes/router';
import { createStore } from '../app/store';
import { changeLanguage, initI18n, isLanguage, storeLanguage } from '../app/i18n/i18n';
import { ThemeRoot } from '../app/theme/ThemeRoot';

/** Renders the real route tree at `path`, signed in or not, with fetch mocked by the caller. */
export async function renderApp(
  path: string,
  {
    signedIn = true,
    language = 'en',
    routeTree = routes,
    accessToken = 'access-1',
  }: { signedIn?: boolean; language?: string; routeTree?: RouteObject[]; accessToken?: string } = {},
) {
  await initI18n();
  // As a user's stored choice: it wins over the instance's default language.
  if (isLanguage(language)) {
    storeLanguage(language);
    await changeLanguage(language);
  }
  return renderRoutes(path, { signedIn, routeTree, accessToken });
}

/**
 * Renders the route tree as it is, without loading the shell's strings first: for a test that
 * follows their loading itself.
 */
export function renderRoutes(
  path: string,
  { signedIn = true, routeTree = routes, accessToken = 'access-1' }: { signedIn?: boolean; routeTree?: RouteObject[]; accessToken?: string } = {},
) {
  const store = createStore({
    session: signedIn ? { accessToken, refreshToken: 'refresh-1' } : { accessToken: null, refreshToken: null },
  });
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, store, router };
}
