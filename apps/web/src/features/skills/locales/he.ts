import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of /settings/skills (right to left). */
export const he: CatalogueOf<typeof en> = {
  skills: {
    title: 'כישורים',
    intro: 'הכישורים שאנשים יכולים להחזיק, והתפקידים שלהם כל כישור מיועד. אנשים מקבלים אותם, עם התאריכים, בפרופיל שלהם.',
    listLabel: 'כישורים',
    empty: 'אין עדיין כישורים. אפשר ליצור את הראשון.',
    noMatches: 'אין כישורים שתואמים לחיפוש או לסינון.',
    noAccess: 'כישורים אינם מוצגים לתפקיד שלך.',
    create: 'כישור חדש',
    edit: 'עריכה',
    delete: 'מחיקה',
    cancel: 'ביטול',
    everyRole: 'כל התפקידים',
    selected: 'נבחרו {{count}} כישורים',
    columns: {
      name: 'שם',
      label: 'תווית',
      roles: 'מיועד ל',
      createdAt: 'נוצר בתאריך',
    },
    filters: {
      role: 'מיועד ל',
    },
    options: {
      role: {
        sys_admin: 'מנהל מערכת',
        business_admin: 'מנהל עסק',
        project_manager: 'מנהל פרויקט',
        inspector: 'מפקח',
        client: 'לקוח',
      },
    },
    form: {
      createTitle: 'כישור חדש',
      editTitle: 'עריכת כישור',
      name: 'שם',
      nameRequired: 'יש לתת לכישור שם',
      nameTooLong: 'שם כישור יכול להכיל עד {{max}} תווים',
      nameTaken: 'כבר קיים כישור בשם "{{name}}"',
      label: 'תווית',
      labelHelp: 'כמה מילים שיוצגו ליד השם (לא חובה).',
      roles: 'מיועד ל',
      rolesHelp: 'אם לא מסמנים אף תפקיד, הכישור מיועד לכולם.',
      create: 'יצירה',
      save: 'שמירה',
      saving: 'שומר…',
    },
    deleteDialog: {
      title: 'למחוק את הכישור?',
      body: '"{{name}}" יוסר מהרשימה, וכל מי שמחזיק בו יאבד אותו. משימות וסוגי משימות שדורשים אותו כבר לא ידרשו.',
      confirm: 'מחיקת הכישור',
      deleting: 'מוחק…',
    },
    feedback: {
      created: 'הכישור "{{name}}" נוצר.',
      saved: 'הכישור "{{name}}" נשמר.',
      deleted: 'הכישור "{{name}}" נמחק.',
    },
    window: {
      title: 'התראה לפני תפוגה',
      body: 'כישור מוצג בצהוב, והמחזיק בו מקבל הודעה, מספר הימים הזה לפני תאריך התפוגה.',
      days: 'ימים לפני התפוגה',
      invalid: 'יש להזין מספר שלם של ימים בין 0 ל-{{max}}',
      save: 'שמירה',
      saved: 'ההתראה לפני תפוגה נשמרה.',
      loadFailed: 'לא ניתן היה לטעון את ההתראה לפני תפוגה.',
    },
  },
};
