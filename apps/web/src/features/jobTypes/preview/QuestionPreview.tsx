import { memo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isAnsweredType, type Question } from '@fieldwork/contracts';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { QuestionnaireIcon } from '../QuestionnaireIcon';
import { darkThemeOf } from './darkTheme';
import { PreviewAnswer } from './PreviewAnswer';
import { PreviewSections } from './PreviewSections';
import { previewIds, type CommonSettings, type PreviewDevice } from './previewTypes';

export interface QuestionPreviewProps {
  question: Question;
  /** Which background image shows (backgroundMobileUrl or backgroundDesktopUrl). */
  device?: PreviewDevice;
}

/**
 * One question as an inspector will see it (spec 2 sections 2 and 3), read-only: its title with
 * the mandatory star, its description, the answer control of its type, the toolbar tabs, the
 * signature and e-mail sections, its background image and dark mode. A step is its stepper tab
 * header. Memoised: the editor changes one question at a time, and the others keep their object.
 */
export const QuestionPreview = memo(function QuestionPreview({ question, device = 'desktop' }: QuestionPreviewProps) {
  const theme = useTheme();
  const body = question.type === 'step' ? <StepHeader question={question} /> : <QuestionCard question={question} device={device} />;
  return question.darkMode ? <ThemeProvider theme={darkThemeOf(theme)}>{body}</ThemeProvider> : body;
});

/** The title: the question's words, the star of a mandatory question (and its spoken name). */
function QuestionTitle({ question, id, component = 'h3' }: { question: Question; id: string; component?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const mandatory = isAnsweredType(question.type) && Boolean((question.settings as CommonSettings).isMandatory);
  return (
    <Typography id={id} component={component} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      <bdi>{question.title.trim() || t('jobTypes.preview.untitled')}</bdi>
      {mandatory && (
        <>
          {' '}
          <Box component="span" aria-hidden sx={{ color: 'error.main' }} data-testid="mandatory-star">
            *
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {`(${t('jobTypes.preview.required')})`}
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

function QuestionCard({ question, device }: { question: Question; device: PreviewDevice }) {
  const { t } = useTranslation();
  const ids = previewIds(question);
  const background = question.withBackground ? (device === 'mobile' ? question.backgroundMobileUrl : question.backgroundDesktopUrl) : null;
  const card = (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={ids.title}
      data-testid={`preview-question-${question._id}`}
      data-type={question.type}
      sx={{
        p: { xs: 1.5, sm: 2 },
        // Over a background image the card keeps its text readable.
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
            {t('jobTypes.preview.disabledQuestion')}
          </Alert>
        )}
        <PreviewAnswer question={question} titleId={ids.title} />
        <PreviewSections question={question} />
      </Stack>
    </Paper>
  );
  return background ? <Background url={background}>{card}</Background> : card;
}

function Background({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Box
      data-testid="preview-background"
      data-url={url}
      sx={{
        p: { xs: 1.5, sm: 3 },
        borderRadius: 2,
        backgroundImage: `url("${url.replace(/"/g, '%22')}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/** A step is a tab of the stepper: its icon and title (spec 2 section 2). */
function StepHeader({ question }: { question: Question }) {
  const ids = previewIds(question);
  return (
    <Box
      data-testid={`preview-question-${question._id}`}
      data-type="step"
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 2, borderColor: 'primary.main', px: 1.5, py: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <QuestionnaireIcon icon={question.stepIcon} color="primary" data-testid="step-icon" data-icon={question.stepIcon ?? ''} />
        <QuestionTitle question={question} id={ids.title} component="h2" />
      </Stack>
      <Description question={question} id={ids.description} />
    </Box>
  );
}
