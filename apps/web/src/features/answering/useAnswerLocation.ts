import { useEffect, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '@fieldwork/contracts';

export interface AnswerLocationState {
  /** 'off': not asked (the job type does not ask, or a public page or the preview). */
  status: 'off' | 'asking' | 'found' | 'refused';
  /** What goes with the answers: the coordinates, or null (refused, failed, or not found yet). */
  location: { lat: number; long: number } | null;
}

const OFF: AnswerLocationState = { status: 'off', location: null };

/**
 * The location flow (spec 2 section 4 "Location", ADR 0043): when the job type asks for it, a
 * granted or prompt permission asks the device for its position once, as the screen opens, with
 * the 20 s timeout; a denied permission, a refusal at the prompt, a failure or the timeout send
 * null. Each save sends the position found so far, or null. (The user's acceptedLocation itself
 * is recorded by the app-wide consent, features/location, with the same rule.)
 */
export function useAnswerLocation(enabled: boolean): AnswerLocationState {
  const [state, setState] = useState<AnswerLocationState>(enabled ? { status: 'asking', location: null } : OFF);

  useEffect(() => {
    if (!enabled) {
      setState(OFF);
      return;
    }
    let live = true;
    const refuse = () => live && setState({ status: 'refused', location: null });
    const ask = () => {
      if (!('geolocation' in navigator)) return refuse();
      navigator.geolocation.getCurrentPosition(
        (position) =>
          live && setState({ status: 'found', location: { lat: position.coords.latitude, long: position.coords.longitude } }),
        refuse,
        { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: false, maximumAge: 60_000 },
      );
    };
    setState({ status: 'asking', location: null });
    const permissions = (navigator as Navigator & { permissions?: Permissions }).permissions;
    if (permissions?.query) {
      permissions
        .query({ name: 'geolocation' })
        .then((p) => (p.state === 'denied' ? refuse() : ask()))
        .catch(ask);
    } else ask();
    return () => {
      live = false;
    };
  }, [enabled]);

  return state;
}
