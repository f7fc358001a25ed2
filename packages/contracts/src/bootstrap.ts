import { z } from 'zod';
import { securityFlagsSchema, DEFAULT_SECURITY_FLAGS } from './security';
import { TOGGLE_KEYS } from './toggles';
import { JOB_STATUSES } from './statuses';
import { projectFieldDefinitionsFrom, projectFieldDefinitionsSchema } from './project-fields';
import { DEFAULT_USER_FIELDS, userFieldsSchema } from './user-fields';

export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'en';
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['he'];
export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

export const DEFAULT_PRIMARY_COLOR = '#0083c9';
export const DEFAULT_TIMEZONE = 'Asia/Jerusalem';
export const DEFAULT_JOB_SORT = 'created_at';
/** Blueprint scale: pixels per unit (spec 3 section 3). */
export const DEFAULT_BLUEPRINT_RATIO = 360;

const colorSchema = z.object({ color: z.object({ hex: z.string() }) });

export const toggleStateSchema = z.object({ toggleId: z.enum(TOGGLE_KEYS), isActive: z.boolean() });
/** GET /v2/apps/toggles: every app and whether it is on. */
export const toggleListSchema = z.array(toggleStateSchema);

/** GET /v2/apps/bootstrap: every setting of spec 1 section 3, anonymous or signed in. */
export const bootstrapSchema = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  /** True on the main host, where sys_admin's cross-instance screens live. */
  isMainHost: z.boolean(),
  authenticated: z.boolean(),
  blueprintSettings: z.object({ ratio: z.number(), systemUnit: z.enum(['Meters', 'Inches']) }),
  branding: z.object({ primary: colorSchema, review: colorSchema.nullable() }),
  companyName: z.string(),
  settings: z.object({ logo: z.string().nullable(), default_language: z.enum(LANGUAGES) }),
  menu: z.record(z.string(), z.string()),
  host: z.string(),
  timezone: z.string(),
  security: securityFlagsSchema,
  secondaryLogoUrl: z.string().nullable(),
  allowedStatuses: z.record(z.string(), z.boolean()).nullable(),
  statusOrder: z.array(z.string()),
  toggles: z.array(toggleStateSchema),
  /** The project field definitions (spec 3 section 3), for signed-in users; anonymous visitors get none. */
  projectFields: projectFieldDefinitionsSchema,
  /** Hidden project fields are left out for admins too, instead of shown dimmed (spec 3 section 4). */
  projectFieldsTurnOffHidden: z.boolean(),
  shiftViewByDay: z.object({ byDay: z.boolean() }),
  defaultJobSort: z.string(),
  defaultFilterViews: z.record(z.string(), z.unknown()),
  statusTranslations: z.record(z.string(), z.record(z.string(), z.string())),
  logoUrl: z.string().nullable(),
  emailSenderName: z.string(),
  notifications: z.array(z.string()),
  allDay: z.object({ start: z.string(), end: z.string() }),
  googleDriveCode: z.string().nullable(),
  customTranslations: z.record(z.string(), z.record(z.string(), z.string())),
  userFields: userFieldsSchema,
  customStatuses: z.array(z.object({ name: z.string(), color: z.string() })),
  /**
   * The deployment's map services (not an instance setting): a tile URL template
   * ({z}/{x}/{y}, optionally {s}) and a Nominatim-compatible geocoder's base URL.
   */
  maps: z.object({ tileUrl: z.string(), geocoderUrl: z.string() }),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

/**
 * Instance settings as stored: every key optional. `withSettingDefaults` fills the gaps so that a
 * new instance and an old one read the same.
 */
