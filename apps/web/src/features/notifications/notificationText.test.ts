import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../app/i18n/locales/en';
import { he } from '../../app/i18n/locales/he';
import { en as bellEn } from './locales/en';
import { he as bellHe } from './locales/he';
import { notificationText } from './notificationText';

// The bell's own catalogue beside the shell's, as the main layout loads them.
const t = i18next.createInstance();
beforeAll(async () => {
  await t.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: { ...en, ...bellEn } }, he: { translation: { ...he, ...bellHe } } },
  });
});

describe('a notification says what happened in the user language', () => {
  it('an app switched off, named as the apps screen names it', async () => {
    const item = { type: 'toggle_changed', params: { actor: 'Dana Levi', app: 'files', state: 'off' }, message: 'Dana Levi switched the Files app off' };
    expect(notificationText(item, t.t)).toBe('Dana Levi switched the Files app off');
    await t.changeLanguage('he');
    expect(notificationText(item, t.t)).toContain('Dana Levi');
    expect(notificationText(item, t.t)).toContain('כיבה');
    await t.changeLanguage('en');
  });

  it('a file someone uploaded for you', () => {
    const item = { type: 'asset_uploaded', params: { actor: 'Avi', name: 'site.png' }, message: 'x' };
    expect(notificationText(item, t.t)).toBe('Avi uploaded site.png for you');
  });

  it("an event the web does not know yet shows the server's text", () => {
    expect(notificationText({ type: 'job_answered', params: {}, message: 'Job 42 was answered' }, t.t)).toBe('Job 42 was answered');
    expect(notificationText({ type: null, params: {}, message: 'Plain text' }, t.t)).toBe('Plain text');
  });

  it('an invitation accepted, and a role changed, named in the reader\'s language', async () => {
    expect(notificationText({ type: 'user_confirmed', params: { name: 'Jo Joiner' }, message: 'x' }, t.t)).toBe('Jo Joiner accepted your invitation');
    const role = { type: 'user_role_changed', params: { actor: 'Avi', role: 'project_manager' }, message: 'x' };
    expect(notificationText(role, t.t)).toBe(`Avi changed your role to ${en.roles.project_manager}`);
    await t.changeLanguage('he');
    expect(notificationText(role, t.t)).toContain(he.roles.project_manager);
    await t.changeLanguage('en');
  });
});
