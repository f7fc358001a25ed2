/** English strings of the creation wizards (Create new). */
export const en = {
  wizards: {
    title: 'Create new',
    start: {
      heading: 'What would you like to create?',
      project: 'Project',
      projectBody: 'A place for jobs, their people and files.',
      job: 'Job',
      jobBody: 'Work to be done, of one of your job types.',
      user: 'User',
      userBody: 'Invite someone to join your team.',
    },
    user: {
      title: 'Invite a user',
      email: 'Email',
      role: 'Role',
      // The catalogue's messages, word for word (spec 1 section 8).
      invalidEmail: 'Please type a valid email',
      couldNotRegister: 'Could not register user!',
      invited: 'Successfully invited',
      clientTitle: 'Companies and projects',
      clientNote:
        'A client sees the projects they are given. Choosing their companies and projects comes with the projects part of Fieldwork, which is still being built: until then a client cannot be invited.',
      invitedBody: 'An invitation was sent to <mail>{{email}}</mail>.',
      more: 'Invite another',
      toList: 'Go to users',
      toUser: 'Open the user',
    },
    step: 'Step {{step}} of {{count}}',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    finishing: 'Inviting…',
    close: 'Close',
  },
};
