import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysTo,
  DEFAULT_SKILL_CLOSE_WINDOW_DAYS,
  nextSkillDates,
  SKILL_EXPIRATION,
  SKILL_EXPIRATION_COLORS,
  skillCloseWindowDays,
  skillCreateBodySchema,
  skillExpirationBodySchema,
  skillExpirationStatus,
  skillRequirementsBodySchema,
  skillsAppSettingsSchema,
  todayIn,
  userSkillsBodySchema,
} from '../src';

const { expired, closeToExpire, notExpired, permanent } = SKILL_EXPIRATION;
const status = (expiresOn: string | null, today: string, window = 30) => skillExpirationStatus(expiresOn, today, window).status;

/** A calendar day between 1990 and 2090 as YYYY-MM-DD. */
const day = fc.integer({ min: 0, max: 36_500 }).map((n) => addDaysTo('1990-01-01', n));
const windowDays = fc.integer({ min: 0, max: 365 });

describe('skillExpirationStatus around its thresholds', () => {
  it('is close to expire on the expiry date itself, expired from the day after', () => {
    expect(status('2026-05-10', '2026-05-09')).toBe(closeToExpire);
    expect(status('2026-05-10', '2026-05-10')).toBe(closeToExpire);
    expect(status('2026-05-10', '2026-05-11')).toBe(expired);
  });

  it('enters the window with exactly `window` days left, not one day earlier', () => {
    expect(status('2026-05-31', '2026-05-01', 30)).toBe(closeToExpire);
    expect(status('2026-05-31', '2026-04-30', 30)).toBe(notExpired);
    expect(status('2026-05-31', '2026-05-02', 30)).toBe(closeToExpire);
  });

  it('counts calendar days across months, leap days and years', () => {
    expect(status('2028-03-01', '2028-01-31', 30)).toBe(closeToExpire); // 30 days: February 2028 has 29
    expect(status('2027-03-03', '2027-01-31', 30)).toBe(notExpired); // 31 days
    expect(status('2027-01-01', '2026-12-31', 0)).toBe(notExpired);
    expect(status('2027-01-01', '2027-01-01', 0)).toBe(closeToExpire);
  });

  it('says permanent with no date, whatever the day', () => {
    fc.assert(fc.property(day, windowDays, (today, w) => {
      expect(skillExpirationStatus(null, today, w)).toEqual({ status: permanent, date: null });
    }));
  });

  it('carries the expiry date for every dated skill', () => {
    fc.assert(fc.property(day, day, windowDays, (expiresOn, today, w) => {
      expect(skillExpirationStatus(expiresOn, today, w).date).toBe(expiresOn);
    }));
  });

  it('is decided by the days left alone: expired below 0, close up to the window, valid beyond', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), windowDays, (today, left, w) => {
        const s = status(addDaysTo(today, left), today, w);
        expect(s).toBe(left < 0 ? expired : left <= w ? closeToExpire : notExpired);
      }),
    );
  });

  it('only moves towards expired as the days pass', () => {
    fc.assert(
      fc.property(day, day, fc.integer({ min: 1, max: 400 }), windowDays, (expiresOn, today, later, w) => {
        // Statuses 2, 1, 0 in that order: a later day never gives a higher one.
        expect(status(expiresOn, addDaysTo(today, later), w)).toBeLessThanOrEqual(status(expiresOn, today, w));
      }),
    );
  });

  it('colours expired red, close yellow, valid and permanent green', () => {
    expect(SKILL_EXPIRATION_COLORS).toEqual({ 0: 'red', 1: 'yellow', 2: 'green', 3: 'green' });
  });
});

describe('"today" is the instance\'s day in its time zone', () => {
  it("reads Jerusalem's date, not UTC's, around midnight", () => {
    // 21:30 UTC on 9 May is 00:30 on 10 May in Jerusalem (UTC+3 in summer).
    expect(todayIn(new Date('2026-05-09T21:30:00Z'), 'Asia/Jerusalem')).toBe('2026-05-10');
    expect(todayIn(new Date('2026-05-09T20:59:59Z'), 'Asia/Jerusalem')).toBe('2026-05-09');
    expect(todayIn(new Date('2026-05-09T21:30:00Z'), 'UTC')).toBe('2026-05-09');
    expect(todayIn(new Date('2026-05-10T03:00:00Z'), 'America/New_York')).toBe('2026-05-09');
  });

  it('turns a skill expired at the zone\'s midnight, not at UTC\'s', () => {
    const justAfterMidnightInJerusalem = new Date('2026-05-10T21:05:00Z');
    expect(status('2026-05-10', todayIn(justAfterMidnightInJerusalem, 'Asia/Jerusalem'))).toBe(expired);
    expect(status('2026-05-10', todayIn(justAfterMidnightInJerusalem, 'UTC'))).toBe(closeToExpire);
  });

  it('keeps one day per date across the daylight-saving changes', () => {
    const hourIn = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: 'numeric', hourCycle: 'h23' }).format(at));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 24 }), (hours) => {
        const now = new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000);
        const later = new Date(now.getTime() + 86_400_000);
        const today = todayIn(now, 'Asia/Jerusalem');
        const oneDayLater = todayIn(later, 'Asia/Jerusalem');
        // 24 hours later is the next date at the same hour. Across the spring change (a 23-hour
        // day) it is an hour later on the clock, so from 23:00 it is the date after next; across
        // the autumn change (a 25-hour day) an hour earlier, so from 00:00 it is the same date.
        const [from, to] = [hourIn(now), hourIn(later)];
        const expected = to === (from + 1) % 24 && from === 23 ? addDaysTo(today, 2) : to === (from + 23) % 24 && from === 0 ? today : addDaysTo(today, 1);
        expect([from, to, oneDayLater]).toEqual([from, to, expected]);
        expect([0, 1, 23]).toContain((to - from + 24) % 24);
      }),
      { examples: [[2037]] },
    );
  });
});

