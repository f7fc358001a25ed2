import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../app/access/useCan';
import { errorMessage } from '../../../app/errors/errorMessages';
import { StatusScreen } from '../../../components/StatusScreen';
import { useGetUserQuery } from '../usersApi';
import { EditorSkeleton } from './EditorSkeleton';
import { UserForm } from './UserForm';

/** A user the caller may not see answers 404, as one that does not exist (ADR 0028). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as FetchBaseQueryError).status === 404;
}

interface UserEditorProps {
  userId: string;
  /** One's own profile (/profile). */
  profile?: boolean;
  /** The screen's heading, shown above the editor (the not-found state has its own). */
  header: ReactNode;
}

/** Loads one user and shows the editor: a skeleton while loading, the not-found state, or the error with a retry. */
export function UserEditor({ userId, profile = false, header }: UserEditorProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { data: user, error, isLoading, isError, refetch } = useGetUserQuery(userId);
  const framed = (content: ReactNode) => (
    <>
      {header}
      {content}
    </>
  );
  if (isLoading) return framed(<EditorSkeleton />);
  // One's own profile always exists: there a failure is an error like any other.
  if (isNotFound(error) && !profile) {
    return (
      <StatusScreen
        code="404"
        title={t('users.editor.notFoundTitle')}
        body={t('users.editor.notFoundBody')}
        actions={
          <Button variant="contained" component={RouterLink} to={can('user.list') ? '/users' : '/'}>
            {can('user.list') ? t('users.editor.backToList') : t('screens.goHome')}
          </Button>
        }
      />
    );
  }
  if (isError || !user) {
    return framed(
      <Alert severity="error" data-testid="editor-error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('users.retry')}</Button>}>
        {errorMessage(error as Parameters<typeof errorMessage>[0], t, i18n.language)}
      </Alert>
    );
  }
  return framed(<UserForm key={user.id} user={user} profile={profile} />);
}
