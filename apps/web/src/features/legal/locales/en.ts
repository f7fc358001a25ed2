/** English strings of the terms and privacy page: the default and fallback language. */
export const en = {
  legal: {
    title: 'Privacy policy and terms of use',
    back: 'Back to sign in',
    sections: {
      useTitle: 'Using Fieldwork',
      use: 'Fieldwork is provided to your organisation to plan and carry out field work. Use it only for the work your organisation asks of you, and keep your password to yourself.',
      dataTitle: 'Your data',
      data: 'We keep the details you enter (your name, e-mail, answers, photos and, when you allow it, your location at the time of an inspection) on behalf of your organisation, which decides how long they are kept. We do not sell them or use them for advertising.',
      securityTitle: 'Security',
      security: 'Passwords are stored only as secure hashes and all traffic is encrypted. Each organisation sees only its own data.',
      rightsTitle: 'Your rights',
      rights: 'You may ask your organisation’s administrator to see, correct or delete your personal data.',
    },
  },
};
