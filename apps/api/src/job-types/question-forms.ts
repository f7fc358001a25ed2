import {
  parseQuestionSettings,
  pathIssues,
  type PathIssue,
  type PathQuestion,
  type PathRule,
  type QuestionType,
  type SettingsIssue,
} from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import type { QuestionRow } from './job-types.repository';

/**
 * A question's form: what an answer was given against. Each change of it is a new revision
 * (ADR 0034); its sequence, disabled flag, global flag and root are not part of it.
 */
export interface QuestionForm {
  type: QuestionType;
  title: string;
  description: string;
  settings: Record<string, unknown>;
  isClientVisible: boolean;
  stepIcon: string | null;
  withBackground: boolean;
  backgroundMobile: string | null;
  backgroundDesktop: string | null;
  darkMode: boolean;
}

/** The form's properties as the wire names them; `fileRequired` is settings.fileIsRequired. */
export const FORM_KEYS = [
  'type',
  'title',
  'description',
  'settings',
  'isClientVisible',
  'fileRequired',
  'stepIcon',
  'withBackground',
  'backgroundMobile',
  'backgroundDesktop',
  'darkMode',
] as const;

export function formOf(row: QuestionRow): QuestionForm {
  return {
    type: row.type as QuestionType,
    title: row.title,
    description: row.description,
    settings: row.settings,
    isClientVisible: row.isClientVisible,
    stepIcon: row.stepIcon,
    withBackground: row.withBackground,
    backgroundMobile: row.backgroundMobile,
    backgroundDesktop: row.backgroundDesktop,
    darkMode: row.darkMode,
  };
}

/** The form as a revision keeps it: every property of FORM_KEYS. */
export function revisionForm(form: QuestionForm): Record<string, unknown> {
  return { ...form, fileRequired: form.settings.fileIsRequired === true };
}

/** The form's properties that differ between two forms (settings compared by value, keys in any order). */
export function changedFormKeys(before: QuestionForm, after: QuestionForm): string[] {
  return (Object.keys(after) as Array<keyof QuestionForm>).filter((key) => !sameValue(before[key], after[key]));
}

/**
 * What changed between two forms, as events name it: the form's properties, and for the
 * settings each changed setting (settings.path, settings.isMandatory...).
 */
export function formChangeNames(before: QuestionForm, after: QuestionForm): string[] {
  return changedFormKeys(before, after).flatMap((key) => {
    if (key !== 'settings') return [key];
    const keys = new Set([...Object.keys(before.settings), ...Object.keys(after.settings)]);
    return [...keys].filter((k) => !sameValue(before.settings[k], after.settings[k])).map((k) => `settings.${k}`);
  });
}

/** Whether two JSON values are equal, object keys in any order (jsonb does not keep their order). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v,
  );
}

/**
 * A type's settings parsed (defaults filled in, unknown keys left out) with the cross-field
 * rules; `fileRequired`, when sent, is settings.fileIsRequired. A problem is a 400 whose details
 * name `settings.x`, under `prefix` when the question is one of many.
 */
export function checkedSettings(type: QuestionType, raw: Record<string, unknown>, fileRequired: boolean | undefined, prefix = ''): Record<string, unknown> {
  const parsed = parseQuestionSettings(type, fileRequired === undefined ? raw : { ...raw, fileIsRequired: fileRequired });
  if (parsed.success) return parsed.data as Record<string, unknown>;
  throw settingsRefusal(parsed.issues.map((issue) => ({ ...issue, path: `${prefix}${issue.path}` })));
}

export function settingsRefusal(issues: readonly SettingsIssue[]): AppError {
  return new AppError('validation_failed', issues[0].message, issues);
}

/** A questionnaire's questions as the path check reads them. */
export function pathQuestion(q: Pick<QuestionRow, 'id' | 'type' | 'disabled' | 'settings'>): PathQuestion {
  return { _id: q.id, type: q.type as QuestionType, disabled: q.disabled, settings: { path: (q.settings.path as PathRule[] | undefined) ?? [] } };
}

/**
 * Refuses a questionnaire (in its new sequence) whose path rules cannot be kept: a 400 naming
 * each rule as `settings.path.N`, under the path `where` gives its question (the question of the
 * call, or its place in a list).
 */
export function assertPaths(questions: readonly PathQuestion[], where: (questionId: string) => string): void {
  const issues = pathIssues(questions);
  if (issues.length === 0) return;
  const titled = issues.map((issue: PathIssue) => ({
    path: `${where(issue.questionId)}settings.path.${issue.ruleIndex}`,
    message: issue.message,
    questionId: issue.questionId,
    problem: issue.problem,
  }));
  throw new AppError('validation_failed', `${titled[0].message} (${titled[0].path})`, titled);
}

/** The rules of `settings.path` that do not jump to `questionId`, and whether any did. */
export function withoutRulesTo(settings: Record<string, unknown>, questionId: string): { settings: Record<string, unknown>; removed: boolean } {
  const path = (settings.path as PathRule[] | undefined) ?? [];
  const kept = path.filter((rule) => rule.toQuestion !== questionId);
  return { settings: { ...settings, path: kept }, removed: kept.length !== path.length };
}
