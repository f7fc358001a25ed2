import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState, type Ref } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QUESTION_DESCRIPTION_MAX, QUESTION_MESSAGES, QUESTION_TYPES, type Question, type QuestionType } from '@fieldwork/contracts';
import { useCan } from '../../../app/access/useCan';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Feedback } from '../../../components/FeedbackSnackbar';
import { useUpdateQuestionMutation } from '../jobTypesApi';
import { draftProblems, issueAt, NO_ISSUES, pathProblems, settingsProblems, titleProblem, touches, type IssueMap } from './draftIssues';
import { editorErrorText, issueText, refusalDetails, refusalMessage } from './editorErrors';
import { QUESTION_TYPE_ICONS } from './editorIcons';
import { SelectField, type SetLook } from './fields';
import { changedBody, draftOf, draftReducer, isDirty, questionWithDraft, type LookKey } from './questionDraft';
import { AccessSection } from './sections/AccessSection';
import { AnswerTools } from './sections/AnswerTools';
import { LookSection } from './sections/LookSection';
import { PathRules } from './sections/PathRules';
import { TypeSettings } from './sections/TypeSettings';

/** What the screen may ask of the open editor. */
export interface EditorHandle {
  /** The question as it would read with the changes saved (for the preview). */
  draftQuestion: () => Question;
  /** Drops the changes (the user agreed to, before going elsewhere). */
  discard: () => void;
}

export interface QuestionEditorProps {
  question: Question;
  /** The questionnaire in its sequence: path rules and summaries pick from it. */
  questions: readonly Question[];
  jobTypeId: string;
  onDirtyChange: (dirty: boolean) => void;
  onDelete: (question: Question) => void;
  onFeedback: (feedback: Feedback) => void;
  /** On a phone the editor is a full-screen panel with its own close button. */
  onClose?: () => void;
  ref?: Ref<EditorHandle>;
}

/**
 * The selected question's editor. What is typed stays here (one question's draft), so a
 * keystroke redraws this form and not the list; sections that only read settings are memoised
 * and skip a change of the title. Save (or Ctrl/Cmd+S) sends what changed; a refusal keeps the
 * draft and shows the server's words beside the field it names.
 */
