import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../../app/theme/contrast';
import { expirationBodyOf, formatDay, instanceToday, newSkillDraft, SKILL_STATUS_TONES, skillDatesIssues, statusLook, userSkillInputOf } from './userSkillForm';

describe('the skill dates form', () => {
  it('starts today in the instance time zone, permanent', () => {
    expect(instanceToday('Asia/Jerusalem', new Date('2026-05-09T21:30:00Z'))).toBe('2026-05-10');
    expect(instanceToday('Not/AZone', new Date('2026-05-09T21:30:00Z'))).toBe('2026-05-10');
    expect(newSkillDraft('2026-05-10')).toEqual({ skillId: null, startsOn: '2026-05-10', permanent: true, expiresOn: '' });
  });

  it('asks for a skill and dates, and an expiry not before the start (the same day is fine)', () => {
    const draft = { skillId: 's-1', startsOn: '2026-05-10', permanent: false, expiresOn: '2026-05-09' };
    expect(skillDatesIssues(draft)).toEqual({ expiresOn: 'expiryBeforeStart' });
    expect(skillDatesIssues({ ...draft, expiresOn: '2026-05-10' })).toEqual({});
    expect(skillDatesIssues({ ...draft, expiresOn: '' })).toEqual({ expiresOn: 'needDate' });
    expect(skillDatesIssues({ ...draft, permanent: true, expiresOn: '' })).toEqual({});
    expect(skillDatesIssues({ skillId: null, startsOn: '2026-02-30', permanent: true, expiresOn: '' })).toEqual({ skillId: 'chooseSkill', startsOn: 'needDate' });
  });

  it('sends permanent as no expiry date', () => {
    const draft = { skillId: 's-1', startsOn: '2026-05-10', permanent: true, expiresOn: '2026-06-01' };
    expect(userSkillInputOf(draft)).toEqual({ skillId: 's-1', startsOn: '2026-05-10', expiresOn: null });
    expect(expirationBodyOf(draft)).toEqual({ startsOn: '2026-05-10', permanent: true });
    expect(expirationBodyOf({ ...draft, permanent: false })).toEqual({ startsOn: '2026-05-10', expiresOn: '2026-06-01' });
  });

  it('shows days as DD/MM/YY', () => {
    expect(formatDay('2026-05-09')).toBe('09/05/26');
    expect(formatDay('2100-12-31')).toBe('31/12/00');
  });
});

describe('the status chip', () => {
  it('is red expired, yellow close to expire, green valid and permanent', () => {
    expect([0, 1, 2, 3].map((s) => statusLook(s as 0 | 1 | 2 | 3).color)).toEqual(['red', 'yellow', 'green', 'green']);
    expect(statusLook(1).key).toBe('users.skills.status.close_to_expire');
  });

  it('keeps its words readable on its fill (WCAG AA)', () => {
    for (const tone of Object.values(SKILL_STATUS_TONES)) expect(contrastRatio(tone.text, tone.fill)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
