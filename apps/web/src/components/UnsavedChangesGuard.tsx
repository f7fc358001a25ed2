import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Unsaved changes are never lost silently: while `dirty`, leaving for another page asks first
 * (react-router's blocker) and closing or reloading the tab asks the browser's question
 * (beforeunload). `release` lets the screen's own navigation through, after a save or a delete.
 * Needs a data router (createBrowserRouter, createMemoryRouter).
 */
export function useUnsavedChangesGuard(dirty: boolean): { blocker: Blocker; release: () => void } {
  const dirtyNow = useRef(dirty);
  const released = useRef(false);
  useLayoutEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirtyNow.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { blocker, release };
}

/** The question a blocked navigation asks: stay (and keep the changes), or leave without saving. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('screens.unsavedTitle')}
      body={t('screens.unsavedBody')}
      cancelLabel={t('screens.unsavedStay')}
      confirmLabel={t('screens.unsavedLeave')}
      busy={false}
      error={null}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      confirmTestId="leave-unsaved"
    />
  );
}
