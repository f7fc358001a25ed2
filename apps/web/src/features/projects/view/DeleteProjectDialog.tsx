import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface DeleteProjectDialogProps {
  name: string;
  deleting: boolean;
  /** The server's refusal ('The project cannot be deleted, linked activities exist'...). */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting asks first; a refusal stays in the dialog. */
export function DeleteProjectDialog({ name, deleting, error, onCancel, onConfirm }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      title={t('projects.view.deleteTitle')}
      body={t('projects.view.deleteBody', { name: '\u2068' + name + '\u2069' })}
      cancelLabel={t('projects.cancel')}
      confirmLabel={t('projects.view.delete')}
      busyLabel={t('projects.view.deleting')}
      busy={deleting}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
