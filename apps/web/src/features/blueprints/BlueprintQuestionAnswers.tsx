import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import type { ExportRowView, Question, QuestionSettingsOf } from '@fieldwork/contracts';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetMarkingsQuery } from './blueprintsApi';
import { BlueprintEditorFlow } from './chooser/BlueprintEditorFlow';

export interface BlueprintQuestionAnswersProps {
  question: Question;
  jobId: string;
  projectId: string | null;
}

/** Whether a marking's question key is this question's (its ID, or a repeat '12_2'). */
function isKeyOf(question: Question, key: string | null): boolean {
  return key === String(question.ID) || (key?.startsWith(`${question.ID}_`) ?? false);
}

interface PlanRows {
  file: { _id: string; name: string };
  question: string;
  rows: ExportRowView[];
}

/**
 * A blueprint answer in the job's side panel (spec 3 section 4): the elements the job marked
 * for the question on each plan, with their measures (the server's export rows) and totals;
 * a plan's name opens the editor on it.
 */
export function BlueprintQuestionAnswers({ question, jobId, projectId }: BlueprintQuestionAnswersProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const markings = useGetMarkingsQuery({ job: jobId });
  const [opened, setOpened] = useState<PlanRows | null>(null);
  const format = useMemo(() => {
    const f = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (value: number | null) => (value === null ? '—' : f.format(value));
  }, [i18n.language]);

  if (markings.isLoading) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('blueprints.answer.loading')}
      </Typography>
    );
  }
  if (markings.isError || !markings.data) {
    return (
      <Typography variant="body2" color="error">
        {t('blueprints.answer.failed')}
      </Typography>
    );
  }
  const plans: PlanRows[] = markings.data.items
    .filter((item) => isKeyOf(question, item.question) && item.rows.length > 0)
    .map((item) => ({ file: item.file, question: item.question ?? String(question.ID), rows: item.rows }));
  if (plans.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('blueprints.answer.none')}
      </Typography>
    );
  }
  const unit = markings.data.unit === 'Inches' ? 'in' : 'm';
  const settings = question.settings as Partial<QuestionSettingsOf<'blueprint'>>;
  return (
    <Stack spacing={1.5} sx={{ mt: 0.5 }} data-testid={`blueprint-answer-${question.ID}`}>
      {plans.map((plan) => {
        const length = plan.rows.reduce((sum, row) => sum + (row.totalLength ?? 0), 0);
        const area = plan.rows.reduce((sum, row) => sum + (row.totalArea ?? 0), 0);
        return (
          <Box key={`${plan.file._id}-${plan.question}`}>
            <Button
              size="small"
              startIcon={<ArchitectureOutlined />}
              onClick={() => setOpened(plan)}
              disabled={!projectId}
              aria-label={t('blueprints.answer.openPlan', { name: plan.file.name })}
              sx={{ textTransform: 'none', maxWidth: '100%' }}
            >
              <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{plan.file.name}</bdi>
            </Button>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('blueprints.answer.plan', { name: plan.file.name })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('blueprints.answer.name')}</TableCell>
                    <TableCell>{t('blueprints.answer.type')}</TableCell>
                    <TableCell align="right">{t('blueprints.answer.length', { unit })}</TableCell>
                    <TableCell align="right">{t('blueprints.answer.area', { unit })}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {plan.rows.map((row) => (
                    <TableRow key={row.elementId}>
                      <TableCell>
                        <Stack direction="row" spacing={0.75} alignItems="center">
                          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: row.color, border: 1, borderColor: 'divider', flexShrink: 0 }} />
                          <bdi>{row.name}</bdi>
                        </Stack>
                      </TableCell>
                      <TableCell>{row.type}</TableCell>
                      <TableCell align="right">{format(row.totalLength)}</TableCell>
                      <TableCell align="right">{format(row.totalArea)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }} colSpan={2}>
                      {t('blueprints.answer.total')}
                      <Box component="span" sx={visuallyHidden}>{` ${plan.file.name}`}</Box>
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {format(length)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {format(area)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </Box>
        );
      })}
      {projectId && opened && (
        <BlueprintEditorFlow
          open
          title={question.title.trim() || opened.file.name}
          projectId={projectId}
          jobId={jobId}
          question={opened.question}
          editOtherJobs={settings.editOtherJobs ?? false}
          fileId={opened.file._id}
          onClose={() => setOpened(null)}
          onViewJob={(id) => {
            setOpened(null);
            void navigate(`/jobs/${id}`);
          }}
        />
      )}
    </Stack>
  );
}
