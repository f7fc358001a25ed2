import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the dashboard (right to left). */
export const he: CatalogueOf<typeof en> = {
  dashboard: {
    greeting: 'שלום, {{name}}',
    roleAt: '{{role}} ב{{instance}}',
    appsTitle: 'האפליקציות שלך',
    noApps: 'עדיין לא הופעלו אפליקציות עבור התפקיד שלך.',
    cards: {
      jobs: 'תכנון, שיבוץ ומעקב אחר משימות בשטח.',
      projects: 'קיבוץ משימות לפי אתר או לקוח.',
      users: 'הזמנת עובדים ולקוחות וניהול תפקידים.',
      reports: 'ייצוא וסקירה של התשובות.',
      files: 'מסמכים ותמונות של המשימות שלך.',
      shifts: 'מי עובד איפה, יום אחר יום.',
      games: 'משחקי הדרכה לצוות.',
      skills: 'כישורים של אנשים, משימות ופרויקטים.',
      automations: 'כללים שפועלים כשמשימות משתנות.',
    },
  },
};
