import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PathRule, Question } from '@fieldwork/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** How many questions have a path rule that jumps to `id`: those rules go with it. */
export function rulesJumpingTo(questions: readonly Question[], id: string): number {
  return questions.filter((q) => ((q.settings as { path?: PathRule[] }).path ?? []).some((rule) => rule.toQuestion === id)).length;
}

/** Asks before a question is deleted, saying which path rules of other questions go with it. */
export function DeleteQuestionDialog({
  question,
  questions,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  question: Question;
  questions: readonly Question[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const rules = rulesJumpingTo(questions, question._id);
  return (
    <ConfirmDialog
      open
      title={t('jobTypeEditor.delete.title')}
      body={
        <>
          {t('jobTypeEditor.delete.body', { id: question.ID })} <bdi>{question.title.trim() || t('jobTypeEditor.list.untitled')}</bdi>
        </>
      }
      details={
        rules > 0 ? (
          <Typography sx={{ mt: 1.5 }} data-testid="delete-rules">
            {t('jobTypeEditor.delete.rules', { count: rules })}
          </Typography>
        ) : undefined
      }
      cancelLabel={t('jobTypeEditor.cancel')}
      confirmLabel={t('jobTypeEditor.delete.confirm')}
      busyLabel={t('jobTypeEditor.delete.busy')}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
