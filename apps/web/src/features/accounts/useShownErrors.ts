import { useState } from 'react';
import type { AccountField, FieldErrors } from './accountForms';

/**
 * Which of a form's errors to show: a field's once it was left, all of them once a submit was
 * tried, and the server's from the last submit until its field is typed in again.
 */
export function useShownErrors(errors: FieldErrors) {
  const [touched, setTouched] = useState<ReadonlySet<AccountField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});

  const shown: FieldErrors = { ...server };
  for (const [field, message] of Object.entries(errors) as [AccountField, FieldErrors[AccountField]][]) {
    if (submitted || touched.has(field)) shown[field] ??= message;
  }

  return {
    shown,
    touch: (field: AccountField) => setTouched((previous) => new Set(previous).add(field)),
    /** A field was typed in: the server's word on it no longer holds. */
    edited: (field: AccountField) => setServer(({ [field]: _dropped, ...rest }) => rest),
    submitTried: () => setSubmitted(true),
    setServer,
  };
}

/** Moves focus to the first field marked invalid, once the errors are on screen. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
