import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { answerIssues, type Question } from '@fieldwork/contracts';
import { darkThemeOf } from '../jobTypes/preview/darkTheme';
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
  /** In step mode each question carries its own dark mode and background. */
  ownLook: boolean;
  device: 'mobile' | 'desktop';
}

/** Messages by field from a list of issues: the first for each path. */
function issuesByPath(list: readonly { path: string; message: string }[]): AnswerIssues {
  const out: AnswerIssues = {};
  for (const issue of list) out[issue.path] ??= issue.message;
  return out;
}

/**
 * One question on the screen: its field (QuestionField), the red border and messages when its
 * answer cannot go, its trip to the server (waiting, sent, refused with the server's words), and
 * a notice when another device answered it too. Memoised: a change of another answer leaves it.
 */
export const QuestionSlot = memo(function QuestionSlot({
  question,
  answerKey,
  draft,
  onDraft,
  checked,
  sync,
  readOnly,
  context,
  focusTick,
  ownLook,
  device,
}: QuestionSlotProps) {
  const { t } = useTranslation();
  const theme = useTheme();
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

  const background = ownLook && question.withBackground ? (device === 'mobile' ? question.backgroundMobileUrl : question.backgroundDesktopUrl) : null;
  const outcome = sync?.state === 'sent' ? sync.outcome : null;

  const body = (
    <Box
      ref={ref}
      data-testid={`answer-question-${answerKey}`}
      data-invalid={issues ? 'true' : undefined}
      sx={{
        border: 1,
        borderColor: issues ? 'error.main' : 'divider',
        borderWidth: issues ? 2 : 1,
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'background.paper',
        color: 'text.primary',
        scrollMarginBlock: 80,
        ...(background ? { backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
      }}
    >
      <QuestionField question={question} answerKey={answerKey} draft={draft} onChange={onChange} issues={issues} sync={sync} readOnly={readOnly} context={context} />
      {sync && sync.state !== 'draft' && <SyncChip sync={sync} />}
      {sync?.state === 'refused' && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={`answer-refused-${answerKey}`}>
          {Object.values(sync.issues).filter(Boolean).join(' ') || t('answering.sync.refused')}
        </Alert>
      )}
      {(outcome === 'superseded' || outcome === 'overwrote') && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid={`answer-conflict-${answerKey}`}>
          {t(`answering.${outcome}`)}
        </Alert>
      )}
    </Box>
  );
  return ownLook && question.darkMode ? <ThemeProvider theme={darkThemeOf(theme)}>{body}</ThemeProvider> : body;
});

function SyncChip({ sync }: { sync: AnswerSyncState }) {
  const { t } = useTranslation();
  const look = {
    waiting: { icon: <ScheduleOutlined />, color: 'default' as const },
    sending: { icon: <ScheduleOutlined />, color: 'default' as const },
    sent: { icon: <CheckCircleOutline />, color: 'success' as const },
    refused: { icon: <ErrorOutline />, color: 'error' as const },
    draft: { icon: undefined, color: 'default' as const },
  }[sync.state];
  return <Chip size="small" variant="outlined" icon={look.icon} color={look.color} label={t(`answering.sync.${sync.state === 'draft' ? 'waiting' : sync.state}`)} sx={{ mt: 1 }} role="status" />;
}
