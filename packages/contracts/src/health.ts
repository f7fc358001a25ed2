import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['postgres', 'pglite']) }),
  redis: z.object({ status: z.enum(['up', 'down', 'not_configured']) }),
  storage: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['local', 's3']) }).optional(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
