import { z } from 'zod';

/**
 * Domain error codes. The API maps each to an HTTP status; the web maps each to a translated
 * message. Adding a code is a compile error until both maps know it.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'user_banned',
  'instance_inactive',
  'instance_not_found',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'toggle_disabled',
  'invalid_file_type',
  'too_many_files',
  'file_too_large',
  'corrupted_file',
  'file_not_rotatable',
  'storage_failed',
  /** An invitation link past its time, or already used ('Invitation expired'). */
  'invitation_expired',
  /** A password reset link past its time, or already used. */
  'reset_link_expired',
  /** A re-invitation of a user who is already confirmed and verified ("User can't invited right now"). */
  'cannot_reinvite',
  /** An answer refused by its question's rules (422); `details` lists each as {question, path, message} (AnswerIssue). */
  'answer_invalid',
  /** A public answer link past its expiry ('This link has expired'). */
  'link_expired',
  /** A public answer link its job's staff withdrew ('This link was withdrawn'). */
  'link_revoked',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status of each domain error code. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 400,
  user_banned: 403,
  instance_inactive: 403,
  instance_not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  toggle_disabled: 403,
  invalid_file_type: 415,
  too_many_files: 400,
  file_too_large: 413,
  corrupted_file: 422,
  file_not_rotatable: 409,
  storage_failed: 502,
  invitation_expired: 410,
  reset_link_expired: 410,
  cannot_reinvite: 409,
  answer_invalid: 422,
  link_expired: 410,
  link_revoked: 410,
  internal: 500,
};

/** The catalogue's texts, word for word (spec 1 section 8, spec 3 section 8). */
export const MESSAGES = {
  invalidCredentials: 'Invalid username and or password',
  instanceInactive:
    'This platform is not active at the moment. Please, try again later, or contact you administrator!',
  userBanned: 'This platform is not active at the moment. Please, try again later, or contact you administrator!',
  somethingWentWrong: 'Something went wrong. Please, try again later!',
  genericFailure: 'Something happened! Try again later',
  corruptedFile: 'Corrupted file, please reupload',
  fileNotRotatable: 'File cannot be rotated, as there are elements or measures associated with it',
  invalidFileType: (types: readonly string[]) => `Invalid file extension allowed only ${types.join(', ')}`,
  tooManyFiles: (n: number) => `Error, maximum files allowed ${n}`,
  fileTooLarge: (maxBytes: number) => `File is too large, maximum size is ${formatBytes(maxBytes)}`,
  tooManyAttempts: 'Too many sign-in attempts. Please, try again later!',
  // Accounts (spec 1 sections 7.3 and 8, spec 3 section 8).
  invalidEmail: 'Please type a valid email',
  invalidPassword: 'Invalid password',
  /** Spec 3 section 8 also reads 'Password didn't match'; the sign-up and reset forms use this one. */
  passwordsDontMatch: 'Passwords dont match',
  acceptTerms: 'Please, accept terms and conditions first',
  invitationExpired: 'Invitation expired',
  cannotReinvite: "User can't invited right now",
  emailNotFound: 'Email address was not found.',
  couldNotRegister: 'Could not register user!',
  /** Not in the catalogue: the reset link's own 'Invitation expired'. */
  resetLinkExpired: 'This link has expired. Please, ask for a new one.',
  /** POST /v2/users/reinvite (spec 1 section 7.3). */
  userReinvited: 'User successfully invited',
  /** POST /v2/users (spec 1 section 8, success texts). */
  successfullyInvited: 'Successfully invited',
  invitationSent: 'An invitation was sent to the given e-mail address...',
  resetLinkSent: 'Reset password link is sent...',
  passwordChanged: 'Password is changed...',
  // Projects (spec 1 sections 5 and 8, spec 2 sections 5 and 8).
  projectNameRequired: 'Project name is required',
  projectHasActivities: 'The project cannot be deleted, linked activities exist',
  projectCloned: 'Project cloned successfully',
  projectCloneFailed: 'Project clone failed',
  /** Not in the catalogue: the server's side of "the invite's finish is disabled while no project is chosen". */
  clientProjectsRequired: 'Choose at least one project for a client',
} as const;

/** Human size, e.g. 524288000 -> "500 MB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** The one error body every failing call answers with. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
