/** English strings of the profile screen: the default and fallback language. */
export const en = {
  profile: {
    title: 'Your profile',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    language: 'Language',
    readOnly: 'Editing your profile will come in a later version.',
  },
};
