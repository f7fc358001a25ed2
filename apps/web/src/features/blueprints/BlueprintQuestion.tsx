import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import type { Question, QuestionSettingsOf } from '@fieldwork/contracts';
import type { AnsweringContext } from '../answering/types';
import { useGetMarkingsQuery } from './blueprintsApi';
import { BlueprintEditorFlow } from './chooser/BlueprintEditorFlow';

export interface BlueprintQuestionProps {
  question: Question;
  /** The answer's key ('12', '12_2'): the question of the marking records. */
  answerKey: string;
  context: AnsweringContext;
  /** The title's id, which names the group. */
  labelledBy: string;
}

function Note({ text }: { text: string }) {
  return (
    <Box role="note" sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <ArchitectureOutlined color="action" aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

/**
 * A blueprint question in the questionnaire (spec 2 section 3, spec 3 section 2): a button that
 * opens the full-screen flow on the job's project plans, and how many elements the answer holds.
 * The builder's preview has no job and the public page no signed-in user: each says so instead.
 */
export function BlueprintQuestion({ question, answerKey, context, labelledBy }: BlueprintQuestionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const usable = context.mode === 'job' && context.jobId !== null && context.projectId !== null;
  const markings = useGetMarkingsQuery({ job: context.jobId ?? '' }, { skip: !usable });
  const settings = question.settings as Partial<QuestionSettingsOf<'blueprint'>>;

  if (context.mode === 'public') return <Note text={t('blueprints.question.publicPage')} />;
  if (context.mode === 'preview' || context.jobId === null) {
    return (
      <Stack spacing={1} role="group" aria-labelledby={labelledBy}>
        <Box>
          <Button variant="outlined" startIcon={<ArchitectureOutlined />} disabled>
            {t('blueprints.question.openOn')}
          </Button>
        </Box>
        <Note text={t('blueprints.question.preview')} />
      </Stack>
    );
  }
  if (context.projectId === null) return <Note text={t('blueprints.question.noProject')} />;

  const elements = (markings.data?.items ?? []).filter((item) => item.question === answerKey).reduce((sum, item) => sum + item.rows.length, 0);
  const advance = context.advance;
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelledBy}>
      <Box>
        <Button variant="contained" startIcon={<ArchitectureOutlined />} onClick={() => setOpen(true)}>
          {t('blueprints.question.openOn')}
        </Button>
      </Box>
      {elements > 0 && <Typography variant="body2">{t('blueprints.question.elements', { count: elements })}</Typography>}
      <BlueprintEditorFlow
        open={open}
        title={question.title.trim() || t('blueprints.chooser.title')}
        projectId={context.projectId}
        jobId={context.jobId}
        question={answerKey}
        editOtherJobs={settings.editOtherJobs ?? false}
        onClose={() => setOpen(false)}
        onNext={
          advance
            ? () => {
                setOpen(false);
                advance.go();
              }
            : undefined
        }
        nextLabel={advance?.label}
        onViewJob={(id) => {
          setOpen(false);
          void navigate(`/jobs/${id}`);
        }}
      />
    </Stack>
  );
}
