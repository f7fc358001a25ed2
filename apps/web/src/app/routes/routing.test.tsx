import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { makeBootstrap, makeUser } from '../../test/fixtures';
import { json, mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { routes } from './router';

const signedInApi = () =>
  mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap(),
    'GET /v2/users/me': () => makeUser('inspector'),
    'GET /v2/notifications': () => ({ docs: [], totalDocs: 0, page: 1, limit: 20, totalPages: 1, unread: 0 }),
  });

describe('routing (spec 1 section 2.1)', () => {
  it('sends / to /auth when signed out', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap({ authenticated: false }) });
    const { router } = await renderApp('/', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends / and /auth to /dashboard when signed in', async () => {
    signedInApi();
    const { router } = await renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a main-layout screen to /auth', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap({ authenticated: false }) });
    const { router } = await renderApp('/profile', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lands on /error when the start-up settings fail to load', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => json({ statusCode: 500, error: 'x', code: 'internal', message: 'x' }, 500) });
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(await screen.findByText('We could not load your workspace')).toBeInTheDocument();
  });

  it('lands on /error/500 when a screen crashes', async () => {
    signedInApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('boom');
    };
    const routeTree = routes.map((route) => ({ ...route, children: [{ path: 'crash', Component: Crashing }, ...(route.children ?? [])] }) as RouteObject);
    const { router } = await renderApp('/crash', { routeTree });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/500'));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('renders answer pages bare, without the menu', async () => {
    signedInApi();
    await renderApp('/job_type/answer/abc');
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-toggle')).not.toBeInTheDocument();
  });

  it('shows spec screens that are not built yet as "not available yet" inside the layout', async () => {
    signedInApi();
    await renderApp('/reports');
    expect(await screen.findByText('Not available yet')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Reports');
  });

  it('shows a 404 page for an unknown path', async () => {
    signedInApi();
    await renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows the terms without the logo on /privacy_and_tou', async () => {
    mockApi({ 'GET /v2/apps/bootstrap': () => makeBootstrap({ authenticated: false }) });
    await renderApp('/privacy_and_tou', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Privacy policy and terms of use' })).toBeInTheDocument();
    expect(screen.queryByTestId('auth-logo')).not.toBeInTheDocument();
  });
});

describe('a new version deployed while the page was open', () => {
  it('reloads once when a screen chunk is gone, instead of showing the crash page', async () => {
    const { page } = await import('../session/pageReload');
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    signedInApi();
    const Missing = () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/Gone-abc.js');
    };
    const routeTree = routes.map((route) => ({ ...route, children: [{ path: 'gone', Component: Missing }, ...(route.children ?? [])] }) as RouteObject);
    const { router } = await renderApp('/gone', { routeTree });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/gone');
  });
});
