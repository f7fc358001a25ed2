import { DEFAULT_SECURITY_FLAGS, TOGGLE_KEYS, type Bootstrap, type Role, type ToggleKey, type UserProfile } from '@fieldwork/contracts';

export function togglesWith(active: readonly ToggleKey[]) {
  return TOGGLE_KEYS.map((toggleId) => ({ toggleId, isActive: active.includes(toggleId) }));
}

export function makeBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    instanceId: 'inst-1',
    instanceName: 'Demo',
    isMainHost: true,
    authenticated: true,
    blueprintSettings: { ratio: 360, systemUnit: 'Meters' },
    branding: { primary: { color: { hex: '#0083c9' } }, review: null },
    companyName: 'Demo Inspections',
    settings: { logo: null, default_language: 'en' },
    menu: {},
    host: 'localhost',
    timezone: 'Asia/Jerusalem',
    security: { ...DEFAULT_SECURITY_FLAGS },
    secondaryLogoUrl: null,
    allowedStatuses: null,
    statusOrder: [],
    toggles: togglesWith(['files', 'projects', 'skills', 'blueprints', 'client']),
    projectFields: [],
    shiftViewByDay: { byDay: false },
    defaultJobSort: 'created_at',
    defaultFilterViews: {},
    statusTranslations: {},
    logoUrl: null,
    emailSenderName: 'Demo',
    notifications: [],
    allDay: { start: '00:00', end: '23:59' },
    googleDriveCode: null,
    customTranslations: {},
    userFields: [],
    customStatuses: [],
    ...overrides,
  };
}

export function makeUser(role: Role = 'business_admin', overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    _id: 'u-1',
    email: 'admin@demo.test',
    name: { first: 'Dana', last: 'Levi' },
    role,
    imgUrl: null,
    avatar: null,
    inTraining: false,
    greenMark: false,
    acceptedLocation: null,
    banned: false,
    confirmed: true,
    verified: true,
    valid: true,
    canManageSkills: role === 'business_admin' || role === 'sys_admin',
    skills: [],
    companies: [],
    client_projects: [],
    projects: {},
    recent_jobs: {},
    notifications: [],
    files: [],
    language: 'en',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
