/** The settings sections of the admin landing page, in order; only the live ones open a screen. */
export const SETTINGS_SECTIONS = [
  { key: 'general', path: '/settings/general', live: false },
  { key: 'apps', path: '/settings/apps', live: true },
  { key: 'statuses', path: '/settings/statuses', live: true },
  { key: 'security', path: '/settings/security', live: true },
  { key: 'projectFields', path: '/settings/project-fields', live: true },
  { key: 'skills', path: '/settings/skills', live: true },
  { key: 'blueprints', path: '/settings/blueprints', live: true },
  { key: 'sendgrid', path: '/settings/sendgrid', live: false },
  { key: 'microsoft_sso', path: '/settings/microsoft_sso', live: false },
  { key: 'automations', path: '/settings/automations', live: false },
] as const;
