import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@fieldwork/contracts';
import { errorMessage } from '../../app/errors/errorMessages';
import { FeedbackSnackbar, type Feedback } from '../../components/FeedbackSnackbar';
import { RemoveUsersDialog } from './RemoveUsersDialog';
import { reinviteList } from './userActions';
import { useReinviteUsersMutation, useRemoveUsersMutation, useToggleBanMutation } from './usersApi';

export type UserAction = 'ban' | 'unban' | 'reinvite' | 'remove';

export interface UserActions {
  /** Runs an action on users; removal asks first. `done` runs after a success (clears a selection...). */
  run: (action: UserAction, users: readonly UserRow[], done?: () => void) => void;
  busy: boolean;
  /** The confirmation dialog and the feedback line: render them once on the screen. */
  elements: ReactNode;
}

/** The users list's actions (ban, unban, re-invite, remove), with their confirmation, feedback and the API's messages. */
export function useUserActions(): UserActions {
  const { t, i18n } = useTranslation();
  const [toggleBan, banning] = useToggleBanMutation();
  const [reinvite, reinviting] = useReinviteUsersMutation();
  const [remove, removing] = useRemoveUsersMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState<{ users: readonly UserRow[]; done?: () => void } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const fail = (error: Parameters<typeof errorMessage>[0]) => errorMessage(error, t, i18n.language);

  async function ban(users: readonly UserRow[], action: 'ban' | 'unban', done?: () => void) {
    const result = await toggleBan(users.map((u) => u.id));
    if ('error' in result) return setFeedback({ severity: 'error', text: fail(result.error) });
    setFeedback({ severity: 'success', text: t(action === 'ban' ? 'users.feedback.banned' : 'users.feedback.unbanned', { count: users.length }) });
    done?.();
  }

  async function invite(users: readonly UserRow[], done?: () => void) {
    const result = await reinvite(reinviteList(users));
    if ('error' in result) return setFeedback({ severity: 'error', text: fail(result.error) });
    setFeedback({ severity: 'success', text: t('users.feedback.reinvited', { count: users.length }) });
    done?.();
  }

  async function confirmRemove() {
    if (!confirming) return;
    const result = await remove(confirming.users.map((u) => u.id));
    if ('error' in result) return setRemoveError(fail(result.error));
    setFeedback({ severity: 'success', text: t('users.feedback.removed', { count: confirming.users.length }) });
    confirming.done?.();
    setConfirming(null);
  }

  function run(action: UserAction, users: readonly UserRow[], done?: () => void) {
    if (users.length === 0) return;
    if (action === 'remove') {
      setRemoveError(null);
      setConfirming({ users, done });
    } else if (action === 'reinvite') void invite(users, done);
    else void ban(users, action, done);
  }

  return {
    run,
    busy: banning.isLoading || reinviting.isLoading || removing.isLoading,
    elements: (
      <>
        <RemoveUsersDialog
          users={confirming?.users ?? null}
          removing={removing.isLoading}
          error={removeError}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmRemove()}
        />
        <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
      </>
    ),
  };
}
