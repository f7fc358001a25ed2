import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAnsweredType } from '@fieldwork/contracts';
import { BlueprintQuestion } from '../../blueprints/BlueprintQuestion';
import { answerText, earlierAnswers } from './answerText';
import { FilesPanel } from './FilesPanel';
import { settingsOf, type AnswerPartProps } from './fieldParts';

/** A photo question: its files are the answer (the camera first on phones). */
export function PhotoAnswer({ question, draft, update, ids, issues, readOnly }: AnswerPartProps) {
  const s = settingsOf(question, 'image');
  return <FilesPanel draft={draft} onFiles={update} ids={ids} issues={issues} readOnly={readOnly} maxFiles={s.maxFiles} photo required={Boolean(s.fileIsRequired || question.fileRequired)} />;
}

/**
 * A summary (spec 2 section 3): the earlier answers of the questions it names (questionList), or
 * of every answered question before it, each under its question's title.
 */
export function SummaryAnswer({ question, context, ids }: AnswerPartProps) {
  const { t } = useTranslation();
  const s = settingsOf(question, 'summary');
  const named = new Set(s.questionList ?? []);
  const words = { yes: t('questionFields.yes'), no: t('questionFields.no') };
  const entries = earlierAnswers(question, context)
    .filter(({ question: q }) => isAnsweredType(q.type) && q.type !== 'summary')
    .filter(({ question: q }) => (named.size > 0 ? named.has(q._id) : true))
    .map(({ question: q, key, draft }) => ({ key, title: q.title.trim() || t('questionFields.untitled'), text: answerText(draft, words), files: (draft?.files?.length ?? 0) + (draft?.pendingFiles?.length ?? 0) }))
    // Every answered question, or each named one even when it is still empty.
    .filter((e) => named.size > 0 || e.text !== '' || e.files > 0);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('questionFields.summary.empty')}
      </Typography>
    );
  }
  return (
    <Box component="dl" aria-labelledby={ids.title} sx={{ m: 0, display: 'grid', gap: 1 }} data-testid="summary-list">
      {entries.map((e) => (
        <Box key={e.key}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            <bdi>{e.title}</bdi>
          </Typography>
          <Typography component="dd" variant="body2" color={e.text || e.files ? 'text.primary' : 'text.secondary'} sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {e.text ? <bdi>{e.text}</bdi> : e.files === 0 ? t('questionFields.summary.notAnswered') : null}
            {e.files > 0 && (
              <>
                {e.text ? ' · ' : ''}
                {t('questionFields.summary.files', { count: e.files })}
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A blueprint question is answered by marking elements on the project's plans in the blueprint
 * editor, opened full screen from here; an older answer's plan picture still shows, with how
 * many elements it carried.
 */
export function BlueprintAnswer({ question, answerKey, draft, ids, context }: AnswerPartProps) {
  const { t } = useTranslation();
  const elements = draft.elements?.length ?? 0;
  const plan = (draft.files ?? []).map((id) => draft.fileViews?.[id]).find((v) => v && (v.thumbnail || v.kind === 'jpeg' || v.kind === 'png'));
  return (
    <Stack spacing={1}>
      {plan && (
        <Box component="img" src={plan.thumbnail ?? plan.url} alt={t('questionFields.blueprint.plan')} sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, alignSelf: 'flex-start' }} />
      )}
      {elements > 0 && <Typography variant="body2">{t('questionFields.blueprint.elements', { count: elements })}</Typography>}
      <BlueprintQuestion question={question} answerKey={answerKey} context={context} labelledBy={ids.title} />
    </Stack>
  );
}
