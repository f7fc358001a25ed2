import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDetail, Role, UserProfile } from '@fieldwork/contracts';
import { makeBootstrap, makeUser, togglesWith } from '../../../test/fixtures';
import { json, mockApi, type Handler } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { makeProject, noNotifications, page } from '../testData';

const tower = makeProject('p-1', 'Tower A', { location: { lat: 32.0853, long: 34.7818, address: 'Dizengoff 1, Tel Aviv' } });

function locationApi({ project = tower, role = 'business_admin' as Role, me = {} as Partial<UserProfile>, more = {} as Record<string, Handler> } = {}) {
  let current: ProjectDetail = project;
  return mockApi({
    'GET /v2/apps/bootstrap': () => makeBootstrap({ toggles: togglesWith(['projects']) }),
    'GET /v2/users/me': () => makeUser(role, me),
    'GET /v2/notifications': () => noNotifications,
    'GET /v2/projects/p-1': () => current,
    'GET /v2/projects/p-1/feeds': () => page([], { limit: 10 }),
    'PUT /v2/projects/p-1': async (request) => (current = { ...current, ...((await request.json()) as Partial<ProjectDetail>) }),
    ...more,
  });
}

const bodyOf = async (calls: ReturnType<typeof mockApi>['calls'], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).at(-1)?.request.clone().json();

async function openDialog(path = '/project/view/p-1/location') {
  const view = await renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: /Project location/ }, { timeout: 20_000 });
  return { ...view, dialog };
}

/** The test DOM lays nothing out: the map gets a size, so Leaflet places its tiles. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const key of ['share', 'geolocation']) Reflect.deleteProperty(navigator, key);
});

/** Gives the test DOM's navigator what a phone's has (share and geolocation). */
function deviceOffers(features: Partial<Pick<Navigator, 'share' | 'geolocation'>>) {
  for (const [key, value] of Object.entries(features)) Object.defineProperty(navigator, key, { value, configurable: true });
}

const tilesOf = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const mapOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.leaflet-container')!;

