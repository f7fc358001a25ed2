/** English strings of the sign-in screen: the default and fallback language. */
export const en = {
  auth: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to continue to {{company}}.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    terms: 'Privacy policy and terms of use',
    emailRequired: 'Please type a valid email',
    forgotPassword: 'Forgot password?',
    registered: 'Your account is ready. Sign in to continue.',
    passwordRequired: 'Please type your password',
  },
};
