import { describe, expect, it } from 'vitest';
import { DEFAULT_SECURITY_FLAGS, JOB_STATUSES, withSettingDefaults } from '../src';

describe('withSettingDefaults', () => {
  const resolved = withSettingDefaults({}, 'Acme Field');

  it('fills the defaults of a new instance', () => {
    expect(resolved.branding.primary.color.hex).toBe('#0083c9');
    expect(resolved.branding.review).toBeNull();
    expect(resolved.default_language).toBe('en');
    expect(resolved.timezone).toBe('Asia/Jerusalem');
    expect(resolved.defaultJobSort).toBe('created_at');
    expect(resolved.blueprintSettings).toEqual({ ratio: 360, systemUnit: 'Meters' });
    expect(resolved.security).toEqual(DEFAULT_SECURITY_FLAGS);
    expect(resolved.statusOrder).toEqual([...JOB_STATUSES]);
    expect(resolved.allDay).toEqual({ start: '00:00', end: '23:59' });
    expect(resolved.shiftViewByDay).toEqual({ byDay: false });
  });

  it('names the company and the mail sender after the instance', () => {
    expect(resolved.companyName).toBe('Acme Field');
    expect(resolved.emailSenderName).toBe('Acme Field');
    expect(withSettingDefaults({ companyName: 'Acme Ltd' }, 'acme').emailSenderName).toBe('Acme Ltd');
  });

  it('leaves nothing undefined', () => {
    expect(Object.entries(resolved).filter(([, value]) => value === undefined)).toEqual([]);
  });

  it('keeps every stored value', () => {
    const stored = {
      blueprintSettings: { ratio: 72, systemUnit: 'Inches' as const },
      default_language: 'he' as const,
      timezone: 'Europe/London',
      defaultJobSort: 'startDate',
      emailSenderName: 'Dispatch',
      statusOrder: ['done', 'open'],
    };
    expect(withSettingDefaults(stored, 'acme')).toMatchObject(stored);
  });

  it('merges stored security flags over the defaults one by one', () => {
    const security = withSettingDefaults({ security: { allowErase: false } }, 'acme').security;
    expect(security).toEqual({ ...DEFAULT_SECURITY_FLAGS, allowErase: false });
  });

  it('does not hand out shared default objects', () => {
    const a = withSettingDefaults({}, 'a');
    a.menu.jobs = 'Tasks';
    a.statusOrder.push('extra');
    const b = withSettingDefaults({}, 'b');
    expect(b.menu).toEqual({});
    expect(b.statusOrder).toEqual([...JOB_STATUSES]);
  });
});
