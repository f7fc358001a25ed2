/** English strings of the dashboard: the default and fallback language. */
export const en = {
  dashboard: {
    greeting: 'Hello, {{name}}',
    roleAt: '{{role}} at {{instance}}',
    appsTitle: 'Your apps',
    noApps: 'No apps are switched on for your role yet.',
    cards: {
      jobs: 'Plan, assign and follow jobs in the field.',
      projects: 'Group jobs by site or customer.',
      users: 'Invite staff and clients, manage roles.',
      reports: 'Export and review what was answered.',
      files: 'Documents and photos of your jobs.',
      shifts: 'Who works where, day by day.',
      games: 'Training games for your team.',
      skills: 'Skills of people, jobs and projects.',
      automations: 'Rules that act when jobs change.',
    },
  },
};
