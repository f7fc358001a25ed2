import { useTranslation } from 'react-i18next';
import type { Skill } from '@fieldwork/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface DeleteSkillDialogProps {
  /** The skill to delete; null keeps the dialog closed. */
  skill: Skill | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a skill is deleted: everyone who holds it loses it. A refusal stays in the dialog. */
export function DeleteSkillDialog({ skill, deleting, error, onCancel, onConfirm }: DeleteSkillDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={skill !== null}
      title={t('skills.deleteDialog.title')}
      body={<bdi>{t('skills.deleteDialog.body', { name: skill?.name ?? '' })}</bdi>}
      cancelLabel={t('skills.cancel')}
      confirmLabel={t('skills.deleteDialog.confirm')}
      busyLabel={t('skills.deleteDialog.deleting')}
      busy={deleting}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="confirm-delete-skill"
    />
  );
}
