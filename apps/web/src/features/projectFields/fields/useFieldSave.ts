import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors/errorMessages';
import { usePatchProjectFieldsMutation } from '../projectFieldsApi';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Text and cells wait this long after the last key before they are saved (spec 3 section 9). */
export const TEXT_SAVE_DEBOUNCE_MS = 500;

export interface FieldSave {
  state: SaveState;
  /** Why the last save failed, in the reader's language. */
  error: string | null;
  /** Saves now. */
  save: (value: unknown) => void;
  /** Saves once the value has stopped changing for TEXT_SAVE_DEBOUNCE_MS (and at once when the widget goes away). */
  saveSoon: (value: unknown) => void;
}

/**
 * One field's saving: PATCH /v2/projects/{id}/fields with this field alone. One save of a field
 * is in flight at a time: a value chosen meanwhile waits and is sent when the answer comes, and
 * only the newest such value is sent, so the server never ends with an older value than the
 * screen shows. A failure is logged and shown, and the widget keeps what was typed.
 */
export function useFieldSave(projectId: string, fieldId: string): FieldSave {
  const { t, i18n } = useTranslation();
  const [patch] = usePatchProjectFieldsMutation();
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: unknown } | null>(null);
  const inFlight = useRef(false);
  const waiting = useRef<{ value: unknown } | null>(null);

  const send = useCallback(
    (value: unknown) => {
      inFlight.current = true;
      setState('saving');
      void patch({ projectId, fields: [{ id: fieldId, value }] }).then((result) => {
        inFlight.current = false;
        const next = waiting.current;
        waiting.current = null;
        // A newer value is sent now; its answer is the one that counts.
        if (next) return send(next.value);
        if ('error' in result) {
          console.error(`Project field ${fieldId} was not saved`, result.error);
          setError(errorMessage(result.error, t, i18n.language));
          setState('failed');
        } else {
          setError(null);
          setState('saved');
        }
      });
    },
    [patch, projectId, fieldId, t, i18n.language],
  );

  const save = useCallback(
    (value: unknown) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      if (inFlight.current) {
        waiting.current = { value };
        setState('saving');
        return;
      }
      send(value);
    },
    [send],
  );

  const saveSoon = useCallback(
    (value: unknown) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value, timer: setTimeout(() => save(value), TEXT_SAVE_DEBOUNCE_MS) };
    },
    [save],
  );

  // What was typed just before the field closed is still saved.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(
    () => () => {
      if (pending.current) saveRef.current(pending.current.value);
    },
    [],
  );

  return { state, error, save, saveSoon };
}
