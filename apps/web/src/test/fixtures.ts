import {
  DEFAULT_SECURITY_FLAGS,
  TOGGLE_KEYS,
  type Asset,
  type Bootstrap,
  type Role,
  type ToggleKey,
  type UserProfile,
} from '@fieldwork/contracts';

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
    projectFieldsTurnOffHidden: false,
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
    maps: { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', geocoderUrl: 'https://geocoder.test' },
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
    // Not chosen yet, as a new account: the stored choice or the instance default applies.
    language: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A photo owned and uploaded by makeUser()'s user (u-1), with signed links. */
export function makeAsset(id: string, name: string, overrides: Partial<Asset> = {}): Asset {
  return {
    _id: id, assetId: id, originalName: name, extension: name.split('.').pop()!, mimeType: 'image/jpeg', size: 204_800,
    Location: `/v2/asset/download/${id}?key=k&v=1`, thumbnailUrl: `/v2/asset/download/${id}?size=thumbnail&key=k&v=1`,
    previewUrl: `/v2/asset/download/${id}?size=message&key=k&v=1`,
    isVideo: false, measurements: null, rotation: 0, pages: null, owner: 'u-1', uploadedBy: 'u-1', uploadedByName: 'Dana Levi', target: 'attachment', targetId: null, private: false,
    created_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}
