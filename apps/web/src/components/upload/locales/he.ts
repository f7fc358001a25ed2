import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the file uploader (right to left). */
export const he: CatalogueOf<typeof en> = {
  upload: {
    dropHere: 'גררו קבצים לכאן, או',
    choose: 'בחירת קבצים',
    takePhoto: 'צילום תמונה',
    hint: 'מותר: {{types}}. עד {{max}} קבצים בכל פעם.',
    invalidType: 'סיומת קובץ לא חוקית, מותר רק {{types}}',
    tooManyFiles: 'שגיאה, מספר הקבצים המרבי הוא {{max}}',
    notAdded: 'לא נוספו: {{names}}',
    queued: 'ממתין…',
    uploading: 'מעלה… {{percent}}%',
    cancelled: 'בוטל. הקובץ לא הועלה.',
    cancel: 'ביטול',
    cancelName: 'ביטול ההעלאה של {{name}}',
    retry: 'ניסיון חוזר',
    retryName: 'ניסיון חוזר להעלאת {{name}}',
    remove: 'הסרה מהרשימה',
    removeName: 'הסרת {{name}} מהרשימה',
    progress: 'התקדמות ההעלאה של {{name}}',
    listLabel: 'קבצים להעלאה',
    uploaded: 'הועלו: {{count}}',
  },
};
