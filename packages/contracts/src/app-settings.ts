import type { z } from 'zod';
import { skillsAppSettingsSchema } from './skills';
import type { ToggleKey } from './toggles';

/**
 * The apps whose settings (POST /v2/apps/{toggleId}/settings) have keys the server reads: each
 * declared key is checked against its schema when saved, other keys are kept as sent.
 */
export const APP_SETTINGS_SCHEMAS: Partial<Record<ToggleKey, z.ZodType<Record<string, unknown>>>> = {
  skills: skillsAppSettingsSchema,
};
