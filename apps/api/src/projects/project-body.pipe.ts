import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppError } from '../common/app-error';

/**
 * Parses a project body with its contracts schema. A refusal says its first problem in the
 * catalogue's words as the message ('Project name is required'), which the wizard shows under
 * the field (spec 1 sections 5 and 8); `details` lists every problem with its path.
 */
export class ProjectBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    throw new AppError('validation_failed', details[0]?.message ?? 'Invalid request', details);
  }
}
