import { z } from 'zod';

/** Instance security flags (spec 1 section 3, spec 2 section 6). */
export const securityFlagsSchema = z.object({
  allowInspectorDuplicate: z.boolean(),
  allowErase: z.boolean(),
  allowChangeStatus: z.boolean(),
  allowInspectorAssign: z.boolean(),
  allowInspectorManageProjects: z.boolean(),
  hideSkillsFromInspector: z.boolean(),
});
export type SecurityFlags = z.infer<typeof securityFlagsSchema>;

export const DEFAULT_SECURITY_FLAGS: SecurityFlags = {
  allowInspectorDuplicate: true,
  allowErase: true,
  allowChangeStatus: true,
  allowInspectorAssign: true,
  allowInspectorManageProjects: true,
  hideSkillsFromInspector: false,
};
