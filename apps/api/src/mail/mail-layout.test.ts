import { describe, expect, it } from 'vitest';
import type { Scope } from '../db/database';
import { contrastRatio, readableOnWhite, safeHexColor, textOn } from './mail-colors';
import { absoluteUrl, siteOf } from './mail-delivery.service';
import { escapeHtml, MailRenderError, renderMail } from './mail-layout';
import { MAIL_TEMPLATES } from './mail-templates';
import { firstLink, formatFrom } from './mail-transport';
import type { Mailer } from './mailer.service';

const brand = { companyName: 'Acme & Sons', senderName: 'Acme', primaryColor: '#0083c9', logoUrl: 'https://acme.example/logo.png' };
const invitation = { inviterName: 'Dana Levi', link: 'https://acme.example/reset_password?token=t1', role: 'inspector' as const };

describe('the mail layout', () => {
  it('writes English left to right and Hebrew right to left, with lang on the root', () => {
    const en = renderMail('invitation', invitation, 'en', brand);
    expect(en.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(en.html).toContain('text-align:left');
    const he = renderMail('invitation', invitation, 'he', brand);
    expect(he.html).toMatch(/^<!doctype html>\n<html lang="he" dir="rtl">/);
    expect(he.html).toContain('text-align:right');
    expect(he.subject).toBe('הזמנה להצטרף ל־Acme & Sons');
    expect(he.html).toContain('אישור ההזמנה');
  });

  it('escapes every interpolated value, in text and in attributes', () => {
    const hostile = { ...brand, companyName: '"><script>alert(1)</script>', logoUrl: 'https://x.example/a.png?"onload="alert(1)' };
    const mail = renderMail('invitation', { ...invitation, inviterName: "<img src=x onerror='1'>" }, 'en', hostile);
    expect(mail.html).not.toMatch(/<script|<img src=x|"onload=/);
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=&#39;1&#39;&gt;');
    // The plain-text part is text: it carries the words as they are.
    expect(mail.text).toContain("<img src=x onerror='1'> invited you to join");
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('has a plain-text part with the heading, the words, the link and the footer', () => {
    const { text, subject } = renderMail('invitation', invitation, 'en', brand);
    expect(subject).toBe('Dana Levi invited you to Acme & Sons');
    expect(text).toBe(
      [
        'You are invited to Acme & Sons',
        'Dana Levi invited you to join Acme & Sons as an inspector.',
        'Choose a password to activate your account.',
        'Accept the invitation: https://acme.example/reset_password?token=t1',
        'If you were not expecting this invitation, you can ignore this mail.',
        '-- \nThis mail was sent by Acme & Sons.',
      ].join('\n\n') + '\n',
    );
    expect(firstLink(text)).toBe(invitation.link);
  });

  it('shows the logo when there is one, the company name otherwise', () => {
    expect(renderMail('mail_test', {}, 'en', brand).html).toContain('<img src="https://acme.example/logo.png" alt="Acme &amp; Sons"');
    const noLogo = renderMail('mail_test', {}, 'en', { ...brand, logoUrl: null }).html;
    expect(noLogo).not.toContain('<img');
    expect(noLogo).toContain('>Acme &amp; Sons</span>');
  });

  it('keeps a subject on one header line', () => {
    expect(renderMail('mail_test', {}, 'en', { ...brand, companyName: 'Acme\r\nBcc: x@y.z' }).subject).toBe(
      'This is a test mail from Acme Bcc: x@y.z',
    );
  });

  it('refuses params that do not fit, and templates that do not exist, as render errors', () => {
    expect(() => renderMail('invitation', { ...invitation, link: 'javascript:alert(1)' }, 'en', brand)).toThrow(MailRenderError);
    expect(() => renderMail('invitation', { inviterName: 'Dana' }, 'en', brand)).toThrow(MailRenderError);
    expect(() => renderMail('no_such_template', {}, 'en', brand)).toThrow("Unknown mail template 'no_such_template'");
    expect(MAIL_TEMPLATES.invitation.params.safeParse({ ...invitation, link: 'ftp://acme.example/x' }).success).toBe(false);
  });

  it('checks a template name and its params at compile time', () => {
    const typed = (mailer: Mailer, scope: Scope) => {
      void mailer.send(scope, { to: 'a@b.test', template: 'invitation', params: invitation });
      void mailer.send(scope, { to: 'a@b.test', template: 'mail_test', params: {}, language: 'he' });
      // @ts-expect-error the invitation needs inviterName, link and role
      void mailer.send(scope, { to: 'a@b.test', template: 'invitation', params: { link: invitation.link } });
      // @ts-expect-error a role that does not exist
      void mailer.send(scope, { to: 'a@b.test', template: 'invitation', params: { ...invitation, role: 'owner' } });
      // @ts-expect-error a template nobody declared
      void mailer.send(scope, { to: 'a@b.test', template: 'welcome', params: {} });
    };
    expect(typeof typed).toBe('function');
  });
});

describe('the brand colour as an accent', () => {
  it('keeps only hex colours', () => {
    expect(safeHexColor('#ABC')).toBe('#aabbcc');
    expect(safeHexColor('red;background:url(x)')).toBe('#0083c9');
    expect(safeHexColor(null)).toBe('#0083c9');
  });

  it('puts readable text on the button and readable links on white, whatever the colour', () => {
    for (const color of ['#0083c9', '#ffd400', '#ffffff', '#000000', '#7fdbff', '#e91e63']) {
      const best = Math.max(contrastRatio(color, '#ffffff'), contrastRatio(color, '#1c2430'));
      expect(contrastRatio(color, textOn(color)), color).toBe(best);
      expect(contrastRatio(readableOnWhite(color), '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOn('#ffd400')).toBe('#1c2430');
    expect(textOn('#1565c0')).toBe('#ffffff');
    const yellow = renderMail('invitation', invitation, 'en', { ...brand, primaryColor: '#ffd400' }).html;
    expect(yellow).toContain('background:#ffd400');
    expect(yellow).toContain('color:#1c2430;text-decoration:none');
  });
});

describe('where a mail comes from and links to', () => {
  it('takes a host name before an IP address, and PUBLIC_URL or http://host:port as the base', () => {
    expect(siteOf(['127.0.0.1', 'localhost'], { publicUrl: null, port: 3000 })).toEqual({ host: 'localhost', baseUrl: 'http://localhost:3000' });
    expect(siteOf(['acme.example'], { publicUrl: 'https://fieldwork.example/', port: 3000 })).toEqual({
      host: 'acme.example',
      baseUrl: 'https://fieldwork.example',
    });
    expect(siteOf(['acme.example'], { publicUrl: null, port: 80 }).baseUrl).toBe('http://acme.example');
  });

  it('makes a logo address absolute, and drops what is not http(s)', () => {
    expect(absoluteUrl('/brand/logo.png', 'http://localhost:3000')).toBe('http://localhost:3000/brand/logo.png');
    expect(absoluteUrl('https://cdn.example/l.png', 'http://localhost:3000')).toBe('https://cdn.example/l.png');
    expect(absoluteUrl('javascript:alert(1)', 'http://localhost:3000')).toBeNull();
    expect(absoluteUrl(null, 'http://localhost:3000')).toBeNull();
  });

  it('quotes the sender name in the From header', () => {
    expect(formatFrom('Acme "Best"\r\nBcc: x', 'no-reply@acme.example')).toBe('"Acme Best Bcc: x" <no-reply@acme.example>');
  });
});
