import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import { isValidEmail, MESSAGES, passwordProblems } from '@fieldwork/contracts';
import { errorBodyOf, errorMessage } from '../../app/errors/errorMessages';

/** A failed call as RTK Query hands it over. */
export type CallError = FetchBaseQueryError | SerializedError;

/** The catalogue messages an account form shows under its fields (keys of accounts.messages). */
export type AccountMessage = 'invalidEmail' | 'invalidPassword' | 'passwordsDontMatch' | 'acceptTerms';

export type AccountField = 'email' | 'password' | 'confirm' | 'terms';
export type FieldErrors = Partial<Record<AccountField, AccountMessage>>;

/** A new password and its confirmation: the policy of the contracts, then the match. */
export function newPasswordErrors(password: string, confirm: string, email?: string): FieldErrors {
  const errors: FieldErrors = {};
  if (passwordProblems(password, { email }).length > 0) errors.password = 'invalidPassword';
  if (confirm !== password) errors.confirm = 'passwordsDontMatch';
  return errors;
}

export interface SignupForm {
  email: string;
  password: string;
  confirm: string;
  terms: boolean;
}

/** What keeps a sign-up form from being sent, field by field (the server checks the same). */
export function signupErrors(form: SignupForm): FieldErrors {
  return {
    ...(isValidEmail(form.email) ? {} : { email: 'invalidEmail' as const }),
    ...newPasswordErrors(form.password, form.confirm, form.email),
    ...(form.terms ? {} : { terms: 'acceptTerms' as const }),
  };
}

export function emailErrors(email: string): FieldErrors {
  return isValidEmail(email) ? {} : { email: 'invalidEmail' };
}

/** The server's catalogue texts the forms know, so that Hebrew shows their translation. */
const KNOWN_TEXTS: Record<string, AccountMessage> = {
  [MESSAGES.invalidEmail]: 'invalidEmail',
  [MESSAGES.invalidPassword]: 'invalidPassword',
  [MESSAGES.passwordsDontMatch]: 'passwordsDontMatch',
  [MESSAGES.acceptTerms]: 'acceptTerms',
};

/** The body paths a form shows under its own fields. */
const FIELD_OF_PATH: Record<string, AccountField> = {
  email: 'email',
  password: 'password',
  confirm: 'confirm',
  terms_and_privacy: 'terms',
};

export interface ServerIssues {
  /** Issues the form puts under its fields. */
  fields: FieldErrors;
  /** Issues of anything else, by body path (the invitation's `token`, for one). */
  other: { path: string; message: string }[];
}

/**
 * A refused form's validation issues ({path, message} in the error body's details), split into
 * those a field shows and the rest. A field's issue with a text the catalogue does not hold
 * goes with the rest, so that it is shown as the server wrote it.
 */
export function serverIssues(error: CallError | undefined): ServerIssues {
  const result: ServerIssues = { fields: {}, other: [] };
  const details = errorBodyOf(error)?.details;
  if (!Array.isArray(details)) return result;
  for (const issue of details) {
    if (typeof issue?.path !== 'string' || typeof issue?.message !== 'string') continue;
    const field = FIELD_OF_PATH[issue.path];
    const known = KNOWN_TEXTS[issue.message];
    if (field && known && !result.fields[field]) result.fields[field] = known;
    else result.other.push({ path: issue.path, message: issue.message });
  }
  return result;
}

/**
 * The alert under a refused form: the server's issues that no field shows, word for word, else
 * the error's message; null when every issue already sits under its field.
 */
export function refusalText(error: CallError | undefined, t: TFunction, language: string): string | null {
  if (!error) return null;
  const { fields, other } = serverIssues(error);
  if (other.length > 0) return other.map((issue) => issue.message).join(' ');
  return isClean(fields) ? errorMessage(error, t, language) : null;
}

/** Whether a form has nothing left to fix. */
export function isClean(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
