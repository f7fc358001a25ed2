import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the impersonation picker (right to left). */
export const he: CatalogueOf<typeof en> = {
  impersonation: {
    title: 'התחזות',
    body: 'בחרו את המשתמש שבשמו תפעלו. כל פעולה נרשמת תחת שני השמות. חזרה לחשבון שלכם נמצאת בתפריט החשבון.',
    user: 'משתמש',
    submit: 'התחזות',
    submitting: 'מחליפים…',
    cancel: 'ביטול',
  },
};
