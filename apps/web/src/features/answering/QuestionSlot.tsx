import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { answerIssues, type Question } from '@fieldwork/contracts';
import { checkedInput } from './drafts';
import { QuestionField } from './questions/QuestionField';
import type { AnswerDraft, AnswerIssues, AnsweringContext, AnswerSyncState } from './types';

export interface QuestionSlotProps {
  question: Question;
  answerKey: string;
  draft: AnswerDraft;
  /** Stable across renders: the screen's one setter, told which answer changed. */
  onDraft: (key: string, next: AnswerDraft) => void;
  /** Whether the answer's messages show (after a Next or Submit that found something wrong). */
  checked: boolean;
  sync: AnswerSyncState | undefined;
  readOnly: boolean;
  context: AnsweringContext;
  /** Changes when the screen wants this question scrolled into view (0: never asked). */
  focusTick: number;
}

/** The fields a question component shows messages under; a refusal naming anything else is shown here. */
const FIELD_PATH = /^(value|files|comment|signature|emails|isIssue|elements|range|punch\w*)(\.|$)/;

/** Messages by field from a list of issues: the first for each path. */
function issuesByPath(list: readonly { path: string; message: string }[]): AnswerIssues {
  const out: AnswerIssues = {};
  for (const issue of list) out[issue.path] ??= issue.message;
  return out;
}

/**
 * One question on the screen: its field (QuestionField, which draws the red border, the messages
 * under each field and the sync state), the checks of its answer once a Next or Submit found
 * something wrong, a refusal by the server in the server's words (the typed value stays), a
 * notice when another device answered it too, and the scroll into view. Memoised: a change of
 * another answer leaves it alone.
 */
export const QuestionSlot = memo(function QuestionSlot({ question, answerKey, draft, onDraft, checked, sync, readOnly, context, focusTick }: QuestionSlotProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const onChange = useCallback((next: AnswerDraft) => onDraft(answerKey, next), [onDraft, answerKey]);

  const issues = useMemo(() => {
    const own = checked ? issuesByPath(answerIssues(question, checkedInput(draft))) : {};
    const refused = sync?.state === 'refused' ? sync.issues : {};
    const merged = { ...refused, ...own };
    return Object.keys(merged).length > 0 ? merged : undefined;
  }, [checked, question, draft, sync]);

  useEffect(() => {
    if (focusTick > 0) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusTick]);

  const outcome = sync?.state === 'sent' ? sync.outcome : null;
  const otherRefusals = sync?.state === 'refused' ? Object.entries(sync.issues).filter(([path, message]) => message && !FIELD_PATH.test(path)) : [];

  return (
    <Box ref={ref} data-testid={`answer-question-${answerKey}`} data-invalid={issues ? 'true' : undefined} sx={{ scrollMarginBlock: '80px' }}>
      <QuestionField question={question} answerKey={answerKey} draft={draft} onChange={onChange} issues={issues} sync={sync} readOnly={readOnly} context={context} />
      {sync?.state === 'refused' && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={`answer-refused-${answerKey}`}>
          {[t('answering.refused'), ...otherRefusals.map(([, message]) => message)].join(' ')}
        </Alert>
      )}
      {(outcome === 'superseded' || outcome === 'overwrote') && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid={`answer-conflict-${answerKey}`}>
          {t(`answering.${outcome}`)}
        </Alert>
      )}
    </Box>
  );
});
