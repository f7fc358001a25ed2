import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ANSWER_MESSAGES, type Answer, type PublicQuestionnaire, type Question } from '@fieldwork/contracts';
import { apiBaseUrl } from '../../app/api/oauthClient';
import { titlesOf } from './drafts';
import { OutboxStatus } from './offline/OutboxStatus';
import { useAnswerOutbox, type AnswerOutbox } from './offline/useAnswerOutbox';
import { QuestionnaireScreen } from './QuestionnaireScreen';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; reason: 'linkInvalid' | 'linkExpired' | 'linkRevoked' | 'loadFailed' }
  | { state: 'ready'; data: PublicQuestionnaire };

/** Why a public questionnaire did not load, in the catalogue's words (spec 2 section 8). */
function reasonOf(status: number, message: unknown): Extract<Load, { state: 'failed' }>['reason'] {
  if (message === ANSWER_MESSAGES.linkExpired) return 'linkExpired';
  if (message === ANSWER_MESSAGES.linkRevoked) return 'linkRevoked';
  if (status === 404 || status === 410) return 'linkInvalid';
  return 'loadFailed';
}

/**
 * GET /v2/public/answer/{token}[?project=]: with no bearer token (the link is the answerer's only
 * key; the tenant comes from the host as everywhere).
 */
async function loadPublic(token: string, projectId: string | undefined): Promise<Load> {
  const query = projectId ? `?${new URLSearchParams({ project: projectId }).toString()}` : '';
  try {
    const response = await fetch(`${apiBaseUrl()}/public/answer/${encodeURIComponent(token)}${query}`, { headers: { Accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as (PublicQuestionnaire & { message?: unknown }) | null;
    if (!response.ok || !body) return { state: 'failed', reason: reasonOf(response.status, body?.message) };
    return { state: 'ready', data: body };
  } catch {
    return { state: 'failed', reason: 'loadFailed' };
  }
}

/**
 * The public questionnaire (/job_type/answer/{token} and /answer/{token}/{projectId}, spec 1
 * section 2.1): someone with no account answers the questions open to the public through a
 * signed link, in the bare layout. It shows the job's number, type and project, says plainly when
 * the link is not valid, has expired or was withdrawn, never asks for the location, and thanks
 * the answerer after Submit.
 */
export function PublicAnswerScreen() {
  const { t } = useTranslation();
  const { token = '', projectId } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [done, setDone] = useState(false);

  const fetchIt = useCallback(() => {
    setLoad({ state: 'loading' });
    void loadPublic(token, projectId).then(setLoad);
  }, [token, projectId]);
  useEffect(fetchIt, [fetchIt]);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 1.5, sm: 3 } }} data-testid="public-answer">
      {load.state === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('answering.public.loading')} />
        </Box>
      )}
      {load.state === 'failed' && (
        <Alert
          severity={load.reason === 'loadFailed' ? 'error' : 'warning'}
          data-testid="public-answer-error"
          action={
            load.reason === 'loadFailed' ? (
              <Button color="inherit" size="small" onClick={fetchIt}>
                {t('answering.public.retry')}
              </Button>
            ) : undefined
          }
        >
          {t(`answering.public.${load.reason}`)}
        </Alert>
      )}
      {load.state === 'ready' && <PublicQuestionnaireView token={token} data={load.data} done={done} onDone={setDone} />}
    </Box>
  );
}

/**
 * What the thank-you says of the answers: received only once the server has them all; on their way
 * (or waiting for the network) while the outbox still holds some; not all accepted when it refused one.
 */
function thanksKey(outbox: AnswerOutbox): string {
  if ([...outbox.states.values()].some((state) => state.state === 'refused')) return 'answering.public.thanksRefused';
  if (outbox.pending === 0) return 'answering.public.thanks';
  return outbox.online ? 'answering.public.thanksSending' : 'answering.public.thanksQueued';
}

function PublicQuestionnaireView({ token, data, done, onDone }: { token: string; data: PublicQuestionnaire; done: boolean; onDone: (done: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const target = useMemo(() => ({ kind: 'public' as const, token }), [token]);
  const outbox = useAnswerOutbox(target);
  const context = useMemo(() => ({ jobId: null, projectId: data.job.project?._id ?? null, publicToken: token, mentionsOn: false }), [data.job.project?._id, token]);
  const questions = data.questions as Question[];
  const answers = data.answers as Answer[];

  const labelOf = useMemo(() => titlesOf(questions), [questions]);

  const header = (
    <Stack spacing={0.5} sx={{ mb: 2, width: '100%' }} component="header">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('answering.public.heading', { number: data.job.ID })}
        </Typography>
        {/* The answers on their way: waiting, sending, sent or refused; online or not; send now, discard. */}
        <OutboxStatus target={target} labelOf={labelOf} />
      </Stack>
      <Typography color="text.secondary">
        <bdi>{t('answering.public.jobType', { title: data.job.jobType.title })}</bdi>
      </Typography>
      {data.job.project && (
        <Typography color="text.secondary">
          <bdi>{t('answering.public.project', { name: data.job.project.name })}</bdi>
        </Typography>
      )}
      {data.expiresAt && (
        <Typography variant="body2" color="text.secondary">
          {t('answering.public.expires', { date: new Date(data.expiresAt).toLocaleString(i18n.language) })}
        </Typography>
      )}
    </Stack>
  );

  if (done) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status" data-testid="public-answer-thanks">
        {header}
        <Typography variant="h5" component="h2">
          {t('answering.public.thanksTitle')}
        </Typography>
        <Typography>{t(thanksKey(outbox))}</Typography>
        <Button variant="outlined" onClick={() => onDone(false)}>
          {t('answering.public.again')}
        </Button>
      </Stack>
    );
  }
  return (
    <QuestionnaireScreen
      mode="public"
      questions={questions}
      answers={answers}
      context={context}
      outbox={outbox}
      stepperRTL={data.job.jobType.stepperRTL}
      header={header}
      onDone={() => onDone(true)}
    />
  );
}
