import { memo, useCallback, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isAnsweredType, type Question } from '@fieldwork/contracts';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { QuestionnaireIcon } from '../../jobTypes/QuestionnaireIcon';
import type { AnswerDraft, QuestionFieldProps } from '../types';
import { ChoiceAnswer } from './ChoiceAnswer';
import { darkThemeOf } from './darkTheme';
import { DateAnswer } from './DateAnswer';
import { FieldIssue, fieldIds, type AnswerPartProps, type FieldIds } from './fieldParts';
import { BlueprintAnswer, PhotoAnswer, SummaryAnswer } from './OtherAnswers';
import { ProjectListAnswer, ProjectTableAnswer, ProjectValueAnswer, SystemListAnswer } from './ProjectAnswers';
import { QuestionSections } from './QuestionSections';
import { RichTextAnswer } from './RichTextAnswer';
import { BoolAnswer, LengthAnswer, RankingAnswer, StepperAnswer, TextAnswer } from './SimpleFields';

/**
 * One question of a questionnaire, answered (spec 2 sections 2 to 5, ADR 0044): its title with
 * the mandatory star, its description, the live control of its type, its toolbar tabs
 * (comment, files, issue tag), signature and e-mail sections, background image and dark mode.
 * Each field's message (AnswerIssues by path) shows under that field, and the question is
 * bordered red while it has any. The screen around it navigates, validates and saves; this
 * component only edits its draft. Memoised: a change to one answer redraws that question only.
 */
export const QuestionField = memo(function QuestionField(props: QuestionFieldProps) {
  const theme = useTheme();
  const body = props.question.type === 'step' ? <StepHeader question={props.question} ids={fieldIds(props.answerKey)} /> : <QuestionCard {...props} />;
  return props.question.darkMode ? <ThemeProvider theme={darkThemeOf(theme)}>{body}</ThemeProvider> : body;
});

