import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@fieldwork/contracts';
import { formatDisplayDateTime } from '../../../../components/attachments/displayDate';
import { QuestionnaireIcon } from '../../../jobTypes/QuestionnaireIcon';

/** The job's main (preview) questions in their order, each with its answer when it has one. */
export function mainQuestionsOf(job: JobDetail) {
  const order = [...job.jobType.settings.previewSettings].sort((a, b) => a.sequence - b.sequence);
  return order.flatMap(({ value }) => {
    const question = job.questions.find((q) => q._id === value);
    if (!question) return [];
    const answer = job.answers.find((a) => a.questionId === question._id) ?? null;
    return [{ question, answer }];
  });
}

/** What an answer reads as in one line: its text or number, else that it is answered. */
function answerText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** After creation: the job as created, and its main questions (spec 1 section 2.6). */
export function SummaryStep({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const main = mainQuestionsOf(job);
  const start = job.startDate ? formatDisplayDateTime(job.startDate) : null;
  return (
    <Stack spacing={2} data-testid="job-summary">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <QuestionnaireIcon icon={job.jobType.icon} color="action" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{job.jobType.title}</bdi>
            {job.project && (
              <>
                {' · '}
                <bdi>{job.project.name}</bdi>
              </>
            )}
          </Typography>
          {start && (
            <Typography variant="body2" color="text.secondary">
              {t('wizards.job.startDate')}: <bdi dir="ltr">{start}</bdi>
            </Typography>
          )}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="job-main-questions">
        <Typography id="job-main-questions" variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {t('wizards.job.summary.mainQuestions')}
        </Typography>
        {main.length === 0 ? (
          <Typography color="text.secondary">{t('wizards.job.summary.noMainQuestions')}</Typography>
        ) : (
          <>
            <List dense disablePadding>
              {main.map(({ question, answer }) => (
                <ListItem key={question._id} disableGutters divider>
                  <ListItemText
                    primary={<bdi>{question.title}</bdi>}
                    secondary={
                      answer ? (answerText(answer.value) ?? t('wizards.job.summary.answered')) : t('wizards.job.summary.notAnswered')
                    }
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('wizards.job.summary.answeredFromJob')}
            </Typography>
          </>
        )}
      </Box>
    </Stack>
  );
}
