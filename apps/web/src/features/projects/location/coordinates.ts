/** A point on the map: latitude and longitude in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Default zoom of the project map (spec 2 section 9). */
export const DEFAULT_MAP_ZOOM = 11;
/**
 * Where the map opens for a project without a location. The spec gives none; the product's
 * default time zone is Asia/Jerusalem, so its centre is Tel Aviv.
 */
export const DEFAULT_MAP_CENTER: LatLng = { lat: 32.0853, lng: 34.7818 };

/** Six decimals: about 10 cm, more than a phone's position is worth. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function formatCoordinates(lat: number, lng: number): string {
  return `${roundCoordinate(lat)}, ${roundCoordinate(lng)}`;
}

/** A typed coordinate: a number within its range, or null. */
export function parseCoordinate(text: string, axis: 'lat' | 'lng'): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const limit = axis === 'lat' ? 90 : 180;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** The two navigation apps offered (spec 2 section 2: two navigation options). */
export function navigationLinks({ lat, lng }: LatLng): { google: string; waze: string } {
  const at = `${roundCoordinate(lat)},${roundCoordinate(lng)}`;
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`,
    waze: `https://waze.com/ul?ll=${encodeURIComponent(at)}&navigate=yes`,
  };
}

/** The link that is shared: the point on a map anyone can open. */
export function shareLink({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${roundCoordinate(lat)},${roundCoordinate(lng)}`)}`;
}
