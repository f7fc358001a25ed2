/** Catalogue key of the top bar title for a path: the longest matching prefix wins. */
const TITLES: [prefix: string, key: string][] = [
  ['/settings/apps', 'titles.settingsApps'],
  ['/settings/skills', 'menu.skills'],
  ['/settings/automations', 'titles.automations'],
  ['/settings/blueprints', 'menu.blueprints'],
  ['/settings/microsoft_sso', 'menu.microsoftSso'],
  ['/settings', 'titles.settings'],
  ['/dashboard', 'titles.dashboard'],
  ['/profile', 'titles.profile'],
  ['/jobs', 'titles.jobs'],
  ['/projects', 'titles.projects'],
  ['/project/view', 'titles.projects'],
  ['/users', 'titles.users'],
  ['/reports', 'titles.reports'],
  ['/files', 'titles.files'],
  ['/mails', 'titles.mails'],
  ['/games', 'titles.games'],
  ['/shifts', 'titles.shifts'],
  ['/shiftview', 'titles.shifts'],
  ['/workers', 'titles.workers'],
  ['/worker/view', 'titles.workers'],
  ['/instances', 'titles.instances'],
  ['/job_type', 'titles.jobTypes'],
  ['/automation_logs', 'titles.automations'],
  ['/tos', 'titles.terms'],
  ['/error', 'titles.error'],
];

export function pageTitleKey(pathname: string): string | null {
  const match = TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : null;
}