describe('the close-to-expire window setting', () => {
  it('is 30 days unless the skills app says otherwise', () => {
    expect(DEFAULT_SKILL_CLOSE_WINDOW_DAYS).toBe(30);
    expect(skillCloseWindowDays(undefined)).toBe(30);
    expect(skillCloseWindowDays({})).toBe(30);
    expect(skillCloseWindowDays({ closeToExpireDays: 7 })).toBe(7);
    expect(skillCloseWindowDays({ closeToExpireDays: 0 })).toBe(0);
  });

  it('falls back to the default for a stored value it cannot use', () => {
    expect(skillCloseWindowDays({ closeToExpireDays: 'ten' })).toBe(30);
    expect(skillCloseWindowDays({ closeToExpireDays: -1 })).toBe(30);
  });

  it('refuses what is not a whole number of days from 0 to 365', () => {
    for (const bad of [-1, 1.5, 366, '7', null]) expect(skillsAppSettingsSchema.safeParse({ closeToExpireDays: bad }).success).toBe(false);
    expect(skillsAppSettingsSchema.parse({ closeToExpireDays: 365 })).toEqual({ closeToExpireDays: 365 });
  });
});

describe('bodies', () => {
  const id = '6f1c7f7e-4a43-4c1e-9a53-0f3b0a1d2c3e';

  it('trims a skill name and asks for one', () => {
    expect(skillCreateBodySchema.parse({ name: '  Welding  ' })).toEqual({ name: 'Welding', roles: [] });
    expect(skillCreateBodySchema.safeParse({ name: '   ' }).error?.issues[0].message).toBe('Give the skill a name');
    expect(skillCreateBodySchema.safeParse({ name: 'x'.repeat(101) }).error?.issues[0].message).toBe('A skill name has at most 100 characters');
    expect(skillCreateBodySchema.safeParse({}).error?.issues[0].message).toBe('Give the skill a name');
  });

  it('keeps roles once each, in the role order', () => {
    expect(skillCreateBodySchema.parse({ name: 'A', roles: ['inspector', 'sys_admin', 'inspector'] }).roles).toEqual(['sys_admin', 'inspector']);
    expect(skillCreateBodySchema.safeParse({ name: 'A', roles: ['king'] }).success).toBe(false);
  });

  it('refuses an expiry before the start, a date that does not exist and a skill given twice', () => {
    const message = (body: unknown) => userSkillsBodySchema.safeParse(body).error?.issues[0].message;
    expect(message({ skills: [{ skillId: id, startsOn: '2026-05-10', expiresOn: '2026-05-09' }] })).toBe('The expiry date cannot be before the start date');
    expect(userSkillsBodySchema.safeParse({ skills: [{ skillId: id, startsOn: '2026-05-10', expiresOn: '2026-05-10' }] }).success).toBe(true);
    expect(message({ skills: [{ skillId: id, startsOn: '2026-02-30' }] })).toMatch(/real date/);
    expect(message({ skills: [{ skillId: id, startsOn: '0000-01-01' }] })).toMatch(/real date/);
    expect(message({ skills: [{ skillId: id }, { skillId: id.toUpperCase() }] })).toBe('Each skill can be given once');
    expect(message({ skills: [] })).toBe('Give at least one skill');
  });

  it('reads an expiration body over the dates a skill had', () => {
    const held = { startsOn: '2026-01-01', expiresOn: '2026-12-31' };
    expect(nextSkillDates(held, skillExpirationBodySchema.parse({ permanent: true }))).toEqual({ startsOn: '2026-01-01', expiresOn: null });
    expect(nextSkillDates(held, skillExpirationBodySchema.parse({ expiresOn: '2027-06-30' }))).toEqual({ startsOn: '2026-01-01', expiresOn: '2027-06-30' });
    expect(nextSkillDates(held, skillExpirationBodySchema.parse({ startsOn: '2026-02-01' }))).toEqual({ startsOn: '2026-02-01', expiresOn: '2026-12-31' });
    expect(skillExpirationBodySchema.safeParse({}).error?.issues[0].message).toBe('Give a start date, an expiry date or permanent');
    expect(skillExpirationBodySchema.safeParse({ permanent: true, expiresOn: '2027-01-01' }).error?.issues[0].message).toBe('A permanent skill has no expiry date');
  });

  it('takes required skills as ids or rows, once each', () => {
    expect(skillRequirementsBodySchema.parse({ skills: [id, { _id: id.toUpperCase() }] }).skills).toEqual([id]);
    expect(skillRequirementsBodySchema.parse({ skills: [] }).skills).toEqual([]);
    expect(skillRequirementsBodySchema.safeParse({ skills: ['x'] }).success).toBe(false);
  });
});
