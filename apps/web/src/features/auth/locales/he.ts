import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the sign-in screen (right to left). */
export const he: CatalogueOf<typeof en> = {
  auth: {
    title: 'כניסה',
    subtitle: 'ברוכים השבים. היכנסו כדי להמשיך אל {{company}}.',
    email: 'דוא"ל',
    password: 'סיסמה',
    showPassword: 'הצגת הסיסמה',
    hidePassword: 'הסתרת הסיסמה',
    submit: 'כניסה',
    submitting: 'נכנסים…',
    terms: 'מדיניות פרטיות ותנאי שימוש',
    emailRequired: 'נא להקליד כתובת דוא"ל תקינה',
    forgotPassword: 'שכחת את הסיסמה?',
    registered: 'החשבון מוכן. היכנסו כדי להמשיך.',
    passwordRequired: 'נא להקליד את הסיסמה',
  },
};
