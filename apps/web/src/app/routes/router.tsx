import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Action } from '@fieldwork/contracts';
import { RequireAction } from '../access/RequireAction';
import { FullPageLoader } from '../../components/FullPageLoader';
import { ServerErrorScreen } from '../../features/errors/ServerErrorScreen';
import { RootLayout } from './RootLayout';
import { RouteCrash } from './RouteCrash';
import { RootRedirect, SignedOutOnly } from './RedirectBySession';
import type { Catalogue } from '../i18n/catalogues';
import { loadCatalogues } from '../i18n/i18n';
import { attachmentsCatalogue } from '../../components/attachments/locales';
import { gridCatalogue } from '../../components/grid/locales';
import { pickersCatalogue } from '../../components/pickers/locales';
import { uploadCatalogue } from '../../components/upload/locales';
import { accountsCatalogue } from '../../features/accounts/locales';
import { ANSWERING_CATALOGUES } from '../../features/answering/catalogues';
import { authCatalogue } from '../../features/auth/locales';
import { blueprintsCatalogue } from '../../features/blueprints/locales';
import { dashboardCatalogue } from '../../features/dashboard/locales';
import { filesCatalogue } from '../../features/files/locales';
import { jobStatusesCatalogue } from '../../components/jobStatuses/locales';
import { jobsCatalogue } from '../../features/jobs/locales';
import { jobTypeEditorCatalogue } from '../../features/jobTypes/editor/locales';
import { jobTypesCatalogue } from '../../features/jobTypes/locales';
import { legalCatalogue } from '../../features/legal/locales';
import { mailsCatalogue } from '../../features/mails/locales';
import { notificationsCatalogue } from '../../features/notifications/locales';
import { profileCatalogue } from '../../features/profile/locales';
import { PROJECT_FIELDS_SECTION_CATALOGUES } from '../../features/projectFields/catalogues';
import { projectFieldsCatalogue } from '../../features/projectFields/locales';
import { projectsCatalogue } from '../../features/projects/locales';
import { settingsCatalogue } from '../../features/settings/locales';
import { skillsCatalogue } from '../../features/skills/locales';
import { usersCatalogue } from '../../features/users/locales';

/**
 * A lazy route whose chunk and translation catalogues load side by side (the catalogues in the
 * user's language only), so a screen never shows before its strings and no fetch waits for another.
 * apps/web/scripts/measure-bundle.mjs counts the catalogues of /auth and /dashboard: keep it in step.
 */
function withCatalogues<T>(catalogues: Catalogue[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogues(catalogues)]).then(([route]) => route);
}

// Each feature and layout is its own chunk: the first load carries only the shell's essentials.
// The main layout carries the notification bell, hence its catalogue.
const mainLayout = withCatalogues([notificationsCatalogue], () => import('../shell/MainLayout').then((m) => ({ Component: m.MainLayout })));
const authLayout = () => import('../shell/AuthLayout').then((m) => ({ Component: m.AuthLayout }));
const bareLayout = () => import('../shell/BareLayout').then((m) => ({ Component: m.BareLayout }));
const terms = withCatalogues([legalCatalogue], () => import('../../features/legal/TermsScreen').then((m) => ({ Component: m.TermsScreen })));
/** The account pages: each its own chunk (a phone opens them from a mail), sharing one catalogue. */
const accountPage = <T,>(load: () => Promise<T>) => withCatalogues([accountsCatalogue], load);
const publicAnswer = withCatalogues(ANSWERING_CATALOGUES, () =>
  import('../../features/answering/PublicAnswerScreen').then((m) => ({ Component: m.PublicAnswerScreen })),
);
const notAvailable = () => import('../../features/errors/NotAvailableScreen').then((m) => ({ Component: m.NotAvailableScreen }));

/**
 * What the user editor shows (on /users/:id and /profile): its fields pick people and upload
 * files, and a client's companies and projects are chosen in the projects' steps.
 */
const userEditorCatalogues = [usersCatalogue, pickersCatalogue, uploadCatalogue, projectsCatalogue];

/** A job type's settings pick its required skills. */
const jobTypeSettingsCatalogues = [jobTypesCatalogue, pickersCatalogue];

/** Spec screens that are not built yet: each renders an honest "not available yet" page. */
export const NOT_BUILT_MAIN_PATHS = [
  'dashboard_old',
  'settings/general',
  'settings/sendgrid',
  'settings/microsoft_sso',
  'settings/automations',
  'games',
  'games/:id',
  'workers',
  'worker/view/*',
  'automation_logs/:id',
  'instances',
  'reports',
  'reports/:id',
  'shifts',
  'shifts/mini',
  'shiftview/load/:id',
];

