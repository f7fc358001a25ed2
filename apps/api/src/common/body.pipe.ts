import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses a body with its contracts schema. A refusal says its first problem in the catalogue's
 * words as the message ('Project name is required', 'Unknown question type: 99'), which forms
 * show under the field; `details` lists every problem with its path.
 */
export class BodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const details = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
    throw new AppError('validation_failed', details[0]?.message ?? 'Invalid request', details);
  }
}
