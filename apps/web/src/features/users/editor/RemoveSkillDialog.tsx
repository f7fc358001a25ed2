import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface RemoveSkillDialogProps {
  /** The skill's name; null keeps the dialog closed. */
  skill: string | null;
  /** Whose skill it is. */
  userName: string;
  removing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a skill is taken from a user (spec 1 section 5); a refusal stays in the dialog. */
export function RemoveSkillDialog({ skill, userName, removing, error, onCancel, onConfirm }: RemoveSkillDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={skill !== null}
      title={t('users.skills.removeDialog.title')}
      body={<bdi>{t('users.skills.removeDialog.body', { skill: skill ?? '', name: userName })}</bdi>}
      cancelLabel={t('users.cancel')}
      confirmLabel={t('users.skills.removeDialog.confirm')}
      busyLabel={t('users.skills.removeDialog.removing')}
      busy={removing}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
      confirmTestId="confirm-remove-skill"
    />
  );
}