/**
 * Screens only some may open, built or not, and the action the policy asks for each: the same
 * answer the menus and the server give. The rest open to everyone signed in.
 */
export const SCREEN_ACTIONS: Record<string, Action> = {
  settings: 'settings.view',
  'settings/apps': 'settings.view',
  'settings/project-fields': 'projectField.define',
  'settings/statuses': 'jobSettings.manage',
  'settings/security': 'jobSettings.manage',
  'settings/skills': 'skill.manage',
  'settings/blueprints': 'blueprintSettings.manage',
  'settings/microsoft_sso': 'microsoftSso.manage',
  'settings/automations': 'automation.manage',
  files: 'files.browse',
  'jobs/:id?/:dialog?': 'job.list',
  users: 'user.list',
  projects: 'project.list',
  'project/view/:id/:dialog?': 'project.read',
  'job_type/editor/:id': 'jobType.manage',
  'job_type/settings/:id': 'jobType.manage',
  'job_type/new': 'jobType.manage',
  games: 'games.play',
  'games/:id': 'games.play',
  shifts: 'shiftView.open',
  workers: 'worker.view',
  'worker/view/*': 'worker.view',
  instances: 'instance.manage',
};

/** Puts a screen that asks an action under RequireAction, which renders it or says why not. */
function guarded(route: RouteObject): RouteObject {
  const action = route.path ? SCREEN_ACTIONS[route.path] : undefined;
  return action ? { element: <RequireAction action={action} />, children: [route] } : route;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteCrash />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, Component: RootRedirect },
      {
        lazy: bareLayout,
        children: [
          // The public questionnaire (spec 1 section 2.1): answered through a signed link, with no account.
          ...['job_type/answer/:token', 'answer/:token/:projectId'].map((path) => ({ path, lazy: publicAnswer })),
          ...['create_installation', 'instance_reminder'].map((path) => ({ path, lazy: notAvailable })),
        ],
      },
      { path: 'webhooks', lazy: notAvailable },
      { path: 'google_login/*', lazy: notAvailable },
      {
        lazy: authLayout,
        children: [
          {
            Component: SignedOutOnly,
            children: [
              {
                path: 'auth',
                lazy: withCatalogues([authCatalogue], () => import('../../features/auth/LoginScreen').then((m) => ({ Component: m.LoginScreen }))),
              },
            ],
          },
          // Open signed in too: an invitation or reset link may be followed in a browser someone is signed into.
          { path: 'signup', lazy: accountPage(() => import('../../features/accounts/SignupScreen').then((m) => ({ Component: m.SignupScreen }))) },
          {
            path: 'custom_signup',
            lazy: accountPage(() => import('../../features/accounts/SignupScreen').then((m) => ({ Component: m.CustomSignupScreen }))),
          },
          {
            path: 'forgot_password',
            lazy: accountPage(() => import('../../features/accounts/ForgotPasswordScreen').then((m) => ({ Component: m.ForgotPasswordScreen }))),
          },
          {
            path: 'reset_password',
            lazy: accountPage(() => import('../../features/accounts/ResetPasswordScreen').then((m) => ({ Component: m.ResetPasswordScreen }))),
          },
          { path: 'privacy_and_tou', lazy: terms },
          {
            path: 'error',
            lazy: () => import('../../features/errors/SettingsLoadErrorScreen').then((m) => ({ Component: m.SettingsLoadErrorScreen })),
          },
        ],
      },
      {
        lazy: mainLayout,
        children: [
          {
            path: 'dashboard',
            lazy: withCatalogues([dashboardCatalogue, jobStatusesCatalogue], () =>
              import('../../features/dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })),
            ),
          },
          {
            path: 'profile',
            lazy: withCatalogues([profileCatalogue, ...userEditorCatalogues], () =>
              import('../../features/profile/ProfileScreen').then((m) => ({ Component: m.ProfileScreen })),
            ),
          },
          {
            path: 'settings',
            lazy: withCatalogues([settingsCatalogue], () => import('../../features/settings/SettingsScreen').then((m) => ({ Component: m.SettingsScreen }))),
          },
          {
            path: 'settings/apps',
            lazy: withCatalogues([settingsCatalogue], () =>
              import('../../features/settings/AppsSettingsScreen').then((m) => ({ Component: m.AppsSettingsScreen })),
            ),
          },
          {
            path: 'settings/statuses',
            lazy: withCatalogues([settingsCatalogue, jobStatusesCatalogue], () =>
              import('../../features/settings/jobs/StatusesSettingsScreen').then((m) => ({ Component: m.StatusesSettingsScreen })),
            ),
          },
          {
            path: 'settings/security',
            lazy: withCatalogues([settingsCatalogue], () =>
              import('../../features/settings/jobs/SecuritySettingsScreen').then((m) => ({ Component: m.SecuritySettingsScreen })),
            ),
          },
          {
            path: 'settings/skills',
            lazy: withCatalogues([skillsCatalogue, gridCatalogue, pickersCatalogue], () =>
              import('../../features/skills/SkillsSettingsScreen').then((m) => ({ Component: m.SkillsSettingsScreen })),
            ),
          },
          {
            path: 'settings/blueprints',
            lazy: withCatalogues([blueprintsCatalogue], () =>
              import('../../features/blueprints/settings/BlueprintSettingsScreen').then((m) => ({ Component: m.BlueprintSettingsScreen })),
            ),
          },
          {
            path: 'settings/project-fields',
            lazy: withCatalogues([projectFieldsCatalogue], () =>
              import('../../features/projectFields/ProjectFieldDefinitionsScreen').then((m) => ({ Component: m.ProjectFieldDefinitionsScreen })),
            ),
          },
          { path: 'tos', lazy: terms },
          // Already in the first load: the crash boundary shows it when /error/500 itself fails.
          { path: 'error/500', Component: ServerErrorScreen },
          {
            path: 'files',
            lazy: withCatalogues([filesCatalogue, gridCatalogue, pickersCatalogue, uploadCatalogue, attachmentsCatalogue], () =>
              import('../../features/files/FilesScreen').then((m) => ({ Component: m.FilesScreen })),
            ),
          },
          {
            // One route for the list, a job in its panel and the panel's dialog: opening a job keeps the list mounted.
            path: 'jobs/:id?/:dialog?',
            lazy: withCatalogues([jobsCatalogue, jobStatusesCatalogue, gridCatalogue, pickersCatalogue, blueprintsCatalogue], () =>
              import('../../features/jobs/JobsScreen').then((m) => ({ Component: m.JobsScreen })),
            ),
          },
          {
            path: 'users',
            lazy: withCatalogues([usersCatalogue, gridCatalogue, pickersCatalogue], () =>
              import('../../features/users/UsersScreen').then((m) => ({ Component: m.UsersScreen })),
            ),
          },
          {
            path: 'users/:id',
            lazy: withCatalogues(userEditorCatalogues, () => import('../../features/users/UserEditorScreen').then((m) => ({ Component: m.UserEditorScreen }))),
          },
          {
            path: 'projects',
            lazy: withCatalogues([projectsCatalogue, gridCatalogue, pickersCatalogue], () =>
              import('../../features/projects/ProjectsScreen').then((m) => ({ Component: m.ProjectsScreen })),
            ),
          },
          {
            // The location dialog (/project/view/{id}/location) is its own chunk, with the map.
            path: 'project/view/:id/:dialog?',
            lazy: withCatalogues([projectsCatalogue, ...PROJECT_FIELDS_SECTION_CATALOGUES], () =>
              import('../../features/projects/ProjectViewScreen').then((m) => ({ Component: m.ProjectViewScreen })),
            ),
          },
          {
            path: 'job_type/editor/:id',
            // The preview pane is the questionnaire screen (the answering catalogue); the icons' names are the job types catalogue's.
            lazy: withCatalogues([jobTypeEditorCatalogue, jobTypesCatalogue, ...ANSWERING_CATALOGUES], () =>
              import('../../features/jobTypes/editor/JobTypeEditorScreen').then((m) => ({ Component: m.JobTypeEditorScreen })),
            ),
          },
          {
            path: 'job_type/settings/:id',
            lazy: withCatalogues(jobTypeSettingsCatalogues, () =>
              import('../../features/jobTypes/settings/JobTypeSettingsScreen').then((m) => ({ Component: m.JobTypeSettingsScreen })),
            ),
          },
          {
            path: 'job_type/new',
            lazy: withCatalogues(jobTypeSettingsCatalogues, () =>
              import('../../features/jobTypes/settings/NewJobTypeScreen').then((m) => ({ Component: m.NewJobTypeScreen })),
            ),
          },
          {
            path: 'mails',
            lazy: withCatalogues([mailsCatalogue], () => import('../../features/mails/MailsScreen').then((m) => ({ Component: m.MailsScreen }))),
          },
          ...NOT_BUILT_MAIN_PATHS.map((path) => ({ path, lazy: notAvailable })),
        ].map(guarded),
      },
      { path: '*', lazy: () => import('../../features/errors/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
