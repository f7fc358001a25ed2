import { useMemo, useState } from 'react';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { stepsOf, type Question } from '@fieldwork/contracts';
import { QUESTIONNAIRE_ICON_COMPONENTS } from './editorIcons';

type Device = 'mobile' | 'desktop';

/**
 * A read-only preview of the questionnaire as an inspector meets it (spec 2, questionnaire
 * screen): tabbed steps when the questionnaire has steps, otherwise one question at a time with
 * Back and Next, in a phone-sized or a desktop-sized frame. Disabled questions are passed over.
 */
export function PreviewPane({ questions, stepperRTL = false }: { questions: readonly Question[]; stepperRTL?: boolean }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<Device>('mobile');
  const shown = useMemo(() => questions.filter((q) => !q.disabled), [questions]);
  const steps = useMemo(() => stepsOf(shown), [shown]);
  const stepped = shown.some((q) => q.type === 'step');
  const [at, setAt] = useState(0);
  const count = stepped ? steps.length : shown.length;
  const index = Math.min(at, Math.max(0, count - 1));

  return (
    <Stack spacing={2} data-testid="preview-pane" sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={device}
        onChange={(_event, next: Device | null) => next && setDevice(next)}
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
        {t('jobTypeEditor.preview.readOnly')}
      </Typography>
      <Paper
        variant="outlined"
        data-testid={`preview-frame-${device}`}
        sx={{ width: '100%', maxWidth: device === 'mobile' ? 390 : 960, minHeight: 420, borderRadius: device === 'mobile' ? 4 : 1, overflow: 'hidden' }}
      >
        {count === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('jobTypeEditor.preview.empty')}
          </Typography>
        ) : (
          <Stack sx={{ minHeight: 420 }}>
            {stepped && (
              <Tabs
                value={index}
                onChange={(_event, next: number) => setAt(next)}
                variant="scrollable"
                aria-label={t('jobTypeEditor.preview.steps')}
                sx={{ borderBottom: 1, borderColor: 'divider', direction: stepperRTL ? 'rtl' : undefined }}
              >
                {steps.map((step, i) => {
                  const Icon = step.step?.stepIcon ? QUESTIONNAIRE_ICON_COMPONENTS[step.step.stepIcon] : null;
                  const label = step.step?.title.trim() || t('jobTypeEditor.preview.stepN', { n: i + 1 });
                  return (
                    <Tab
                      key={step.step?._id ?? 'start'}
                      value={i}
                      icon={Icon ? <Icon fontSize="small" /> : undefined}
                      iconPosition="start"
                      // Titles are hidden on phones: the icons carry the steps there (spec 2).
                      label={device === 'mobile' && Icon ? undefined : label}
                      aria-label={label}
                    />
                  );
                })}
              </Tabs>
            )}
            <Stack spacing={3} sx={{ p: 2, flex: 1 }}>
              {(stepped ? (steps[index]?.questions ?? []) : shown.slice(index, index + 1)).map((question) => (
                <QuestionPreview key={question._id} question={question} />
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}>
              <Button onClick={() => setAt(index - 1)} disabled={index === 0}>
                {t('jobTypeEditor.preview.back')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1, textAlign: 'center' }}>
                {t(stepped ? 'jobTypeEditor.preview.stepPosition' : 'jobTypeEditor.preview.position', { n: index + 1, total: count })}
              </Typography>
              <Button variant="contained" onClick={() => setAt(index + 1)} disabled={index >= count - 1}>
                {index >= count - 1 ? t('jobTypeEditor.preview.submit') : t('jobTypeEditor.preview.next')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/**
 * A stand-in for ../preview/QuestionPreview (same props), which renders each type read-only and
 * is being written beside this screen; when it lands this function goes and that one is imported.
 */
function QuestionPreview({ question }: { question: Question }) {
  const { t } = useTranslation();
  const mandatory = Boolean((question.settings as { isMandatory?: boolean }).isMandatory);
  return (
    <Box data-testid="preview-question">
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{question.title.trim() || t('jobTypeEditor.list.untitled')}</bdi>
        {mandatory && (
          <Box component="span" aria-label={t('jobTypeEditor.list.badges.mandatory')} sx={{ color: 'error.main', marginInlineStart: 0.5 }}>
            *
          </Box>
        )}
      </Typography>
      {question.description && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {question.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t(`jobTypeEditor.types.${question.type}`)}
      </Typography>
    </Box>
  );
}
