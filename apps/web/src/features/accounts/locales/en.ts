/** English strings of the account pages (sign-up, invitation, forgotten and new password). */
export const en = {
  accounts: {
    fields: {
      email: 'Email',
      name: 'Full name',
      phone: 'Phone number (optional)',
      password: 'Password',
      newPassword: 'New password',
      confirm: 'Confirm password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      terms: 'I accept the <terms>privacy policy and terms of use</terms>',
    },
    // The catalogue's messages, word for word (spec 1 section 8).
    messages: {
      invalidEmail: 'Please type a valid email',
      invalidPassword: 'Invalid password',
      passwordsDontMatch: 'Passwords dont match',
      acceptTerms: 'Please, accept terms and conditions first',
      invitationExpired: 'Invitation expired',
      resetLinkExpired: 'This link has expired. Please, ask for a new one.',
      invitationSent: 'An invitation was sent to the given e-mail address...',
      resetLinkSent: 'Reset password link is sent...',
      passwordChanged: 'Password is changed...',
    },
    // The password policy as a checklist (PASSWORD_RULE_TEXTS of the contracts).
    rules: {
      title: 'Your password needs',
      min_length: 'At least {{count}} characters',
      max_length: 'At most {{count}} characters',
      letter: 'At least one letter',
      digit: 'At least one digit',
      not_email: 'Not your e-mail address',
      not_common: 'Not a commonly used password',
      met: 'done',
      unmet: 'not yet',
    },
    signup: {
      title: 'Create your account',
      byInvitation:
        'Accounts on {{company}} are made by invitation. Ask an administrator to invite you: the invitation mail brings you back here to choose your password.',
      invitedTitle: 'Accept your invitation',
      invitedSubtitle: 'Choose a password to join {{company}}.',
      submit: 'Create account',
      submitting: 'Creating your account…',
      sentTitle: 'Check your e-mail',
      expiredBody: 'Ask the person who invited you to send a new invitation.',
    },
    forgot: {
      title: 'Forgot password?',
      subtitle: 'Type the e-mail address of your account. We will send you a link to choose a new password.',
      submit: 'Send the link',
      submitting: 'Sending…',
      sentTitle: 'Check your e-mail',
    },
    reset: {
      title: 'Choose a new password',
      checking: 'Checking the link…',
      expiredTitle: 'This link cannot be used',
      askAgain: 'Ask for a new link',
      submit: 'Change password',
      submitting: 'Changing…',
      doneTitle: 'Password changed',
    },
    backToSignIn: 'Back to sign in',
    signIn: 'Sign in',
  },
};
