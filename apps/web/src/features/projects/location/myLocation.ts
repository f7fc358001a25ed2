import type { LatLng } from './coordinates';

/** How long the browser may take to find the position (spec 1 and 2, section 9). */
export const GEOLOCATION_TIMEOUT_MS = 20_000;

export type GeolocationProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class GeolocationFailure extends Error {
  constructor(readonly problem: GeolocationProblem) {
    super(`geolocation ${problem}`);
  }
}

/** The device's position, once, within 20 s; a refusal, a failure or the timeout rejects with why. */
export function findMyLocation(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<LatLng> {
  if (!geolocation) return Promise.reject(new GeolocationFailure('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new GeolocationFailure(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable')),
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: true, maximumAge: 60_000 },
    );
  });
}
