import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the profile screen (right to left). */
export const he: CatalogueOf<typeof en> = {
  profile: {
    title: 'הפרופיל שלך',
    intro: 'החשבון שלך, הפרטים שלך ואיך תשמע/י על מה שקורה.',
    notifications: {
      title: 'התראות',
      intro: 'בחירה על מה לקבל עדכון, ובאיזו דרך. כל בחירה נשמרת מיד.',
      type: 'אירוע',
      box: '{{category}}: {{type}}, {{delivery}}',
      categories: {
        general_my_jobs: 'העבודות שלי',
        general_my_activity: 'הפעילות שלי',
        general_project: 'פרויקטים',
        general_job_activity: 'פעילות בעבודות',
        general_system: 'מערכת',
      },
      types: {
        job_answered: 'עבודה נענתה',
        job_deleted: 'עבודה נמחקה',
        user_assigned_to_job: 'מישהו שובץ לעבודה',
        user_unassigned_from_job: 'מישהו הוסר מעבודה',
        job_type_created: 'נוצר סוג עבודה',
        job_created: 'נוצרה עבודה',
        job_status_changed: 'הסטטוס של עבודה השתנה',
        project_created: 'נוצר פרויקט',
        project_deleted: 'פרויקט נמחק',
        project_details_changed: 'פרטי פרויקט השתנו',
        user_assigned: 'מישהו שובץ',
        user_confirm_attendance: 'מישהו אישר הגעה',
        forgot_password: 'התבקש איפוס סיסמה',
      },
      deliveries: {
        notification: 'באפליקציה',
        email: 'דוא"ל',
        push: 'פוש',
        SMS: 'SMS',
      },
    },
  },
};
