import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the account pages (right to left). */
export const he: CatalogueOf<typeof en> = {
  accounts: {
    fields: {
      email: 'דוא"ל',
      name: 'שם מלא',
      phone: 'מספר טלפון (לא חובה)',
      password: 'סיסמה',
      newPassword: 'סיסמה חדשה',
      confirm: 'אימות סיסמה',
      showPassword: 'הצגת הסיסמה',
      hidePassword: 'הסתרת הסיסמה',
      terms: 'אני מסכים/ה ל<terms>מדיניות הפרטיות ולתנאי השימוש</terms>',
    },
    messages: {
      invalidEmail: 'נא להקליד כתובת דוא"ל תקינה',
      invalidPassword: 'סיסמה לא תקינה',
      passwordsDontMatch: 'הסיסמאות אינן תואמות',
      acceptTerms: 'נא לאשר קודם את התנאים וההגבלות',
      invitationExpired: 'פג תוקף ההזמנה',
      resetLinkExpired: 'פג תוקף הקישור. נא לבקש קישור חדש.',
      invitationSent: 'הזמנה נשלחה לכתובת הדוא"ל שהוזנה...',
      resetLinkSent: 'קישור לאיפוס הסיסמה נשלח...',
      passwordChanged: 'הסיסמה שונתה...',
    },
    rules: {
      title: 'הסיסמה צריכה',
      min_length: 'לפחות {{count}} תווים',
      max_length: 'לכל היותר {{count}} תווים',
      letter: 'לפחות אות אחת',
      digit: 'לפחות ספרה אחת',
      not_email: 'לא כתובת הדוא"ל שלך',
      not_common: 'לא סיסמה נפוצה',
      met: 'בוצע',
      unmet: 'עדיין לא',
    },
    signup: {
      title: 'יצירת חשבון',
      byInvitation: 'חשבונות ב-{{company}} נוצרים בהזמנה. בקשו ממנהל להזמין אתכם: מייל ההזמנה יחזיר אתכם לכאן כדי לבחור סיסמה.',
      invitedTitle: 'קבלת ההזמנה',
      invitedSubtitle: 'בחרו סיסמה כדי להצטרף אל {{company}}.',
      submit: 'יצירת חשבון',
      submitting: 'יוצרים את החשבון…',
      sentTitle: 'בדקו את הדוא"ל',
      expiredBody: 'בקשו ממי שהזמין אתכם לשלוח הזמנה חדשה.',
    },
    forgot: {
      title: 'שכחת את הסיסמה?',
      subtitle: 'הקלידו את כתובת הדוא"ל של החשבון. נשלח אליה קישור לבחירת סיסמה חדשה.',
      submit: 'שליחת הקישור',
      submitting: 'שולחים…',
      sentTitle: 'בדקו את הדוא"ל',
    },
    reset: {
      title: 'בחירת סיסמה חדשה',
      checking: 'בודקים את הקישור…',
      expiredTitle: 'לא ניתן להשתמש בקישור הזה',
      askAgain: 'בקשת קישור חדש',
      submit: 'שינוי הסיסמה',
      submitting: 'משנים…',
      doneTitle: 'הסיסמה שונתה',
    },
    backToSignIn: 'חזרה לכניסה',
    signIn: 'כניסה',
  },
};
