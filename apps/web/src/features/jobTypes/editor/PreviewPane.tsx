import { useMemo, useState } from 'react';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isToggleActive, type Question } from '@fieldwork/contracts';
import { useBootstrap } from '../../../app/session/useSession';
import { QuestionnaireScreen, type AnsweringDevice } from '../../answering/QuestionnaireScreen';

const NO_ANSWERS = [] as const;

/**
 * The builder's preview: the questionnaire screen itself in preview mode (ADR 0043), on a phone or
 * a computer. Answers live on this page only, so the builder can try path jumps, checks and
 * steps; nothing is sent. A change of the questions starts it again.
 */
export function PreviewPane({ questions, stepperRTL = false }: { questions: readonly Question[]; stepperRTL?: boolean }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<AnsweringDevice>('mobile');
  const [run, setRun] = useState(0);
  const [finished, setFinished] = useState(false);
  const { toggles } = useBootstrap();
  const mentionsOn = isToggleActive(toggles, 'answers_recall');
  const context = useMemo(() => ({ jobId: null, projectId: null, mentionsOn }), [mentionsOn]);
  // A new run (after Start again, or with other questions) starts from the first question with no answers.
  const key = useMemo(() => `${run}:${questions.map((q) => `${q._id}.${q.type}.${q.disabled ? 1 : 0}`).join(',')}`, [run, questions]);

  return (
    <Stack spacing={2} data-testid="preview-pane" sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={device}
        onChange={(_event, next: AnsweringDevice | null) => next && setDevice(next)}
        aria-label={t('jobTypeEditor.preview.device')}
      >
        <ToggleButton value="mobile">
          <PhoneIphoneOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden />
          {t('jobTypeEditor.preview.mobile')}
        </ToggleButton>
        <ToggleButton value="desktop">
          <ComputerOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden />
          {t('jobTypeEditor.preview.desktop')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {t('jobTypeEditor.preview.tryIt')}
      </Typography>
      <Box
        data-testid={`preview-frame-${device}`}
        sx={{
          width: '100%',
          maxWidth: device === 'mobile' ? 390 : 1100,
          border: device === 'mobile' ? 1 : 0,
          borderColor: 'divider',
          borderRadius: device === 'mobile' ? 4 : 0,
          p: device === 'mobile' ? 1.5 : 0,
        }}
      >
        {finished ? (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" onClick={() => (setFinished(false), setRun((n) => n + 1))}>
                {t('answering.preview.restart')}
              </Button>
            }
          >
            {t('answering.preview.done')}
          </Alert>
        ) : (
          <QuestionnaireScreen
            key={key}
            mode="preview"
            questions={questions}
            answers={NO_ANSWERS}
            context={context}
            device={device}
            stepperRTL={stepperRTL}
            onDone={() => setFinished(true)}
          />
        )}
      </Box>
    </Stack>
  );
}
