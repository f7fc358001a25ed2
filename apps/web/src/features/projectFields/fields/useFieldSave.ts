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
 * One field's saving: PATCH /v2/projects/{id}/fields with this field alone. Only the answer to
 * the latest save counts; a failure is logged and shown, and the widget keeps what was typed.
 */
export function useFieldSave(projectId: string, fieldId: string): FieldSave {
  const { t, i18n } = useTranslation();
  const [patch] = usePatchProjectFieldsMutation();
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: unknown } | null>(null);

  const save = useCallback(
    (value: unknown) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      const run = ++latest.current;
      setState('saving');
      void patch({ projectId, fields: [{ id: fieldId, value }] }).then((result) => {
        if (run !== latest.current) return;
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
