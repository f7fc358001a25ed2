import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { apiToken, DEMO_PASSWORD, linkIn, openMenuEntry, signInAs, useLanguage, waitForMail } from './helpers';

/**
 * Users and access (issue 10), each journey in English and in Hebrew, on a desktop and on a
 * 390 px phone: an admin invites an inspector, who follows the invitation mail (from the suite's real
 * SMTP server), chooses a password, signs in and sees only what an inspector may, until the admin
 * bans them and their open session ends; a forgotten password reset from the mail to sign-in; a
 * sys_admin acting as the inspector and returning to their own account.
 */

interface Texts {
  email: string;
  password: string;
  signIn: string;
  createNew: string;
  createUser: RegExp;
  role: string;
  inspector: string;
  finish: string;
  invitedBody: RegExp;
  fullName: string;
  newPassword: string;
  resetPassword: string;
  confirm: string;
  terms: RegExp;
  createAccount: string;
  forgotPassword: string;
  sendLink: string;
  linkSent: string;
  changePassword: string;
  passwordChanged: string;
  noAccess: string;
  ban: string;
  banned: string;
  account: RegExp;
  impersonateSubmit: string;
  userField: string;
}

const EN: Texts = {
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  createNew: 'Create new',
  createUser: /^User/,
  role: 'Role',
  inspector: 'Inspector',
  finish: 'Finish',
  invitedBody: /An invitation was sent to/,
  fullName: 'Full name',
  newPassword: 'Password',
  resetPassword: 'New password',
  confirm: 'Confirm password',
  terms: /I accept the privacy policy/,
  createAccount: 'Create account',
  forgotPassword: 'Forgot password?',
  sendLink: 'Send the link',
  linkSent: 'Reset password link is sent...',
  changePassword: 'Change password',
  passwordChanged: 'Password is changed...',
  noAccess: 'No access',
  ban: 'Ban',
  banned: 'Banned',
  account: /account menu/i,
  impersonateSubmit: 'Impersonate',
  userField: 'User',
};

const HE: Texts = {
  email: 'דוא"ל',
  password: 'סיסמה',
  signIn: 'כניסה',
  createNew: 'יצירה חדשה',
  createUser: /^משתמש/,
  role: 'תפקיד',
  inspector: 'מפקח',
  finish: 'סיום',
  invitedBody: /הזמנה נשלחה/,
  fullName: 'שם מלא',
  newPassword: 'סיסמה',
  resetPassword: 'סיסמה חדשה',
  confirm: 'אימות סיסמה',
  terms: /מדיניות הפרטיות/,
  createAccount: 'יצירת חשבון',
  forgotPassword: 'שכחת את הסיסמה?',
  sendLink: 'שליחת הקישור',
  linkSent: 'קישור לאיפוס הסיסמה נשלח...',
  changePassword: 'שינוי הסיסמה',
  passwordChanged: 'הסיסמה שונתה...',
  noAccess: 'אין גישה',
  ban: 'חסימה',
  banned: 'חסום',
  account: /תפריט החשבון/,
  impersonateSubmit: 'התחזות',
  userField: 'משתמש',
};

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// English on a desktop and Hebrew (right to left) on a 390 px phone: each language and each layout,
// without every combination's time (CI has 30 minutes on a slow 2-core machine).
const VARIANTS = [
  { name: 'English, desktop', language: 'en', texts: EN, viewport: DESKTOP, phone: false },
  { name: 'Hebrew, 390 px phone', language: 'he', texts: HE, viewport: PHONE, phone: true },
] as const;

const NEW_PASSWORD = 'field-Work-2026';

