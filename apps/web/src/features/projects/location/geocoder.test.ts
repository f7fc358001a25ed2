import { describe, expect, it, vi } from 'vitest';
import { createGeocoder, GeocoderError } from './geocoder';
import { navigationLinks, parseCoordinate, shareLink } from './coordinates';

function fakeFetch(answer: (url: URL) => Response | Promise<Response>) {
  const asked: URL[] = [];
  const fetchFn = vi.fn(async (input: string) => {
    const url = new URL(input);
    asked.push(url);
    return answer(url);
  });
  return { fetchFn, asked };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('the Nominatim-compatible geocoder client', () => {
  it('searches a place: format jsonv2, the text, a limit and the language; places best first', async () => {
    const { fetchFn, asked } = fakeFetch(() =>
      ok([
        { lat: '32.0853', lon: '34.7818', display_name: 'Tel Aviv-Yafo, Israel' },
        { lat: '31.7683', lon: '35.2137', display_name: 'Jerusalem, Israel' },
      ]),
    );
    const places = await createGeocoder('https://geo.example/nominatim/', fetchFn).search('tel aviv', { language: 'he' });
    expect(places).toEqual([
      { lat: 32.0853, lng: 34.7818, address: 'Tel Aviv-Yafo, Israel' },
      { lat: 31.7683, lng: 35.2137, address: 'Jerusalem, Israel' },
    ]);
    expect(asked[0]!.origin + asked[0]!.pathname).toBe('https://geo.example/nominatim/search');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ format: 'jsonv2', q: 'tel aviv', limit: '5', 'accept-language': 'he' });
  });

  it("answers an empty search with 'No results found'", async () => {
    const { fetchFn } = fakeFetch(() => ok([]));
    const failure = await createGeocoder('https://geo.example', fetchFn).search('nowhere at all').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GeocoderError);
    expect((failure as GeocoderError).message).toBe('No results found');
  });

  it('reverses a point to its address, keeping the point asked', async () => {
    const { fetchFn, asked } = fakeFetch(() => ok({ lat: '32.08', lon: '34.78', display_name: 'Dizengoff 1, Tel Aviv' }));
    const place = await createGeocoder('https://geo.example', fetchFn).reverse({ lat: 32.0853, lng: 34.7818 });
    expect(place).toEqual({ lat: 32.0853, lng: 34.7818, address: 'Dizengoff 1, Tel Aviv' });
    expect(asked[0]!.pathname).toBe('/reverse');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ format: 'jsonv2', lat: '32.0853', lon: '34.7818' });
  });

  it("rejects a point with nothing there (Nominatim's 200 with an error) with 'No results found'", async () => {
    const { fetchFn } = fakeFetch(() => ok({ error: 'Unable to geocode' }));
    await expect(createGeocoder('https://geo.example', fetchFn).reverse({ lat: 0, lng: 0 })).rejects.toMatchObject({ kind: 'noResults', message: 'No results found' });
  });

  it("rejects a failing service with 'Geocoder failed due to: {status}'", async () => {
    const http = fakeFetch(() => new Response('busy', { status: 503 }));
    await expect(createGeocoder('https://geo.example', http.fetchFn).reverse({ lat: 1, lng: 2 })).rejects.toMatchObject({
      kind: 'failed',
      status: '503',
      message: 'Geocoder failed due to: 503',
    });
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createGeocoder('https://geo.example', offline.fetchFn).search('x')).rejects.toMatchObject({ message: 'Geocoder failed due to: NETWORK_ERROR' });
    const garbled = fakeFetch(() => new Response('<html>', { status: 200 }));
    await expect(createGeocoder('https://geo.example', garbled.fetchFn).search('x')).rejects.toMatchObject({ message: 'Geocoder failed due to: INVALID_RESPONSE' });
  });
});

describe('coordinates and links', () => {
  it('reads typed coordinates within their range, a decimal comma too', () => {
    expect(parseCoordinate(' 32.0853 ', 'lat')).toBe(32.0853);
    expect(parseCoordinate('34,78', 'lng')).toBe(34.78);
    expect(parseCoordinate('91', 'lat')).toBeNull();
    expect(parseCoordinate('-180', 'lng')).toBe(-180);
    expect(parseCoordinate('12abc', 'lat')).toBeNull();
    expect(parseCoordinate('', 'lat')).toBeNull();
  });

  it('offers Google Maps and Waze to navigate, and shares a map link', () => {
    expect(navigationLinks({ lat: 32.0853, lng: 34.7818 })).toEqual({
      google: 'https://www.google.com/maps/dir/?api=1&destination=32.0853%2C34.7818',
      waze: 'https://waze.com/ul?ll=32.0853%2C34.7818&navigate=yes',
    });
    expect(shareLink({ lat: 32.0853, lng: 34.7818 })).toBe('https://www.google.com/maps/search/?api=1&query=32.0853%2C34.7818');
  });
});
