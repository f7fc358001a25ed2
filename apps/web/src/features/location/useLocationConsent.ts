import { useEffect, useRef } from 'react';
import type { UserProfile } from '@fieldwork/contracts';
import { askLocation } from './askLocation';
import { useRecordAcceptedLocationMutation } from './locationApi';

/**
 * The location flow after sign-in (spec 1 section 4.3): while the profile does not know the
 * answer (acceptedLocation null) the browser is asked once, and a yes or a no is recorded on the
 * user. `enabled` is false where it must not ask: while a sys_admin acts as someone else (their
 * browser's answer is not the user's) and on the bare answer pages.
 */
export function useLocationConsent(me: UserProfile | undefined, enabled: boolean): void {
  const [record] = useRecordAcceptedLocationMutation();
  const asked = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const id = me?.id;
  const unknown = me !== undefined && me.acceptedLocation === null;
  useEffect(() => {
    if (!enabled || !id || !unknown || asked.current) return;
    asked.current = true;
    void askLocation().then((accepted) => {
      // Signed out meanwhile: the answer has no one to go to.
      if (accepted !== null && mounted.current) void record({ id, acceptedLocation: accepted });
    });
  }, [enabled, id, unknown, record]);
}
