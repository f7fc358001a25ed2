import { memo, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ANSWER_MESSAGES, answerIssues, sameAnswer, type Answer, type Question } from '@fieldwork/contracts';
import { QuestionnaireIcon } from '../jobTypes/QuestionnaireIcon';
import { darkThemeOf } from './questions/darkTheme';
import { answerKeyOf, basedOnOf, checkedInput, draftsOf, EMPTY_DRAFT } from './drafts';
import { LiveDrafts } from './liveDrafts';
import { firstPage, navigate, nextPage, pagesOf, type Page } from './navigation';
import type { useAnswerOutbox } from './offline/useAnswerOutbox';
import { QuestionField } from './questions/QuestionField';
import { QuestionSlot } from './QuestionSlot';
import type { AnswerDraft, AnsweringContext, AnsweringMode, AnswerSyncState } from './types';
import { useAnswerLocation } from './useAnswerLocation';

/** Questions of a long step drawn at first, and added each time the end of the list comes near. */
export const ANSWER_CHUNK = 25;

export type AnswerOutbox = ReturnType<typeof useAnswerOutbox>;
export type AnsweringDevice = 'mobile' | 'desktop';

export interface QuestionnaireScreenProps {
  mode: AnsweringMode;
  /** The questionnaire's questions, in sequence. */
  questions: readonly Question[];
  /** The answers the server has (job and public modes); their drafts are the starting point and what an unchanged answer is compared with. */
  answers: readonly Answer[];
  context: Pick<AnsweringContext, 'jobId' | 'projectId' | 'publicToken' | 'mentionsOn'>;
  /** Where answers go (job and public modes); none in the preview, which sends nothing. */
  outbox?: AnswerOutbox | null;
  /** The job type's stepperRTL: the stepper reads right to left. */
  stepperRTL?: boolean;
  /** The job type's answerLocation: the position goes with the answers (job mode only). */
  askLocation?: boolean;
  /** The layout to draw (the builder's device toggle); the screen's width decides otherwise. */
  device?: AnsweringDevice;
  /** Nothing may be answered (a status that closes answering): the questions are read, not changed. */
  readOnly?: boolean;
  /** A question the reader may not answer (their role, an inspector's blocked date). */
  questionReadOnly?: (question: Question) => boolean;
  /** Submit went through: the answers are saved (or queued) and the screen is back at its start. */
  onDone?: () => void;
  /** Shown above the questionnaire (the job's number, the public page's facts, the outbox's status: OutboxStatus). */
  header?: ReactNode;
}

const ignore = () => undefined;
type IssueList = ReturnType<typeof answerIssues>;
const BLOCKING = new Set<string>([ANSWER_MESSAGES.mandatory, ANSWER_MESSAGES.fileRequired]);
/** Types whose component reads other answers: they get the drafts afresh on each change. */
const READS_OTHER_ANSWERS = new Set<string>(['summary', 'rich_text']);

/**
 * The questionnaire screen (spec 2 sections 2 and 4, ADR 0043): one component for a job's
 * dialog, the public page and the builder's preview. It loads nothing: it takes the questions
 * and the answers so far, keeps one draft per answer, and moves with Back, Next and Submit along
 * the path rules, one question at a time or a step at a time. Next and Submit check the page
 * with the contracts' answerIssues and send only the answers that changed (sameAnswer).
 */
