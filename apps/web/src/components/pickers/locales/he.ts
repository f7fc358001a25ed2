import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the pickers (right to left). */
export const he: CatalogueOf<typeof en> = {
  pickers: {
    searchUsers: 'חיפוש אנשים לפי שם או אימייל',
    noResults: 'אין תוצאות',
    noSuggestions: 'אין הצעות',
    typeMore: 'יש להקליד לפחות {{count}} תווים',
    loading: 'טוען…',
    failed: 'לא ניתן היה לטעון את האפשרויות.',
    maxReached: 'אפשר לבחור עד {{max}}',
  },
};
