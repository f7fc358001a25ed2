import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { stepsOf, type Question } from '@fieldwork/contracts';
import { QuestionnaireIcon } from '../QuestionnaireIcon';
import { QuestionPreview } from './QuestionPreview';
import type { PreviewDevice } from './previewTypes';

/** Questions drawn at first, and added each time the end of the list comes near. */
export const PREVIEW_CHUNK = 25;

export interface QuestionnairePreviewProps {
  questions: readonly Question[];
  device: PreviewDevice;
  /** The job type's stepperRTL: the stepper reads right to left. */
  stepperRTL?: boolean;
}

/**
 * A whole questionnaire as an inspector will see it (spec 2 section 2): with steps, a stepper of
 * tabs with their icons (titles hidden on a phone) showing one step at a time; Back, Next and
 * Submit (disabled). Disabled questions are left out, as inspectors never see them. The
 * questions of a step are drawn a chunk at a time as the reader scrolls: a questionnaire of 500
 * questions opens as fast as one of 25.
 */
export function QuestionnairePreview({ questions, device, stepperRTL = false }: QuestionnairePreviewProps) {
  const { t } = useTranslation();
  const groups = useMemo(() => stepsOf(questions.filter((q) => !q.disabled)), [questions]);
  const [active, setActive] = useState(0);
  const index = Math.max(0, Math.min(active, groups.length - 1));
  const group = groups[index];
  const withSteps = groups.some((g) => g.step !== null);
  const mobile = device === 'mobile';
  const last = index >= groups.length - 1;

  return (
    <Box
      data-testid="questionnaire-preview"
      data-device={device}
      sx={{
        width: '100%',
        maxWidth: mobile ? 390 : undefined,
        mx: mobile ? 'auto' : undefined,
        border: mobile ? 1 : 0,
        borderColor: 'divider',
        borderRadius: mobile ? 4 : 0,
        p: mobile ? 1.5 : 0,
        bgcolor: 'background.default',
      }}
    >
      {!group ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('jobTypes.preview.empty')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {withSteps && (
            <Box dir={stepperRTL ? 'rtl' : undefined} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Tabs
                value={index}
                onChange={(_event, next: number) => setActive(next)}
                variant="scrollable"
                scrollButtons="auto"
                aria-label={t('jobTypes.preview.steps')}
              >
                {groups.map((g, i) => {
                  const title = g.step ? g.step.title.trim() || t('jobTypes.preview.untitled') : t('jobTypes.preview.start');
                  return (
                    <Tab
                      key={g.step?._id ?? 'start'}
                      value={i}
                      icon={<QuestionnaireIcon icon={g.step?.stepIcon} />}
                      iconPosition="start"
                      // On a phone the stepper shows icons only; the title stays the tab's name.
                      label={mobile ? undefined : <bdi>{title}</bdi>}
                      aria-label={mobile ? title : undefined}
                      sx={{ minHeight: 48, minWidth: mobile ? 56 : undefined }}
                    />
                  );
                })}
              </Tabs>
            </Box>
          )}
          {group.step?.description.trim() && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }} dir="auto">
              {group.step.description}
            </Typography>
          )}
          <LazyQuestions key={group.step?._id ?? 'start'} questions={group.questions} device={device} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button variant="outlined" disabled>
              {t('jobTypes.preview.back')}
            </Button>
            <Button variant="contained" disabled>
              {last ? t('jobTypes.preview.submit') : t('jobTypes.preview.next')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

/** The questions of one step, a chunk at a time: more come as the end nears, or with the button. */
function LazyQuestions({ questions, device }: { questions: readonly Question[]; device: PreviewDevice }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(PREVIEW_CHUNK);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = questions.length - count;

  useEffect(() => {
    const target = sentinel.current;
    if (more <= 0 || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + PREVIEW_CHUNK);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more]);

  if (questions.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {t('jobTypes.preview.emptyStep')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {questions.slice(0, count).map((question) => (
        <QuestionPreview key={question._id} question={question} device={device} />
      ))}
      {more > 0 && (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={() => setCount((c) => c + PREVIEW_CHUNK)}>{t('jobTypes.preview.showMore', { count: more })}</Button>
        </Box>
      )}
    </Stack>
  );
}
