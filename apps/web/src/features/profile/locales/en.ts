/** English strings of the profile screen: the default and fallback language. */
export const en = {
  profile: {
    title: 'Your profile',
    intro: 'Your account, your details and how you hear about what happens.',
    notifications: {
      title: 'Notifications',
      intro: 'Choose what you hear about, and how. Each choice is saved at once.',
      type: 'Event',
      box: '{{category}}: {{type}}, {{delivery}}',
      categories: {
        general_my_jobs: 'My jobs',
        general_my_activity: 'My activity',
        general_project: 'Projects',
        general_job_activity: 'Job activity',
        general_system: 'System',
      },
      types: {
        job_answered: 'A job was answered',
        job_deleted: 'A job was deleted',
        user_assigned_to_job: 'Someone was assigned to a job',
        user_unassigned_from_job: 'Someone was taken off a job',
        job_type_created: 'A job type was created',
        job_created: 'A job was created',
        job_status_changed: "A job's status changed",
        project_created: 'A project was created',
        project_deleted: 'A project was deleted',
        project_details_changed: "A project's details changed",
        user_assigned: 'Someone was assigned',
        user_confirm_attendance: 'Someone confirmed attendance',
        forgot_password: 'A password reset was asked for',
      },
      deliveries: {
        notification: 'In app',
        email: 'Email',
        push: 'Push',
        SMS: 'SMS',
      },
    },
  },
};
