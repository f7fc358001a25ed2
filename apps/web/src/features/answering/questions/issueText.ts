import type { TFunction } from 'i18next';
import { ANSWER_MESSAGES } from '@fieldwork/contracts';

/**
 * A message of `answerIssues` or of the server's refusal, in the reader's language: the contracts
 * write them in English (ANSWER_MESSAGES), the catalogue has each in every language. A message
 * the catalogue does not know is shown as it came.
 */
const WITH_NUMBER = ['min', 'max', 'tooLong', 'maxSelection', 'tooManyFiles'] as const;

const FIXED = new Map<string, string>();
for (const [key, text] of Object.entries(ANSWER_MESSAGES) as Array<[string, unknown]>) {
  if (typeof text === 'string') FIXED.set(text, key);
}

const PATTERNS = WITH_NUMBER.map((key) => {
  const sample = (ANSWER_MESSAGES[key] as (n: number) => string)(987654321);
  const [before, after] = sample.split('987654321') as [string, string];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { key, pattern: new RegExp(`^${escape(before)}(-?[\\d.]+)${escape(after)}$`) };
});

export function issueText(t: TFunction, message: string): string {
  const fixed = FIXED.get(message);
  if (fixed && t(`questionFields.messages.${fixed}`, { defaultValue: '' })) return t(`questionFields.messages.${fixed}`);
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`questionFields.messages.${key}`, { n: match[1] });
  }
  return message;
}
