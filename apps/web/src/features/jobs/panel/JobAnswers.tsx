import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobDetail, Question } from '@fieldwork/contracts';
import { BlueprintQuestionAnswers } from '../../blueprints/BlueprintQuestionAnswers';
import { AnswerDisplay } from '../answers/AnswerDisplay';
import { answersOf, QUESTION_TABS, questionsOfTab, type QuestionTab } from '../answers/questionTabs';
import { PanelSection } from './PanelSection';

/** The job's questions and answers in three tabs: main questions, project fields, all questions (spec 2 section 2). */
export function JobAnswers({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<QuestionTab>('main');
  const questions = questionsOfTab(job, tab);
  return (
    <PanelSection id="job-answers" title={t('jobs.answers.title')}>
      <Tabs value={tab} onChange={(_e, next: QuestionTab) => setTab(next)} variant="fullWidth" aria-label={t('jobs.answers.tabsLabel')} sx={{ minHeight: 36, mb: 1 }}>
        {QUESTION_TABS.map((key) => (
          <Tab key={key} value={key} label={t(`jobs.answers.tabs.${key}`)} id={`job-tab-${key}`} aria-controls="job-tabpanel" sx={{ minHeight: 36, py: 0.5, px: 1 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id="job-tabpanel" aria-labelledby={`job-tab-${tab}`} data-testid={`job-tab-${tab}`}>
        {questions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t(`jobs.answers.none.${tab}`)}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {questions.map((q) => (
              <QuestionAnswers key={q._id} question={q} job={job} />
            ))}
          </Box>
        )}
      </Box>
    </PanelSection>
  );
}

function QuestionAnswers({ question, job }: { question: Question; job: JobDetail }) {
  const { t } = useTranslation();
  if (question.type === 'step') {
    return (
      <Typography component="li" variant="overline" color="primary" sx={{ lineHeight: 1.6, pt: 0.5 }}>
        <bdi>{question.title || t('jobs.answers.untitledStep')}</bdi>
      </Typography>
    );
  }
  const answers = answersOf(question, job.answers);
  return (
    <Box component="li" sx={{ borderInlineStart: 3, borderColor: 'divider', pl: 1.25 }} data-testid={`question-${question.ID}`}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{question.title || t('jobs.answers.untitled')}</bdi>
      </Typography>
      {question.type === 'blueprint' ? (
        // Blueprint answers are the job's markings on the project's plans, read with their measures.
        <BlueprintQuestionAnswers question={question} jobId={job._id} projectId={job.project?._id ?? null} />
      ) : answers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('jobs.answers.notAnswered')}</Typography>
      ) : (
        answers.map((answer) => <AnswerDisplay key={answer._id} question={question} answer={answer} />)
      )}
    </Box>
  );
}
