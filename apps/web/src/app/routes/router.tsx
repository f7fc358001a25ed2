import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Action } from '@fieldwork/contracts';
import { RequireAction } from '../access/RequireAction';
import { FullPageLoader } from '../../components/FullPageLoader';
import { ServerErrorScreen } from '../../features/errors/ServerErrorScreen';
import { RootLayout } from './RootLayout';
import { RouteCrash } from './RouteCrash';
import { RootRedirect, SignedOutOnly } from './RedirectBySession';

// Each feature and layout is its own chunk: the first load carries only the shell's essentials.
const mainLayout = () => import('../shell/MainLayout').then((m) => ({ Component: m.MainLayout }));
const authLayout = () => import('../shell/AuthLayout').then((m) => ({ Component: m.AuthLayout }));
const bareLayout = () => import('../shell/BareLayout').then((m) => ({ Component: m.BareLayout }));
const notAvailable = () => import('../../features/errors/NotAvailableScreen').then((m) => ({ Component: m.NotAvailableScreen }));

/** Spec screens that are not built yet: each renders an honest "not available yet" page. */
export const NOT_BUILT_MAIN_PATHS = [
  'dashboard_old',
  'settings/general',
  'settings/skills',
  'settings/blueprints',
  'settings/sendgrid',
  'settings/microsoft_sso',
  'settings/automations',
  'users',
  'users/:id',
  'projects',
  'project/view/:id/:dialog?',
  'job_type/editor/:id',
  'job_type/settings/:id',
  'job_type/new',
  'jobs/:id?/:dialog?',
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
  'settings/skills': 'skill.manage',
  'settings/blueprints': 'blueprintSettings.manage',
  'settings/microsoft_sso': 'microsoftSso.manage',
  'settings/automations': 'automation.manage',
  files: 'files.browse',
  users: 'user.list',
  projects: 'project.list',
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
        children: ['job_type/answer/:id', 'answer/:id/:projectId', 'create_installation', 'instance_reminder'].map(
          (path) => ({ path, lazy: notAvailable }),
        ),
      },
      { path: 'webhooks', lazy: notAvailable },
      { path: 'google_login/*', lazy: notAvailable },
      {
        lazy: authLayout,
        children: [
          {
            Component: SignedOutOnly,
            children: [{ path: 'auth', lazy: () => import('../../features/auth/LoginScreen').then((m) => ({ Component: m.LoginScreen })) }],
          },
          ...['signup', 'custom_signup', 'forgot_password', 'reset_password'].map((path) => ({ path, lazy: notAvailable })),
          { path: 'privacy_and_tou', lazy: () => import('../../features/legal/TermsScreen').then((m) => ({ Component: m.TermsScreen })) },
          {
            path: 'error',
            lazy: () => import('../../features/errors/SettingsLoadErrorScreen').then((m) => ({ Component: m.SettingsLoadErrorScreen })),
          },
        ],
      },
      {
        lazy: mainLayout,
        children: [
          { path: 'dashboard', lazy: () => import('../../features/dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })) },
          { path: 'profile', lazy: () => import('../../features/profile/ProfileScreen').then((m) => ({ Component: m.ProfileScreen })) },
          { path: 'settings', lazy: () => import('../../features/settings/SettingsScreen').then((m) => ({ Component: m.SettingsScreen })) },
          {
            path: 'settings/apps',
            lazy: () => import('../../features/settings/AppsSettingsScreen').then((m) => ({ Component: m.AppsSettingsScreen })),
          },
          { path: 'tos', lazy: () => import('../../features/legal/TermsScreen').then((m) => ({ Component: m.TermsScreen })) },
          // Already in the first load: the crash boundary shows it when /error/500 itself fails.
          { path: 'error/500', Component: ServerErrorScreen },
          { path: 'files', lazy: () => import('../../features/files/FilesScreen').then((m) => ({ Component: m.FilesScreen })) },
          { path: 'mails', lazy: () => import('../../features/mails/MailsScreen').then((m) => ({ Component: m.MailsScreen })) },
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