export function QuestionnaireScreen({
  mode,
  questions,
  answers,
  context: baseContext,
  outbox = null,
  stepperRTL = false,
  askLocation = false,
  device: forcedDevice,
  readOnly = false,
  questionReadOnly,
  onDone,
  header,
}: QuestionnaireScreenProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const device: AnsweringDevice = forcedDevice ?? (narrow ? 'mobile' : 'desktop');
  const mobile = device === 'mobile';
  const location = useAnswerLocation(askLocation && mode === 'job' && !readOnly);

  const structure = useMemo(() => pagesOf(questions), [questions]);
  const { stepMode, pages } = structure;
  const [nav, dispatch] = useReducer(navigate, undefined, () => ({ index: firstPage(structure), history: [] }));
  const index = Math.min(nav.index, Math.max(0, pages.length - 1));
  const page: Page | undefined = pages[index];

  // Drafts: what the server has, then what is typed here.
  const serverDrafts = useMemo(() => draftsOf(answers), [answers]);
  const basedOn = useMemo(() => basedOnOf(answers), [answers]);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AnswerDraft>>(() => serverDrafts);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const onDraft = useCallback((key: string, next: AnswerDraft) => setDrafts((now) => new Map(now).set(key, next)), []);
  /** The last draft handed to the outbox per answer: sent again only once it changes. */
  const sent = useRef(new Map<string, AnswerDraft>());
  // The server's answers read again (after a save, or one given on another device): an answer not
  // changed here since it was shown or sent takes the server's; one being typed stays.
  const shownServer = useRef(serverDrafts);
  const statesRef = useRef(outbox?.states);
  statesRef.current = outbox?.states;
  useEffect(() => {
    const before = shownServer.current;
    if (before === serverDrafts) return;
    shownServer.current = serverDrafts;
    setDrafts((now) => {
      let next: Map<string, AnswerDraft> | null = null;
      for (const [key, server] of serverDrafts) {
        const local = now.get(key);
        const trip = statesRef.current?.get(key)?.state;
        // An answer still on its way (or refused) stays as typed: the server's is older.
        if (trip === 'waiting' || trip === 'sending' || trip === 'refused') continue;
        if (local === undefined || local === before.get(key) || local === sent.current.get(key)) {
          next ??= new Map(now);
          next.set(key, server);
          sent.current.delete(key);
        }
      }
      return next ?? now;
    });
  }, [serverDrafts]);
  // What waits on the device from before (a reload, a closed tab) is laid over the server's answers,
  // unless it was changed here since; it counts as sent, so it is not queued twice.
  const queued = outbox?.drafts;
  useEffect(() => {
    if (!queued || queued.size === 0) return;
    setDrafts((now) => {
      let next: Map<string, AnswerDraft> | null = null;
      for (const [key, draft] of queued) {
        const local = now.get(key);
        const untouched = local === undefined || local === shownServer.current.get(key) || local === sent.current.get(key);
        if (untouched && local !== draft) {
          next ??= new Map(now);
          next.set(key, draft);
        }
        if (untouched) sent.current.set(key, draft);
      }
      return next ?? now;
    });
  }, [queued]);

  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<{ key: string; tick: number } | null>(null);

  const liveDrafts = useMemo(() => new LiveDrafts(() => draftsRef.current), []);
  // The blueprint editor's next or submit presses the screen's own button, whatever page it is on then.
  const advanceRef = useRef<() => void>(() => undefined);
  const advanceLabel = page && nextPage(questions, structure, index, drafts) === null ? 'submit' : 'next';
  const stableContext = useMemo<AnsweringContext>(
    () => ({ ...baseContext, mode, questions, drafts: liveDrafts, advance: { label: advanceLabel, go: () => advanceRef.current() } }),
    [baseContext, mode, questions, liveDrafts, advanceLabel],
  );
  const freshContext = useMemo<AnsweringContext>(() => ({ ...stableContext, drafts }), [stableContext, drafts]);

  const isReadOnly = useCallback((q: Question) => readOnly || (questionReadOnly?.(q) ?? false), [readOnly, questionReadOnly]);

  // Each answer's issues, worked out again only when its draft changes.
  const issueCache = useRef(new WeakMap<AnswerDraft, { question: Question; issues: IssueList }>());
  const issuesOf = useCallback((q: Question, draft: AnswerDraft): IssueList => {
    const hit = issueCache.current.get(draft);
    if (hit && hit.question === q) return hit.issues;
    const issues = answerIssues(q, checkedInput(draft));
    issueCache.current.set(draft, { question: q, issues });
    return issues;
  }, []);

  const pageIssues = useMemo(() => {
    if (!page) return [];
    return page.questions
      .filter((q) => !isReadOnly(q))
      .map((q) => [answerKeyOf(q), issuesOf(q, drafts.get(answerKeyOf(q)) ?? EMPTY_DRAFT)] as const)
      .filter(([, list]) => list.length > 0);
  }, [page, drafts, isReadOnly, issuesOf]);
  const blocking = pageIssues.some(([, list]) => list.some((i) => BLOCKING.has(i.message)));
  const [busy, setBusy] = useState(false);
  const pageKeys = useMemo(() => page?.questions.map(answerKeyOf) ?? [], [page]);
  // An upload runs while an answer's files wait on the way in (the outbox carries them) and it is being sent.
  const uploading = busy || pageKeys.some((key) => (drafts.get(key)?.pendingFiles?.length ?? 0) > 0 && outbox?.states.get(key)?.state === 'sending');
  const next = page ? nextPage(questions, structure, index, drafts) : null;
  const last = next === null;

  /** Shows what is wrong on the page (red borders, messages) and scrolls to the first; true when nothing is. */
  function check(): boolean {
    if (pageIssues.length === 0) return true;
    setChecked((now) => new Set([...now, ...pageKeys]));
    setFocus((now) => ({ key: pageIssues[0][0], tick: (now?.tick ?? 0) + 1 }));
    return false;
  }

  /** Hands the page's changed answers to the outbox (none in the preview); `valid` keeps back those that would be refused. */
  async function save(keys: readonly string[], { validOnly = false } = {}): Promise<boolean> {
    if (readOnly) return true;
    const invalid = new Set(pageIssues.map(([key]) => key));
    const items = keys.flatMap((key) => {
      const draft = drafts.get(key);
      if (!draft || (validOnly && invalid.has(key))) return [];
      const refused = outbox?.states.get(key)?.state === 'refused';
      const base = (!refused && sent.current.get(key)) || serverDrafts.get(key) || EMPTY_DRAFT;
      if (!draft.pendingFiles?.length && sameAnswer(checkedInput(draft), checkedInput(base))) return [];
      return [{ key, draft, basedOn: basedOn.get(key) ?? null }];
    });
    if (items.length === 0) return true;
    for (const item of items) sent.current.set(item.key, item.draft);
    if (!outbox) return true;
    setBusy(true);
    try {
      await outbox.send(items, location.status === 'off' ? undefined : location.location);
      return true;
    } catch {
      // Not queued (the device's storage refused): nothing moves, and the answers go again with the next press.
      for (const item of items) sent.current.delete(item.key);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const writableKeys = useMemo(() => page?.questions.filter((q) => !isReadOnly(q)).map(answerKeyOf) ?? [], [page, isReadOnly]);

  async function onNext() {
    if (!check() || next === null) return;
    if (!(await save(writableKeys))) return;
    setChecked(new Set());
    dispatch({ type: 'forward', to: next });
  }

  advanceRef.current = () => void (last ? onSubmit() : onNext());

  async function onSubmit() {
    if (!check()) return;
    if (!(await save(writableKeys))) return;
    setChecked(new Set());
    // Single mode starts again at the first question; step mode finishes where it is (spec 2 section 4).
    if (!stepMode) dispatch({ type: 'restart', to: firstPage(structure) });
    onDone?.();
  }

  function jumpTo(target: number, focusKey?: string) {
    void save(writableKeys, { validOnly: true });
    if (target !== index) dispatch({ type: 'forward', to: target });
    if (focusKey) setFocus((now) => ({ key: focusKey, tick: (now?.tick ?? 0) + 1 }));
  }

  const jumpRef = useRef(jumpTo);
  jumpRef.current = jumpTo;
  const onJump = useCallback((target: number, focusKey?: string) => jumpRef.current(target, focusKey), []);

  // A new page opens at its top.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [index]);

  // A question draws its own background and dark mode; a step lends its own to the whole page.
  const look = stepMode ? page?.step : null;
  const background = look?.withBackground ? (mobile ? look.backgroundMobileUrl : look.backgroundDesktopUrl) : null;
  const shownPages = pages.map((p, i) => ({ p, i })).filter(({ p }) => !p.hidden);
  const focusIndex = focus && page ? page.questions.findIndex((q) => answerKeyOf(q) === focus.key) : -1;

  const content = !page ? (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {t('answering.empty')}
    </Typography>
  ) : (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      {stepMode && page.step && (
        <StepHeader step={page.step} context={stableContext} />
      )}
      <Typography variant="caption" color="text.secondary" data-testid="answer-progress">
        {stepMode
          ? t('answering.stepProgress', { current: shownPages.findIndex(({ i }) => i === index) + 1, total: shownPages.length })
          : t('answering.progress', { current: index + 1, total: pages.length })}
      </Typography>
      <PageQuestions
        key={index}
        questions={page.questions}
        reveal={focusIndex}
        render={(q) => {
          const key = answerKeyOf(q);
          return (
            <QuestionSlot
              key={q._id}
              question={q}
              answerKey={key}
              draft={drafts.get(key) ?? EMPTY_DRAFT}
              onDraft={onDraft}
              checked={checked.has(key)}
              sync={outbox?.states.get(key) as AnswerSyncState | undefined}
              readOnly={isReadOnly(q)}
              context={READS_OTHER_ANSWERS.has(q.type) ? freshContext : stableContext}
              focusTick={focus?.key === key ? focus.tick : 0}
            />
          );
        }}
      />
      {checked.size > 0 && blocking && (
        <Typography color="error" variant="body2" role="alert">
          {t('answering.blocked')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
        <Button variant="outlined" disabled={nav.history.length === 0} onClick={() => dispatch({ type: 'back' })} data-testid="answer-back">
          {t('answering.back')}
        </Button>
        <Button
          variant="contained"
          disabled={uploading}
          // Disabled while an answer is missing, yet a press still shows which one (red border, scrolled into view).
          aria-disabled={blocking && !readOnly ? true : undefined}
          sx={blocking && !readOnly ? { opacity: 0.5 } : undefined}
          onClick={() => void (last ? onSubmit() : onNext())}
          data-testid={last ? 'answer-submit' : 'answer-next'}
        >
          {last ? t('answering.submit') : t('answering.next')}
        </Button>
      </Stack>
    </Stack>
  );

  return (
    <Box data-testid="questionnaire" data-mode={mode} data-device={device} sx={{ width: '100%' }}>
      <div ref={top} />
      {header}
      <Stack spacing={1} sx={{ mb: 1 }}>
        {location.status === 'asking' && <Alert severity="info">{t('answering.location.asking')}</Alert>}
        {location.status === 'refused' && <Alert severity="info">{t('answering.location.denied')}</Alert>}
      </Stack>
      {stepMode && shownPages.length > 0 && (
        <Box dir={stepperRTL ? 'rtl' : undefined} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={shownPages.some(({ i }) => i === index) ? index : false}
            onChange={(_event, target: number) => onJump(target)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('answering.steps')}
          >
            {shownPages.map(({ p, i }) => {
              const title = p.step ? p.step.title.trim() || t('answering.untitled') : t('answering.start');
              return (
                <Tab
                  key={p.step?._id ?? 'start'}
                  value={i}
                  icon={<QuestionnaireIcon icon={p.step?.stepIcon} />}
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {stepMode && !mobile && <Outline pages={pages} index={index} onJump={onJump} />}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            borderRadius: 2,
            p: background ? 2 : 0,
            ...(background ? { backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
          }}
          data-testid="answer-page"
        >
          {look?.darkMode ? (
            <ThemeProvider theme={darkThemeOf(theme)}>
              <Box sx={{ bgcolor: 'background.default', color: 'text.primary', p: 1.5, borderRadius: 2 }}>{content}</Box>
            </ThemeProvider>
          ) : (
            content
          )}
        </Box>
      </Stack>
    </Box>
  );
}

/** The step's own header (its icon, title and description, its look), drawn by QuestionField; an answer's change leaves it. */
const StepHeader = memo(function StepHeader({ step, context }: { step: Question; context: AnsweringContext }) {
  return <QuestionField question={step} answerKey={answerKeyOf(step)} draft={EMPTY_DRAFT} onChange={ignore} readOnly context={context} />;
});

/** The side outline of steps and their questions, for jumping (not drawn on small screens). */
const Outline = memo(function Outline({ pages, index, onJump }: { pages: readonly Page[]; index: number; onJump: (target: number, focusKey?: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('answering.outline')} sx={{ width: 260, flexShrink: 0, position: 'sticky', top: 0, maxHeight: '80vh', overflowY: 'auto' }} data-testid="answer-outline">
      <List dense disablePadding>
        {pages.map((p, i) =>
          p.hidden ? null : (
            <Box component="li" key={p.step?._id ?? 'start'} sx={{ listStyle: 'none' }}>
              <ListItemButton selected={i === index} onClick={() => onJump(i)} aria-current={i === index ? 'step' : undefined}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <QuestionnaireIcon icon={p.step?.stepIcon} fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={<bdi>{p.step ? p.step.title.trim() || t('answering.untitled') : t('answering.start')}</bdi>} />
              </ListItemButton>
              {i === index && (
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {p.questions.map((q) => (
                    <li key={q._id}>
                      <ListItemButton sx={{ pl: 6 }} onClick={() => onJump(i, answerKeyOf(q))}>
                        <ListItemText primary={<bdi>{q.title.trim() || t('answering.untitled')}</bdi>} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
                      </ListItemButton>
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          ),
        )}
      </List>
    </Box>
  );
});

/** A page's questions, a chunk at a time: more come as the end nears, with the button, or when one further down must be shown. */
function PageQuestions({ questions, reveal, render }: { questions: readonly Question[]; reveal: number; render: (q: Question) => ReactNode }) {
  const { t } = useTranslation();
  const [own, setCount] = useState(ANSWER_CHUNK);
  const count = Math.max(own, reveal + 1);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = questions.length - count;

  useEffect(() => {
    const target = sentinel.current;
    if (more <= 0 || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setCount((c) => c + ANSWER_CHUNK), { rootMargin: '800px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more]);

  if (questions.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {t('answering.emptyStep')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {questions.slice(0, count).map(render)}
      {more > 0 && (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button onClick={() => setCount(count + ANSWER_CHUNK)}>{t('answering.showMore', { count: more })}</Button>
        </Box>
      )}
    </Stack>
  );
}
