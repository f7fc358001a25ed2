import {
  pathIssues,
  QUESTION_SETTINGS,
  questionTitleSchema,
  settingsIssues,
  type PathQuestion,
  type Question,
} from '@fieldwork/contracts';
import type { QuestionDraft } from './questionDraft';

/** Problems of a draft by the path of the field they belong to ("title", "settings.max", "settings.path.0"). */
export type IssueMap = ReadonlyMap<string, string>;

export const NO_ISSUES: IssueMap = new Map();

/**
 * What the server would refuse in a draft's settings, in its words: the type's schema, then the
 * rules across settings (the contracts' parseQuestionSettings, with both kinds at once so that
 * every field shows its problem together).
 */
export function settingsProblems(draft: Pick<QuestionDraft, 'type' | 'settings'>): IssueMap {
  const issues = new Map<string, string>();
  const parsed = QUESTION_SETTINGS[draft.type].safeParse(draft.settings);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = ['settings', ...issue.path.map(String)].join('.');
      if (!issues.has(path)) issues.set(path, issue.message);
    }
  }
  const checked = (parsed.success ? parsed.data : draft.settings) as Record<string, unknown>;
  for (const issue of settingsIssues(draft.type, checked)) if (!issues.has(issue.path)) issues.set(issue.path, issue.message);
  return issues;
}

export function titleProblem(title: string): string | null {
  const parsed = questionTitleSchema.safeParse(title);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The problems of this question's path rules within the questionnaire as it would be with the
 * draft saved, by rule: `settings.path.{index}`.
 */
export function pathProblems(questions: readonly Question[], questionId: string, draft: Pick<QuestionDraft, 'type' | 'settings'>): IssueMap {
  const ownRules = (draft.settings.path ?? []) as PathQuestion['settings']['path'];
  if (!ownRules || ownRules.length === 0) return NO_ISSUES;
  const withDraft: PathQuestion[] = questions.map((q) =>
    q._id === questionId ? { _id: q._id, type: draft.type, disabled: q.disabled, settings: { path: ownRules } } : q,
  );
  const issues = new Map<string, string>();
  for (const issue of pathIssues(withDraft)) {
    if (issue.questionId === questionId) issues.set(`settings.path.${issue.ruleIndex}`, issue.message);
  }
  return issues;
}

/** All of a draft's problems the editor can tell before the server is asked. */
export function draftProblems(settings: IssueMap, paths: IssueMap, title: string | null): IssueMap {
  if (settings.size === 0 && paths.size === 0 && !title) return NO_ISSUES;
  const all = new Map(settings);
  for (const [path, message] of paths) if (!all.has(path)) all.set(path, message);
  if (title) all.set('title', title);
  return all;
}

/** The problem shown beside a field: its own, or one of a part of it (a rule's target, a choice's value). */
export function issueAt(issues: IssueMap, path: string): string | null {
  const own = issues.get(path);
  if (own) return own;
  for (const [key, message] of issues) if (key.startsWith(`${path}.`)) return message;
  return null;
}

/** Whether a change at `path` answers a server refusal about `issuePath` (the same field, or a part of it). */
export function touches(path: string, issuePath: string): boolean {
  return issuePath === path || issuePath.startsWith(`${path}.`) || path.startsWith(`${issuePath}.`);
}
