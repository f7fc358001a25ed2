/** English strings of the impersonation picker. */
export const en = {
  impersonation: {
    title: 'Impersonate',
    body: 'Choose the user to act as. Everything you do is recorded under both your names. Return to your own account from the account menu.',
    user: 'User',
    submit: 'Impersonate',
    submitting: 'Switching…',
    cancel: 'Cancel',
  },
};
