import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the settings screens (right to left). */
export const he: CatalogueOf<typeof en> = {
  settings: {
    title: 'הגדרות',
    intro: 'ניהול האופן שבו Fieldwork עובד עבור הארגון שלך.',
    open: 'פתיחה',
    soon: 'עדיין לא זמין',
    sections: {
      general: { label: 'כללי', description: 'שם החברה, מיתוג, שפה ואזור זמן.' },
      apps: { label: 'אפליקציות', description: 'הפעלה או כיבוי של אפליקציות רשות לכולם.' },
      projectFields: { label: 'שדות פרויקט', description: 'הפרטים שכל פרויקט נושא, ומי קורא ועורך אותם.' },
      skills: { label: 'כישורים', description: 'כישורים של משתמשים, משימות ופרויקטים.' },
      blueprints: { label: 'תוכניות', description: 'יחידות מידה וקנה מידה של תוכניות קומה.' },
      sendgrid: { label: 'SendGrid', description: 'שליחת דוא"ל דרך חשבון SendGrid שלכם.' },
      microsoft_sso: { label: 'כניסה אחידה של Microsoft', description: 'כניסת עובדים עם חשבון Microsoft.' },
      automations: { label: 'אוטומציות', description: 'כללים שפועלים כשמשימות משתנות.' },
    },
  },
  apps: {
    title: 'אפליקציות',
    intro: 'הפעלה או כיבוי של אפליקציות רשות. השינוי חל מיד על כל הארגון.',
    saved: '{{app}} {{state}} כעת.',
    on: 'פעילה',
    off: 'כבויה',
    saveFailed: 'לא ניתן היה לשנות את {{app}}: {{reason}}',
    toggles: {
      client: { label: 'פורטל לקוחות', description: 'לקוחות נכנסים כדי לעקוב אחר המשימות והתשובות שלהם.' },
      report_templates: { label: 'תבניות דוחות', description: 'עיצוב המסמכים המיוצאים ממשימות.' },
      templates: { label: 'תבניות', description: 'יצירת סוגי משימות מתבניות מוכנות.' },
      steps: { label: 'שלבים', description: 'חלוקת שאלונים לשלבים.' },
      files: { label: 'קבצים', description: 'מקום משותף למסמכים ולתמונות.' },
      skills: { label: 'כישורים', description: 'התאמת אנשים למשימות לפי הכישורים שלהם.' },
      games: { label: 'משחקים', description: 'משחקי הדרכה קצרים למפקחים.' },
      google_sso: { label: 'כניסה עם Google', description: 'כניסה עם חשבון Google.' },
      microsoft_sso: { label: 'כניסה עם Microsoft', description: 'כניסה עם חשבון Microsoft.' },
      impersonate: { label: 'התחזות למשתמש', description: 'מנהלי מערכת יכולים לפעול בשם משתמש אחר.' },
      previous_job: { label: 'משימה קודמת', description: 'קישור משימה למשימה קודמת באותו מקום.' },
      blueprints: { label: 'תוכניות', description: 'תוכניות קומה עם מידות וסימונים.' },
      answers_recall: { label: 'שחזור תשובות', description: 'טעינת תשובות ממשימה קודמת.' },
      filter_views: { label: 'תצוגות סינון', description: 'שמירה ושיתוף של מסננים ברשימת המשימות.' },
      projects: { label: 'פרויקטים', description: 'קיבוץ משימות לפרויקטים.' },
      shift_view: { label: 'תצוגת משמרות', description: 'תכנון מי עובד איפה, לפי ימים.' },
      sendgrid: { label: 'SendGrid', description: 'שליחת דוא"ל דרך SendGrid.' },
    },
  },
};
