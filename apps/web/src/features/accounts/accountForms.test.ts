import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_TEXTS, PASSWORD_RULES } from '@fieldwork/contracts';
import { newPasswordErrors, serverIssues, signupErrors } from './accountForms';
import { en } from './locales/en';

const good = { email: 'new@demo.test', password: 'river-Stone-42', confirm: 'river-Stone-42', terms: true };

describe('account form checks', () => {
  it('accept a complete sign-up', () => {
    expect(signupErrors(good)).toEqual({});
  });

  it('name each field that is wrong with its catalogue message', () => {
    expect(signupErrors({ email: 'not-an-address', password: 'short', confirm: 'other', terms: false })).toEqual({
      email: 'invalidEmail',
      password: 'invalidPassword',
      confirm: 'passwordsDontMatch',
      terms: 'acceptTerms',
    });
  });

  it('refuse the e-mail as the password, and a common password', () => {
    expect(newPasswordErrors('newuser123', 'newuser123', 'newuser@demo.test')).toEqual({ password: 'invalidPassword' });
    expect(newPasswordErrors('password123', 'password123')).toEqual({ password: 'invalidPassword' });
  });

  it('put the server issues it knows under their fields and keep the rest as written', () => {
    const error = {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation_failed',
        message: 'Invalid request',
        details: [
          { path: 'password', message: 'Invalid password' },
          { path: 'token', message: 'Not a valid link' },
          { path: 'email', message: 'Something the catalogue does not hold' },
        ],
      },
    } as const;
    expect(serverIssues(error)).toEqual({
      fields: { password: 'invalidPassword' },
      other: [
        { path: 'token', message: 'Not a valid link' },
        { path: 'email', message: 'Something the catalogue does not hold' },
      ],
    });
  });
});

describe('the account catalogue in English', () => {
  it('holds the catalogue messages word for word', () => {
    const { messages } = en.accounts;
    expect(messages).toEqual({
      invalidEmail: MESSAGES.invalidEmail,
      invalidPassword: MESSAGES.invalidPassword,
      passwordsDontMatch: MESSAGES.passwordsDontMatch,
      acceptTerms: MESSAGES.acceptTerms,
      invitationExpired: MESSAGES.invitationExpired,
      resetLinkExpired: MESSAGES.resetLinkExpired,
      invitationSent: MESSAGES.invitationSent,
      resetLinkSent: MESSAGES.resetLinkSent,
      passwordChanged: MESSAGES.passwordChanged,
    });
  });

  it('says each password rule as the contracts do', () => {
    const counts: Record<string, number> = { min_length: PASSWORD_MIN_LENGTH, max_length: PASSWORD_MAX_LENGTH };
    for (const rule of PASSWORD_RULES) {
      expect(en.accounts.rules[rule].replace('{{count}}', String(counts[rule]))).toBe(PASSWORD_RULE_TEXTS[rule]);
    }
  });
});
