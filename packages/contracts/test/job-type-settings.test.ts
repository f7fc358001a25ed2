import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_TYPE_SETTINGS, jobTypeCreateBodySchema, jobTypeSettingsSchema, jobTypeUpdateBodySchema, mayCreateJobsOf } from '../src';

describe('job type settings', () => {
  it('a change sends only what it changes: no default is filled in, so merging keeps the other settings', () => {
    expect(jobTypeUpdateBodySchema.parse({ settings: { isDisabled: true } })).toEqual({ settings: { isDisabled: true } });
    expect(jobTypeCreateBodySchema.parse({ title: 'Fire check', settings: { answerLocation: true } }).settings).toEqual({ answerLocation: true });
    const current = jobTypeSettingsSchema.parse({ description: 'Yearly', answerLocation: true });
    const merged = jobTypeSettingsSchema.parse({ ...current, ...jobTypeUpdateBodySchema.parse({ settings: { isDisabled: true } }).settings });
    expect(merged).toEqual({ ...DEFAULT_JOB_TYPE_SETTINGS, description: 'Yearly', answerLocation: true, isDisabled: true });
  });

  it('a change is checked as the settings are', () => {
    expect(jobTypeUpdateBodySchema.safeParse({ settings: { isDisabled: 'yes' } }).success).toBe(false);
    expect(jobTypeUpdateBodySchema.safeParse({ settings: { previewSettings: [{ value: 'q1', sequence: 0 }] } }).success).toBe(false);
  });

  it('staff create jobs of every job type unless their entry says no; clients only when theirs says yes', () => {
    expect(mayCreateJobsOf(DEFAULT_JOB_TYPE_SETTINGS, 'inspector')).toBe(true);
    expect(mayCreateJobsOf(DEFAULT_JOB_TYPE_SETTINGS, 'client')).toBe(false);
    expect(mayCreateJobsOf({ permissions: { client: { create: true }, inspector: { create: false } } }, 'client')).toBe(true);
    expect(mayCreateJobsOf({ permissions: { inspector: { create: false } } }, 'inspector')).toBe(false);
  });
});
