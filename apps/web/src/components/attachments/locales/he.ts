import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of attachment tiles and previews (right to left). */
export const he: CatalogueOf<typeof en> = {
  attachments: {
    open: 'פתיחת {{name}}',
    select: 'בחירת {{name}}',
    thumbnailAlt: 'תצוגה מקדימה של {{name}}',
    imageAlt: '{{name}}',
    pdfPageAlt: 'עמוד {{page}} מתוך {{count}} של {{name}}',
    pageOf: 'עמוד {{page}} מתוך {{count}}',
    showOriginal: 'הצגת המקור',
    uploadedBy: 'הועלה על ידי {{name}}',
    previous: 'הקובץ הקודם',
    next: 'הקובץ הבא',
    position: '{{position}} מתוך {{count}}',
    positionStatus: 'קובץ {{position}} מתוך {{count}}: {{name}}',
    download: 'הורדה',
    noPreview: 'אין תצוגה מקדימה לסוג קובץ זה. יש להוריד אותו כדי לפתוח.',
    noVideo: 'הדפדפן לא יכול להפעיל את הסרטון. יש להוריד אותו כדי לצפות.',
  },
};