export function QuestionEditor({ question, questions, jobTypeId, onDirtyChange, onDelete, onFeedback, onClose, ref }: QuestionEditorProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const saved = useMemo(() => draftOf(question), [question]);
  const [draft, dispatch] = useReducer(draftReducer, saved);
  const [serverIssues, setServerIssues] = useState<IssueMap>(NO_ISSUES);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [pendingType, setPendingType] = useState<QuestionType | null>(null);
  const [update, { isLoading: saving }] = useUpdateQuestionMutation();
  const dirty = isDirty(saved, draft);
  // A question sharing a global question's form changes it there; here it can only be switched off.
  const shared = question.root !== null;

  // Told in the commit that made the change (a layout effect, not a passive one that may run later):
  // a Back pressed right after typing must already find the screen's guard up.
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const forget = useCallback((path: string) => {
    setServerIssues((current) => {
      if (current.size === 0 || ![...current.keys()].some((key) => touches(path, key))) return current;
      return new Map([...current].filter(([key]) => !touches(path, key)));
    });
  }, []);
  const setSetting = useCallback(
    (key: string, value: unknown) => {
      dispatch({ kind: 'setting', key, value });
      forget(`settings.${key}`);
    },
    [forget],
  );
  const setLook: SetLook = useCallback(
    (key, value) => {
      if (key === 'type' || key === 'settings') return;
      dispatch({ kind: 'look', key: key as LookKey, value: value as never });
      forget(key);
    },
    [forget],
  );

  const settingsIssues = useMemo(() => settingsProblems(draft), [draft.type, draft.settings]);
  const pathIssuesOf = useMemo(() => pathProblems(questions, question._id, draft), [questions, question._id, draft.type, draft.settings]);
  const titleIssue = titleProblem(draft.title);
  const problems = useMemo(() => draftProblems(settingsIssues, pathIssuesOf, titleIssue), [settingsIssues, pathIssuesOf, titleIssue]);
  const shownIssues = useMemo(() => (serverIssues.size === 0 ? problems : new Map([...problems, ...serverIssues])), [problems, serverIssues]);
  const issue = useCallback(
    (path: string) => {
      const message = issueAt(shownIssues, path);
      return message ? issueText(message, t, i18n.language) : null;
    },
    [shownIssues, t, i18n.language],
  );

  async function save() {
    if (!dirty || saving) return;
    setGeneralError(null);
    if (problems.size > 0) {
      setGeneralError(t('jobTypeEditor.editor.fixFirst'));
      return;
    }
    const result = await update({ id: question._id, jobTypeId, body: changedBody(saved, draft) });
    if ('error' in result) {
      const details = refusalDetails(result.error);
      const message = refusalMessage(result.error);
      if (message === QUESTION_MESSAGES.globalWithChildren) setServerIssues(new Map([['is_global', message]]));
      else if (details.size > 0) setServerIssues(details);
      // Said above the form as well: a detail may name a field this form does not show.
      setGeneralError(t('jobTypeEditor.editor.refused', { reason: editorErrorText(result.error, t, i18n.language) }));
      return;
    }
    dispatch({ kind: 'reset', draft: draftOf(result.data) });
    setServerIssues(NO_ISSUES);
    onFeedback({ severity: 'success', text: t('jobTypeEditor.editor.saved') });
  }
  const saveRef = useRef(save);
  saveRef.current = save;

  function discard() {
    dispatch({ kind: 'reset', draft: saved });
    setServerIssues(NO_ISSUES);
    setGeneralError(null);
  }

  // Ctrl+S (Cmd+S on a Mac) saves the question instead of the page.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const draftRef = useRef(draft);
  draftRef.current = draft;
  const discardRef = useRef(discard);
  discardRef.current = discard;
  useImperativeHandle(ref, () => ({ draftQuestion: () => questionWithDraft(question, draftRef.current), discard: () => discardRef.current() }), [question]);

  const TypeIcon = QUESTION_TYPE_ICONS[draft.type];
  const typeOptions = QUESTION_TYPES.filter((type) => type === question.type || can('question.create', { type })).map((type) => {
    const Icon = QUESTION_TYPE_ICONS[type];
    return { value: type, label: t(`jobTypeEditor.types.${type}`), icon: <Icon fontSize="small" aria-hidden /> };
  });
  const formReadOnly = shared;

  return (
    <Stack spacing={2} data-testid="question-editor" component="form" aria-label={t('jobTypeEditor.editor.label', { id: question.ID })} onSubmit={(event) => {
      event.preventDefault();
      void save();
    }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TypeIcon color="primary" aria-hidden />
        <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
          {t('jobTypeEditor.editor.heading', { id: question.ID })}
        </Typography>
        {dirty && <Chip size="small" color="warning" variant="outlined" label={t('jobTypeEditor.editor.unsaved')} data-testid="dirty-marker" />}
        <Box sx={{ flex: 1 }} />
        <Button onClick={discard} disabled={!dirty || saving}>
          {t('jobTypeEditor.editor.discard')}
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || saving} title={t('jobTypeEditor.editor.shortcut')}>
          {saving ? t('jobTypeEditor.editor.saving') : t('jobTypeEditor.editor.save')}
        </Button>
        <IconButton aria-label={t('jobTypeEditor.editor.delete')} onClick={() => onDelete(question)} disabled={saving}>
          <DeleteOutlineIcon />
        </IconButton>
        {onClose && (
          <IconButton aria-label={t('jobTypeEditor.editor.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      {generalError && (
        <Alert severity="error" role="alert" data-testid="save-error">
          {generalError}
        </Alert>
      )}
      {shared && <Alert severity="info">{t('jobTypeEditor.editor.sharedNotice')}</Alert>}

      <Stack spacing={2}>
        <TextField
          label={t('jobTypeEditor.fields.title')}
          value={draft.title}
          slotProps={{ htmlInput: { 'data-question-title': '' } }}
          onChange={(event) => setLook('title', event.target.value)}
          error={Boolean(issue('title'))}
          helperText={issue('title') ?? undefined}
          disabled={formReadOnly}
          autoFocus={question.title === ''}
          fullWidth
        />
        <TextField
          label={t('jobTypeEditor.fields.description')}
          value={draft.description}
          onChange={(event) => setLook('description', event.target.value)}
          error={Boolean(issue('description'))}
          helperText={issue('description') ?? undefined}
          disabled={formReadOnly}
          slotProps={{ htmlInput: { maxLength: QUESTION_DESCRIPTION_MAX } }}
          multiline
          minRows={2}
          fullWidth
        />
        <SelectField
          label={t('jobTypeEditor.fields.type')}
          value={draft.type}
          options={typeOptions}
          onChange={(type) => type !== draft.type && setPendingType(type)}
          error={issue('type')}
          disabled={formReadOnly}
          width={280}
        />
      </Stack>

      <TypeSettings type={draft.type} questionId={question._id} questions={questions} settings={draft.settings} setSetting={setSetting} issue={issue} readOnly={formReadOnly} />
      <Divider />
      <AnswerTools type={draft.type} settings={draft.settings} setSetting={setSetting} issue={issue} readOnly={formReadOnly} />
      <Divider />
      <PathRules type={draft.type} questionId={question._id} questions={questions} settings={draft.settings} setSetting={setSetting} issue={issue} readOnly={formReadOnly} />
      <Divider />
      <LookSection
        questionId={question._id}
        type={draft.type}
        stepIcon={draft.stepIcon}
        withBackground={draft.withBackground}
        backgroundMobile={draft.backgroundMobile}
        backgroundDesktop={draft.backgroundDesktop}
        backgroundMobileUrl={draft.backgroundMobile === question.backgroundMobile ? question.backgroundMobileUrl : null}
        backgroundDesktopUrl={draft.backgroundDesktop === question.backgroundDesktop ? question.backgroundDesktopUrl : null}
        darkMode={draft.darkMode}
        setLook={setLook}
        readOnly={formReadOnly}
      />
      <Divider />
      <AccessSection
        settings={draft.settings}
        setSetting={setSetting}
        issue={issue}
        readOnly={formReadOnly}
        isClientVisible={draft.isClientVisible}
        disabled={draft.disabled}
        isGlobal={draft.is_global}
        shared={shared}
        childrenCount={question.childrenCount}
        globalIssue={issue('is_global')}
        setLook={setLook}
      />

      <ConfirmDialog
        open={pendingType !== null}
        title={t('jobTypeEditor.typeChange.title')}
        body={t('jobTypeEditor.typeChange.body', { from: t(`jobTypeEditor.types.${draft.type}`), to: pendingType ? t(`jobTypeEditor.types.${pendingType}`) : '' })}
        cancelLabel={t('jobTypeEditor.cancel')}
        confirmLabel={t('jobTypeEditor.typeChange.confirm')}
        busy={false}
        error={null}
        onCancel={() => setPendingType(null)}
        onConfirm={() => {
          if (pendingType) {
            dispatch({ kind: 'type', type: pendingType });
            forget('type');
            forget('settings');
          }
          setPendingType(null);
        }}
      />
    </Stack>
  );
}