describe('project location dialog', () => {
  it('draws the configured tiles at zoom 11 around the pin, and stays usable when every tile fails', async () => {
    const { calls } = locationApi();
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    const tiles = tilesOf(dialog);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => /^https:\/\/tiles\.test\/11\/\d+\/\d+\.png$/.test(tile.src))).toBe(true);
    expect(dialog.querySelector('.leaflet-marker-icon')).toHaveAttribute('title', 'Dizengoff 1, Tel Aviv');
    expect(screen.queryByTestId('tiles-failed')).not.toBeInTheDocument();

    // No map service is reachable: every tile fails to load.
    for (const tile of tiles) fireEvent.error(tile);
    expect(await within(dialog).findByTestId('tiles-failed')).toHaveTextContent('The map could not be loaded.');

    // The address and the coordinates still work, and so does Save.
    await user.clear(field(dialog, 'Address'));
    await user.type(field(dialog, 'Address'), 'Rothschild 22, Tel Aviv');
    await user.clear(field(dialog, 'Latitude'));
    await user.type(field(dialog, 'Latitude'), '32.0634');
    await user.clear(field(dialog, 'Longitude'));
    await user.type(field(dialog, 'Longitude'), '34.7746');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Project location/ })).not.toBeInTheDocument());
    expect(await bodyOf(calls, 'PUT', '/v2/projects/p-1')).toEqual({ location: { lat: 32.0634, long: 34.7746, address: 'Rothschild 22, Tel Aviv' } });
    expect(await screen.findByText('The location was saved.')).toBeInTheDocument();
  });

  it('refuses coordinates out of range and keeps Save off without a point', async () => {
    locationApi({ project: makeProject('p-1', 'Tower A') });
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field(dialog, 'Latitude'), '95');
    expect(within(dialog).getByText('A number from -90 to 90')).toBeInTheDocument();
    await user.type(field(dialog, 'Longitude'), '34.78');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sets the point where the map is clicked, and fills the address by reverse geocoding', async () => {
    const { calls } = locationApi({ more: { 'GET /reverse': () => ({ lat: '32.1', lon: '34.8', display_name: 'Ibn Gabirol 10, Tel Aviv' }) } });
    const { dialog } = await openDialog();
    fireEvent.click(mapOf(dialog), { clientX: 100, clientY: 100 });
    await waitFor(() => expect(field(dialog, 'Address')).toHaveValue('Ibn Gabirol 10, Tel Aviv'));
    expect(field(dialog, 'Latitude').value).not.toBe('32.0853');
    const asked = calls.find((c) => c.path === '/reverse')!;
    expect(new URL(asked.request.url).origin).toBe('https://geocoder.test');
    expect(new URL(asked.request.url).searchParams.get('lat')).toBe(field(dialog, 'Latitude').value);
  });

  it("says 'No results found' when there is no address at the point, keeping the point", async () => {
    locationApi({ more: { 'GET /reverse': () => ({ error: 'Unable to geocode' }) } });
    const { dialog } = await openDialog();
    fireEvent.click(mapOf(dialog), { clientX: 100, clientY: 100 });
    expect(await within(dialog).findByText('No results found')).toBeInTheDocument();
    expect(field(dialog, 'Latitude').value).not.toBe('32.0853');
    expect(field(dialog, 'Address')).toHaveValue('Dizengoff 1, Tel Aviv');
  });

  it("says 'Geocoder failed due to: {status}' when the geocoder fails", async () => {
    locationApi({ more: { 'GET /reverse': () => new Response('busy', { status: 503 }) } });
    const { dialog } = await openDialog();
    fireEvent.click(mapOf(dialog), { clientX: 100, clientY: 100 });
    expect(await within(dialog).findByText('Geocoder failed due to: 503')).toBeInTheDocument();
  });

  it('finds a place by search and moves the point there', async () => {
    const { calls } = locationApi({
      more: { 'GET /search': () => [{ lat: '31.7683', lon: '35.2137', display_name: 'Jerusalem, Israel' }] },
    });
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search a place' }), 'Jerusalem{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Jerusalem, Israel' }));
    expect(field(dialog, 'Latitude')).toHaveValue('31.7683');
    expect(field(dialog, 'Longitude')).toHaveValue('35.2137');
    expect(field(dialog, 'Address')).toHaveValue('Jerusalem, Israel');
    expect(new URL(calls.find((c) => c.path === '/search')!.request.url).searchParams.get('q')).toBe('Jerusalem');
  });

  it("asks the device's position with a 20 s timeout, and says why when it is refused", async () => {
    locationApi({ more: { 'GET /reverse': () => ({ lat: '32', lon: '34.9', display_name: 'Here street 1' }) } });
    const getCurrentPosition = vi.fn((ok: PositionCallback, _fail: PositionErrorCallback, options?: PositionOptions) => {
      expect(options?.timeout).toBe(20_000);
      ok({ coords: { latitude: 32.01, longitude: 34.9 } } as GeolocationPosition);
    });
    deviceOffers({ geolocation: { getCurrentPosition } as unknown as Geolocation });
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'My location' }));
    expect(field(dialog, 'Latitude')).toHaveValue('32.01');
    await waitFor(() => expect(field(dialog, 'Address')).toHaveValue('Here street 1'));

    getCurrentPosition.mockImplementation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    await user.click(within(dialog).getByRole('button', { name: 'My location' }));
    expect(await within(dialog).findByText(/Your location was not shared/)).toBeInTheDocument();
  });

  it("shares through the device, or copies the link with 'Link copied'; offers Google Maps and Waze", async () => {
    locationApi();
    // user-event puts its own clipboard in place.
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://www.google.com/maps/search/?api=1&query=32.0853%2C34.7818');
    expect(within(dialog).getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', expect.stringContaining('destination=32.0853%2C34.7818'));
    expect(within(dialog).getByRole('link', { name: 'Waze' })).toHaveAttribute('href', expect.stringContaining('ll=32.0853%2C34.7818'));
  });

  it('falls back to copying when the share sheet fails', async () => {
    locationApi();
    const share = vi.fn(async () => Promise.reject(new Error('share failed')));
    deviceOffers({ share });
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Tower A', url: 'https://www.google.com/maps/search/?api=1&query=32.0853%2C34.7818' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('32.0853%2C34.7818');
  });

  it('closing strips /location from the address, keeping its query', async () => {
    locationApi();
    const user = userEvent.setup();
    const { router, dialog } = await openDialog('/project/view/p-1/location?filterStatus=open');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/view/p-1'));
    expect(router.state.location.search).toBe('?filterStatus=open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tower A', level: 1 })).toBeInTheDocument();
  });

  it('shows a reader without the right to change it no Save, My location or editable fields', async () => {
    locationApi({ role: 'client', me: { client_projects: [{ _id: 'p-1', name: 'Tower A', avatar: null }] } });
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'My location' })).not.toBeInTheDocument();
    expect(field(dialog, 'Address')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('keeps what was set when the save is refused', async () => {
    locationApi({ more: { 'PUT /v2/projects/p-1': () => json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Forbidden' }, 403) } });
    const user = userEvent.setup();
    const { dialog } = await openDialog();
    await user.clear(field(dialog, 'Address'));
    await user.type(field(dialog, 'Address'), 'Another place');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('location-save-error')).toBeInTheDocument();
    expect(field(dialog, 'Address')).toHaveValue('Another place');
  });

  it('reads right to left in Hebrew, the map itself left to right', async () => {
    locationApi({ more: { 'GET /reverse': () => ({ error: 'Unable to geocode' }) } });
    await renderApp('/project/view/p-1/location', { language: 'he' });
    const dialog = await screen.findByRole('dialog', { name: /מיקום הפרויקט/ });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(dialog).getByRole('region', { name: 'מפה. לחיצה ממקמת כאן את הפרויקט.' })).toHaveAttribute('dir', 'ltr');
    fireEvent.click(mapOf(dialog), { clientX: 100, clientY: 100 });
    expect(await within(dialog).findByText('לא נמצאו תוצאות')).toBeInTheDocument();
  });
});
