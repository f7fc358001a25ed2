import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the mail page (right to left). */
export const he: CatalogueOf<typeof en> = {
  mails: {
    title: 'דואר',
    intro: 'כל הודעות הדואר האלקטרוני שהמערכת שולחת, מהחדשה לישנה. פתיחת הודעה מציגה אותה כפי שהנמען רואה אותה.',
    sendTest: 'שליחת הודעת בדיקה',
    sending: 'בשליחה…',
    testQueued: 'הודעת בדיקה אל {{to}} בדרך.',
    testFailed: 'לא ניתן לשלוח את הודעת הבדיקה: {{reason}}',
    listLabel: 'הודעות דואר',
    recipient: 'נמען',
    subject: 'נושא',
    status: 'מצב',
    date: 'תאריך',
    notRendered: 'טרם נכתבה ({{template}})',
    statuses: { queued: 'בתור', sent: 'נשלחה', failed: 'נכשלה' },
    transports: { smtp: 'שרת SMTP', sendgrid: 'SendGrid', outbox: 'תיבת דואר יוצא בלבד (לא הוגדר שרת SMTP)' },
    loadFailed: 'לא ניתן לטעון את הודעות הדואר.',
    emptyTitle: 'אין עדיין הודעות דואר',
    emptyHint: 'הודעות שהמערכת שולחת יופיעו כאן. אפשר לשלוח הודעת בדיקה כדי לראות אחת.',
    openFailed: 'לא ניתן לטעון את ההודעה.',
    preview: 'תוכן ההודעה',
    notRenderedBody: 'ההודעה טרם נכתבה: היא נכתבת בעת השליחה.',
    close: 'סגירה',
    details: {
      to: 'אל',
      from: 'מאת',
      status: 'מצב',
      transport: 'נשלחה דרך',
      sentAt: 'נשלחה',
      createdAt: 'נוספה לתור',
      attempts: 'ניסיונות',
      error: 'שגיאה אחרונה',
    },
    pageSize: 'בכל עמוד',
    counter: '{{shown}} | {{total}}',
    pageNav: {
      first: 'העמוד הראשון',
      last: 'העמוד האחרון',
      next: 'העמוד הבא',
      previous: 'העמוד הקודם',
    },
  },
};