export const instanceSettingsSchema = z
  .object({
    blueprintSettings: bootstrapSchema.shape.blueprintSettings,
    branding: bootstrapSchema.shape.branding,
    companyName: z.string(),
    default_language: z.enum(LANGUAGES),
    logoUrl: z.string().nullable(),
    secondaryLogoUrl: z.string().nullable(),
    menu: z.record(z.string(), z.string()),
    timezone: z.string(),
    security: securityFlagsSchema.partial(),
    allowedStatuses: z.record(z.string(), z.boolean()).nullable(),
    statusOrder: z.array(z.string()),
    projectFields: projectFieldDefinitionsSchema,
    projectFieldsTurnOffHidden: z.boolean(),
    shiftViewByDay: z.object({ byDay: z.boolean() }),
    defaultJobSort: z.string(),
    defaultFilterViews: z.record(z.string(), z.unknown()),
    statusTranslations: z.record(z.string(), z.record(z.string(), z.string())),
    emailSenderName: z.string(),
    notifications: z.array(z.string()),
    allDay: z.object({ start: z.string(), end: z.string() }),
    googleDriveCode: z.string().nullable(),
    customTranslations: z.record(z.string(), z.record(z.string(), z.string())),
    userFields: userFieldsSchema,
    customStatuses: z.array(z.object({ name: z.string(), color: z.string() })),
  })
  .partial();
export type InstanceSettings = z.infer<typeof instanceSettingsSchema>;

export type ResolvedSettings = Required<Omit<InstanceSettings, 'security'>> & {
  security: z.infer<typeof securityFlagsSchema>;
};

/** Stored settings with every default filled in (spec 1 sections 1, 3 and 9). */
export function withSettingDefaults(stored: InstanceSettings, instanceName: string): ResolvedSettings {
  return {
    blueprintSettings: stored.blueprintSettings ?? { ratio: DEFAULT_BLUEPRINT_RATIO, systemUnit: 'Meters' },
    branding: stored.branding ?? { primary: { color: { hex: DEFAULT_PRIMARY_COLOR } }, review: null },
    companyName: stored.companyName ?? instanceName,
    default_language: stored.default_language ?? DEFAULT_LANGUAGE,
    logoUrl: stored.logoUrl ?? null,
    secondaryLogoUrl: stored.secondaryLogoUrl ?? null,
    menu: stored.menu ?? {},
    timezone: stored.timezone ?? DEFAULT_TIMEZONE,
    security: { ...DEFAULT_SECURITY_FLAGS, ...stored.security },
    allowedStatuses: stored.allowedStatuses ?? null,
    statusOrder: stored.statusOrder ?? [...JOB_STATUSES],
    projectFields: projectFieldDefinitionsFrom(stored.projectFields ?? []),
    projectFieldsTurnOffHidden: stored.projectFieldsTurnOffHidden ?? false,
    shiftViewByDay: stored.shiftViewByDay ?? { byDay: false },
    defaultJobSort: stored.defaultJobSort ?? DEFAULT_JOB_SORT,
    defaultFilterViews: stored.defaultFilterViews ?? {},
    statusTranslations: stored.statusTranslations ?? {},
    emailSenderName: stored.emailSenderName ?? stored.companyName ?? instanceName,
    notifications: stored.notifications ?? [],
    allDay: stored.allDay ?? { start: '00:00', end: '23:59' },
    googleDriveCode: stored.googleDriveCode ?? null,
    customTranslations: stored.customTranslations ?? {},
    userFields: stored.userFields ?? [...DEFAULT_USER_FIELDS],
    customStatuses: stored.customStatuses ?? [],
  };
}

/** PUT /v2/apps/toggles/{id} body. */
export const toggleUpdateSchema = z.object({ isActive: z.boolean() });

/**
 * Setting names that hold secrets (API keys, client secrets, passwords, tokens). Their values are
 * write-only: stored, never sent back to any client, shown only as set or not set.
 */
export function isSecretSettingKey(key: string): boolean {
  return /(secret|password|passwd|token|api_?key|private_?key|credential)/i.test(key);
}

/** GET and POST /v2/apps/{toggleId}/settings: one app's state, its settings, and which secrets are set. */
export const appSettingsSchema = z.object({
  toggleId: z.enum(TOGGLE_KEYS),
  isActive: z.boolean(),
  /** Every setting but the secrets. */
  settings: z.record(z.string(), z.unknown()),
  /** Each stored secret's name: true when it is set. Its value is never sent. */
  secrets: z.record(z.string(), z.boolean()),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/**
 * POST /v2/apps/{toggleId}/settings body: the settings to keep. A secret given a string is set,
 * given null is removed, and left out is kept as it is (the client never has its value).
 */
export const appSettingsBodySchema = z.object({ settings: z.record(z.string(), z.unknown()) });
