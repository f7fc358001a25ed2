import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import { issueText } from './issueText';
import type { Question, QuestionSettingsOf, QuestionType } from '@fieldwork/contracts';
import type { AnswerDraft, AnswerIssues, QuestionFieldProps } from '../types';

/**
 * What every question component of the answering screen shares (ADR 0044): the ids that tie a
 * question's title and messages to its controls, its settings as its type reads them, and the
 * message of one field under that field.
 */

/** The ids of one answer's parts: unique per answer key (a repeat has its own). */
export function fieldIds(answerKey: string) {
  const base = `answer-${answerKey.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return {
    card: base,
    title: `${base}-title`,
    description: `${base}-description`,
    value: `${base}-value`,
    /** The message of a field ('value', 'files', 'comment', 'emails.0'...). */
    issue: (path: string) => `${base}-issue-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`,
    part: (name: string) => `${base}-${name}`,
  };
}
export type FieldIds = ReturnType<typeof fieldIds>;

/** A question's settings as its type reads them; the server fills defaults in, but every read has its fallback. */
export function settingsOf<T extends QuestionType>(question: Question, _type: T): Partial<QuestionSettingsOf<T>> {
  return question.settings as Partial<QuestionSettingsOf<T>>;
}

/** What the answer part of one type receives. */
export interface AnswerPartProps extends QuestionFieldProps {
  ids: FieldIds;
  /** Changes part of the draft. */
  set: (patch: Partial<AnswerDraft>) => void;
  /** Changes the draft as it is when called (after an await, the latest one). */
  update: (change: (latest: AnswerDraft) => AnswerDraft) => void;
  readOnly: boolean;
}

/** The message of `path`, if any. */
export function issueOf(issues: AnswerIssues | undefined, path: string): string | undefined {
  return issues?.[path] || undefined;
}

/** The messages under `path` and its sub-paths (range.to under 'value' for a date). */
export function issuesUnder(issues: AnswerIssues | undefined, ...paths: string[]): string[] {
  if (!issues) return [];
  return Object.entries(issues)
    .filter(([key, message]) => message && paths.some((p) => key === p || key.startsWith(`${p}.`)))
    .map(([, message]) => message as string);
}

/** The props that tie a control to its message: described by it and marked invalid. */
export function describedBy(ids: FieldIds, path: string, issues: AnswerIssues | undefined, ...more: Array<string | undefined>) {
  const message = issueOf(issues, path);
  const described = [...more, message ? ids.issue(path) : undefined].filter(Boolean).join(' ');
  return { 'aria-describedby': described || undefined, 'aria-invalid': message ? true : undefined } as const;
}

/** A field's message, under it, read out when it appears. */
export function FieldIssue({ ids, path, issues }: { ids: FieldIds; path: string; issues: AnswerIssues | undefined }) {
  const { t } = useTranslation();
  const message = issueOf(issues, path);
  if (!message) return null;
  return (
    <FormHelperText error id={ids.issue(path)} role="alert" data-testid={`issue-${path}`} sx={{ mx: 0 }}>
      {issueText(t, message)}
    </FormHelperText>
  );
}
