import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the creation wizards (right to left). */
export const he: CatalogueOf<typeof en> = {
  wizards: {
    title: 'יצירה חדשה',
    start: {
      heading: 'מה תרצו ליצור?',
      project: 'פרויקט',
      projectBody: 'מקום למשימות, לאנשים ולקבצים שלהן.',
      job: 'משימה',
      jobBody: 'עבודה לביצוע, מאחד מסוגי המשימות שלכם.',
      user: 'משתמש',
      userBody: 'הזמנת אדם להצטרף לצוות.',
    },
    user: {
      title: 'הזמנת משתמש',
      email: 'דוא"ל',
      role: 'תפקיד',
      invalidEmail: 'נא להקליד כתובת דוא"ל תקינה',
      couldNotRegister: 'לא ניתן היה לרשום את המשתמש!',
      invited: 'ההזמנה נשלחה בהצלחה',
      clientTitle: 'חברות ופרויקטים',
      clientNote:
        'לקוח רואה את הפרויקטים שניתנו לו. בחירת החברות והפרויקטים שלו תגיע עם חלק הפרויקטים של Fieldwork, שעדיין בבנייה: עד אז לא ניתן להזמין לקוח.',
      invitedBody: 'הזמנה נשלחה אל <mail>{{email}}</mail>.',
      more: 'הזמנת משתמש נוסף',
      toList: 'מעבר למשתמשים',
      toUser: 'פתיחת המשתמש',
    },
    step: 'שלב {{step}} מתוך {{count}}',
    back: 'חזרה',
    next: 'הבא',
    finish: 'סיום',
    finishing: 'מזמינים…',
    close: 'סגירה',
  },
};