function QuestionTitle({ question, id, component = 'h3' }: { question: Question; id: string; component?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const mandatory = isAnsweredType(question.type) && Boolean((question.settings as { isMandatory?: boolean }).isMandatory);
  return (
    <Typography id={id} component={component} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      <bdi>{question.title.trim() || t('questionFields.untitled')}</bdi>
      {mandatory && (
        <>
          {' '}
          <Box component="span" aria-hidden sx={{ color: 'error.main' }} data-testid="mandatory-star">
            *
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {`(${t('questionFields.required')})`}
          </Box>
        </>
      )}
    </Typography>
  );
}

function Description({ question, id }: { question: Question; id: string }) {
  if (!question.description.trim()) return null;
  return (
    <Typography
      id={id}
      variant={question.type === 'message' ? 'body1' : 'body2'}
      color={question.type === 'message' ? 'text.primary' : 'text.secondary'}
      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      dir="auto"
    >
      {question.description}
    </Typography>
  );
}

const NO_VALUE_CONTROL = new Set<Question['type']>(['message', 'summary', 'project_value', 'blueprint']);

/** The answer part of each type. */
function AnswerPart(props: AnswerPartProps) {
  switch (props.question.type) {
    case 'step':
    case 'message':
      return null;
    case 'text':
      return <TextAnswer {...props} />;
    case 'length':
      return <LengthAnswer {...props} />;
    case 'bool':
      return <BoolAnswer {...props} />;
    case 'list':
      return <ChoiceAnswer {...props} />;
    case 'date_time':
      return <DateAnswer {...props} />;
    case 'rich_text':
      return <RichTextAnswer {...props} />;
    case 'image':
      return <PhotoAnswer {...props} />;
    case 'number_stepper':
      return <StepperAnswer {...props} />;
    case 'ranking':
      return <RankingAnswer {...props} />;
    case 'project_list':
      return <ProjectListAnswer {...props} />;
    case 'project_table':
      return <ProjectTableAnswer {...props} />;
    case 'project_value':
      return <ProjectValueAnswer {...props} />;
    case 'system_list':
      return <SystemListAnswer {...props} />;
    case 'summary':
      return <SummaryAnswer {...props} />;
    case 'blueprint':
      return <BlueprintAnswer {...props} />;
  }
}

function QuestionCard(props: QuestionFieldProps) {
  const { t } = useTranslation();
  const { question, answerKey, draft, onChange, issues, sync } = props;
  const ids = fieldIds(answerKey);
  // The latest draft, so that two changes before a redraw (or one after an await) build on each other.
  const latest = useRef<AnswerDraft>(draft);
  latest.current = draft;
  const update = useCallback(
    (change: (current: AnswerDraft) => AnswerDraft) => {
      const next = change(latest.current);
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const set = useCallback((patch: Partial<AnswerDraft>) => update((current) => ({ ...current, ...patch })), [update]);
  const readOnly = Boolean(props.readOnly) || question.disabled;
  const part: AnswerPartProps = { ...props, ids, set, update, readOnly };
  const invalid = Object.values(issues ?? {}).some(Boolean);
  const background = question.withBackground ? (question.backgroundMobileUrl || question.backgroundDesktopUrl ? { mobile: question.backgroundMobileUrl, desktop: question.backgroundDesktopUrl } : null) : null;
  const answered = isAnsweredType(question.type);

  const card = (
    <Paper
      component="section"
      variant="outlined"
      id={ids.card}
      aria-labelledby={ids.title}
      aria-describedby={question.description.trim() ? ids.description : undefined}
      aria-invalid={invalid || undefined}
      data-testid={`question-${answerKey}`}
      data-type={question.type}
      data-invalid={invalid || undefined}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderColor: invalid ? 'error.main' : undefined,
        borderWidth: invalid ? 2 : 1,
        bgcolor: background ? (th) => alpha(th.palette.background.paper, 0.92) : 'background.paper',
        color: 'text.primary',
      }}
    >
      <Stack spacing={1.5}>
        <Stack spacing={0.5}>
          <QuestionTitle question={question} id={ids.title} />
          <Description question={question} id={ids.description} />
        </Stack>
        {question.disabled && (
          <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
            {t('questionFields.disabledQuestion')}
          </Alert>
        )}
        <AnswerPart {...part} />
        {/* Types without a value control still show a message about their value (one that shows something is not answered). */}
        {NO_VALUE_CONTROL.has(question.type) && <FieldIssue ids={ids} path="value" issues={issues} />}
        {answered && <QuestionSections {...part} />}
        {sync && sync.state !== 'draft' && (
          <Typography variant="caption" color={sync.state === 'refused' ? 'error' : 'text.secondary'} role="status" data-testid="sync-state">
            {t(`questionFields.sync.${sync.state}`)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
  return background ? <Background urls={background}>{card}</Background> : card;
}

/** The question's background: the mobile picture on a narrow screen, the desktop one on a wide one. */
function Background({ urls, children }: { urls: { mobile: string | null; desktop: string | null }; children: ReactNode }) {
  const css = (url: string | null) => (url ? `url("${url.replace(/"/g, '%22')}")` : 'none');
  return (
    <Box
      data-testid="question-background"
      sx={{
        p: { xs: 1.5, sm: 3 },
        borderRadius: 2,
        backgroundImage: { xs: css(urls.mobile ?? urls.desktop), sm: css(urls.desktop ?? urls.mobile) },
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/** A step is a tab of the stepper: its icon and title (spec 2 section 2). */
function StepHeader({ question, ids }: { question: Question; ids: FieldIds }) {
  return (
    <Box data-testid={`question-step-${question._id}`} data-type="step" sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 2, borderColor: 'primary.main', px: 1.5, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <QuestionnaireIcon icon={question.stepIcon} color="primary" />
        <QuestionTitle question={question} id={ids.title} component="h2" />
      </Stack>
      <Description question={question} id={ids.description} />
    </Box>
  );
}
