import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the terms and privacy page (right to left). */
export const he: CatalogueOf<typeof en> = {
  legal: {
    title: 'מדיניות פרטיות ותנאי שימוש',
    back: 'חזרה לכניסה',
    sections: {
      useTitle: 'השימוש ב־Fieldwork',
      use: 'Fieldwork מסופק לארגון שלך לתכנון ולביצוע עבודת שטח. יש להשתמש בו רק לעבודה שהארגון מבקש ממך, ולשמור את הסיסמה לעצמך.',
      dataTitle: 'המידע שלך',
      data: 'אנו שומרים את הפרטים שאת/ה מזין/ה (שם, דוא"ל, תשובות, תמונות, ובהסכמתך גם את מיקומך בזמן ביקורת) עבור הארגון שלך, שקובע כמה זמן הם נשמרים. איננו מוכרים אותם ואיננו משתמשים בהם לפרסום.',
      securityTitle: 'אבטחה',
      security: 'סיסמאות נשמרות רק כגיבוב מאובטח וכל התעבורה מוצפנת. כל ארגון רואה רק את המידע שלו.',
      rightsTitle: 'הזכויות שלך',
      rights: 'אפשר לבקש ממנהל הארגון לעיין במידע האישי שלך, לתקן אותו או למחוק אותו.',
    },
  },
};
