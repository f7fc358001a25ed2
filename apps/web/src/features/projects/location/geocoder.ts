import type { LatLng } from './coordinates';

/** A place the geocoder found: where it is and how it is called. */
export interface Place extends LatLng {
  address: string;
}

/**
 * Why the geocoder gave nothing (spec 2 section 8): no result ('No results found'), or the service
 * failed ('Geocoder failed due to: {status}', the status being the HTTP status or the network).
 */
export class GeocoderError extends Error {
  constructor(
    readonly kind: 'noResults' | 'failed',
    readonly status: string = '',
  ) {
    super(kind === 'noResults' ? 'No results found' : `Geocoder failed due to: ${status}`);
  }
}

export interface Geocoder {
  /** Places matching a text, best first (at most `limit`). */
  search(text: string, options?: { language?: string; limit?: number; signal?: AbortSignal }): Promise<Place[]>;
  /** The address of a point; rejects with GeocoderError('noResults') where there is none. */
  reverse(point: LatLng, options?: { language?: string; signal?: AbortSignal }): Promise<Place>;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  error?: string;
}

/**
 * A client of a Nominatim-compatible geocoder (the deployment's GEOCODER_URL): GET /search and
 * GET /reverse with format=jsonv2. Nominatim answers a point with nothing near it with 200 and
 * an `error` field; that is 'No results found', as is an empty search.
 */
export function createGeocoder(baseUrl: string, fetchFn: Fetch = (input, init) => fetch(input, init)): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');

  async function get(path: string, params: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const query = new URLSearchParams({ format: 'jsonv2', ...params });
    let response: Response;
    try {
      response = await fetchFn(`${base}/${path}?${query.toString()}`, { headers: { Accept: 'application/json' }, signal });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new GeocoderError('failed', 'NETWORK_ERROR');
    }
    if (!response.ok) throw new GeocoderError('failed', String(response.status));
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new GeocoderError('failed', 'INVALID_RESPONSE');
    }
  }

  function placeOf(item: NominatimPlace): Place | null {
    const lat = Number(item.lat);
    const lng = Number(item.lon);
    if (item.error || !Number.isFinite(lat) || !Number.isFinite(lng) || item.lat === undefined || item.lon === undefined) return null;
    return { lat, lng, address: item.display_name ?? '' };
  }

  return {
    async search(text, { language, limit = 5, signal } = {}) {
      const body = await get('search', { q: text, limit: String(limit), ...(language ? { 'accept-language': language } : {}) }, signal);
      const places = (Array.isArray(body) ? (body as NominatimPlace[]) : []).map(placeOf).filter((p): p is Place => p !== null);
      if (places.length === 0) throw new GeocoderError('noResults');
      return places;
    },
    async reverse({ lat, lng }, { language, signal } = {}) {
      const body = await get('reverse', { lat: String(lat), lon: String(lng), ...(language ? { 'accept-language': language } : {}) }, signal);
      const place = typeof body === 'object' && body !== null ? placeOf(body as NominatimPlace) : null;
      if (!place || !place.address) throw new GeocoderError('noResults');
      // The address is of the point asked, not of the place the geocoder snapped to.
      return { lat, lng, address: place.address };
    },
  };
}
