import type { Question, QuestionSettingsOf, QuestionType } from '@fieldwork/contracts';

export type PreviewDevice = 'mobile' | 'desktop';

/**
 * A question's settings as its type reads them. The server answers them parsed, defaults filled
 * in, but a preview never trusts that: every read has its fallback.
 */
export function settingsOf<T extends QuestionType>(question: Question, _type: T): Partial<QuestionSettingsOf<T>> {
  return question.settings as Partial<QuestionSettingsOf<T>>;
}

/** The settings any question may carry (a type without its own settings has exactly these). */
export type CommonSettings = Partial<QuestionSettingsOf<'bool'>>;

/** The ids that tie a question's title to its controls (their accessible names). */
export function previewIds(question: Pick<Question, '_id'>) {
  return { title: `preview-${question._id}-title`, description: `preview-${question._id}-description` };
}

/** A list choice as the server answers it: its image comes as a signed link. */
export interface PreviewChoice {
  value: string;
  caption?: string;
  file?: string | null;
  fileUrl?: string | null;
}
