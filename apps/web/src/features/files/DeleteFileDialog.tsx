import { useTranslation } from 'react-i18next';
import type { Asset } from '@fieldwork/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface DeleteFileDialogProps {
  asset: Asset | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a file is deleted for everyone; a refusal stays in the dialog. */
export function DeleteFileDialog({ asset, deleting, error, onCancel, onConfirm }: DeleteFileDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={asset !== null}
      title={t('files.deleteTitle')}
      body={t('files.deleteBody', { name: asset?.originalName ?? '' })}
      cancelLabel={t('files.cancel')}
      confirmLabel={t('files.delete')}
      busy={deleting}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="confirm-delete"
    />
  );
}