/** An inspector who accepted an invitation, made through the API (the invitation journey does it through the screens). */
async function invitedInspector(request: APIRequestContext, tag: string): Promise<string> {
  const email = `e2e-${tag}-${randomBytes(4).toString('hex')}@example.test`;
  const admin = await apiToken(request, 'admin@demo.test');
  const invited = await request.post('/v2/users', { headers: { authorization: `Bearer ${admin}` }, data: { email, role: 'inspector' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail(email);
  const token = new URL(linkIn(mail, '/custom_signup')).searchParams.get('token')!;
  const registered = await request.put('/v2/users/register', {
    data: { email, password: NEW_PASSWORD, confirm: NEW_PASSWORD, name: 'Iris Inspector', terms_and_privacy: true, token },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
}

for (const variant of VARIANTS) {
  const t = variant.texts;
  test.describe(`users and access, ${variant.name}`, () => {
    test.use({ viewport: variant.viewport, hasTouch: variant.phone });

    test('an admin invites an inspector, who joins from the mail, sees only what an inspector may, and is shut out when banned', async ({ browser, page }) => {
      const email = `e2e-invite-${variant.language}-${randomBytes(4).toString('hex')}@example.test`;

      // The admin invites through Create new.
      await useLanguage(page, variant.language);
      await signInAs(page, t, 'admin@demo.test', DEMO_PASSWORD);
      await openMenuEntry(page, variant.phone, 'side-menu-createNew');
      const wizard = page.getByRole('dialog');
      await wizard.getByRole('button', { name: t.createUser }).click();
      await wizard.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      await expect(wizard.getByRole('radiogroup', { name: t.role }).getByRole('radio', { name: t.inspector })).toBeChecked();
      await wizard.getByRole('button', { name: t.finish }).click();
      await expect(wizard).toContainText(t.invitedBody);
      await expect(wizard).toContainText(email);
      await page.keyboard.press('Escape');

      // The invitee follows the mail's link in a browser of their own.
      const mail = await waitForMail(email);
      const invitee = await browser.newContext({ viewport: variant.viewport, hasTouch: variant.phone });
      const inspector = await invitee.newPage();
      await useLanguage(inspector, variant.language);
      const link = new URL(linkIn(mail, '/custom_signup'));
      await inspector.goto(`${link.pathname}${link.search}`);
      await expect(inspector.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(email);
      await expect(inspector.getByRole('textbox', { name: t.email, exact: true })).not.toBeEditable();
      await inspector.getByRole('textbox', { name: t.fullName, exact: true }).fill('Iris Inspector');
      await inspector.getByRole('textbox', { name: t.newPassword, exact: true }).fill(NEW_PASSWORD);
      await inspector.getByRole('textbox', { name: t.confirm, exact: true }).fill(NEW_PASSWORD);
      await inspector.getByRole('checkbox', { name: t.terms }).check();
      await inspector.getByRole('button', { name: t.createAccount }).click();
      await expect(inspector).toHaveURL(/\/auth/);
      await expectNoSeriousA11yViolations(inspector);

      // Signed in, the inspector is offered no users list, and the address is refused too.
      await signInAs(inspector, t, email, NEW_PASSWORD);
      if (variant.phone) await inspector.getByTestId('menu-toggle').click();
      await expect(inspector.locator('[data-testid^="side-menu-"]').first()).toBeVisible();
      await expect(inspector.locator('[data-testid^="side-menu-users"]')).toHaveCount(0);
      if (variant.phone) await inspector.keyboard.press('Escape');
      await inspector.goto('/users');
      await expect(inspector.getByRole('heading', { name: t.noAccess })).toBeVisible();
      await inspector.goto('/dashboard');
      await expect(inspector).toHaveURL(/\/dashboard$/);

      // The admin bans them from the users list.
      await page.goto(`/users?search=${encodeURIComponent(email)}`);
      const row = page.getByText(email, { exact: true }).first();
      await row.click();
      const panel = page.getByTestId('user-panel');
      await panel.getByRole('button', { name: t.ban, exact: true }).click();
      await expect(page.getByText(t.banned, { exact: true }).first()).toBeVisible();

      // The inspector's open session ends at their next call: back to sign-in, and sign-in refused.
      await inspector.reload();
      await expect(inspector).toHaveURL(/\/auth/);
      await inspector.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      await inspector.getByRole('textbox', { name: t.password, exact: true }).fill(NEW_PASSWORD);
      await inspector.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(inspector.getByRole('alert')).toBeVisible();
      await expect(inspector).toHaveURL(/\/auth/);
      await invitee.close();
    });

    test('a forgotten password is reset from the mailed link, and the new one signs in', async ({ page, request }) => {
      const email = await invitedInspector(request, `reset-${variant.language}`);
      await useLanguage(page, variant.language);
      await page.goto('/auth');
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
      await page.getByRole('link', { name: t.forgotPassword }).click();
      await expect(page).toHaveURL(/\/forgot_password/);
      await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(email);
      await page.getByRole('button', { name: t.sendLink }).click();
      await expect(page.getByText(t.linkSent)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const mail = await waitForMail(email, (m) => m.text.includes('/reset_password'));
      const link = new URL(linkIn(mail, '/reset_password'));
      await page.goto(`${link.pathname}${link.search}`);
      const newPassword = `${NEW_PASSWORD}-2`;
      await page.getByRole('textbox', { name: t.resetPassword, exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: t.confirm, exact: true }).fill(newPassword);
      await page.getByRole('button', { name: t.changePassword }).click();
      await expect(page.getByText(t.passwordChanged)).toBeVisible();

      // The link was for one use only.
      const again = await request.get(`/v2/users/forgot_password/validate_token/${link.searchParams.get('token')}`);
      expect(await again.json()).toEqual({ valid: false });
      await signInAs(page, t, email, newPassword);
    });

    test('a sys_admin acts as the inspector and returns to their own account', async ({ page, request }) => {
      const email = await invitedInspector(request, `act-${variant.language}`);
      const sys = await apiToken(request, 'sysadmin@demo.test');
      const on = await request.put('/v2/apps/toggles/impersonate', { headers: { authorization: `Bearer ${sys}` }, data: { isActive: true } });
      expect(on.ok(), await on.text()).toBe(true);

      await useLanguage(page, variant.language);
      await signInAs(page, t, 'sysadmin@demo.test', DEMO_PASSWORD);
      await page.getByRole('button', { name: t.account }).click();
      await page.getByTestId('profile-menu-impersonate').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.userField).fill('Iris');
      await page.getByRole('option', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
      await dialog.getByRole('button', { name: t.impersonateSubmit, exact: true }).click();
      await expect(page.getByTestId('acting-as')).toBeVisible();
      await expect(page.getByTestId('acting-as')).toContainText('Iris');

      // While acting, the API answers as the inspector and knows who acts.
      const me = await page.evaluate(async () => {
        const session = JSON.parse(window.localStorage.getItem('fieldwork.session') ?? '{}') as { accessToken?: string };
        const res = await fetch('/v2/users/me', { headers: { authorization: `Bearer ${session.accessToken}` } });
        return (await res.json()) as { email: string; impersonatedBy: string | null };
      });
      expect(me.email).toBe(email);
      const sysProfile = (await (await request.get('/v2/users/me', { headers: { authorization: `Bearer ${sys}` } })).json()) as { id: string };
      expect(me.impersonatedBy).toBe(sysProfile.id);

      await page.reload();
      await expect(page.getByTestId('acting-as')).toBeVisible();
      // A desktop's top bar has the button; a phone's keeps it in the account menu.
      if (variant.phone) {
        await page.getByRole('button', { name: t.account }).click();
        await page.getByTestId('profile-menu-returnToAccount').click();
      } else {
        await page.getByTestId('return-to-account').click();
      }
      await expect(page.getByTestId('acting-as')).toHaveCount(0);
      const back = await page.evaluate(async () => {
        const session = JSON.parse(window.localStorage.getItem('fieldwork.session') ?? '{}') as { accessToken?: string };
        const res = await fetch('/v2/users/me', { headers: { authorization: `Bearer ${session.accessToken}` } });
        return ((await res.json()) as { email: string }).email;
      });
      expect(back).toBe('sysadmin@demo.test');
      const off = await request.put('/v2/apps/toggles/impersonate', { headers: { authorization: `Bearer ${sys}` }, data: { isActive: false } });
      expect(off.ok()).toBe(true);
    });
  });
}
