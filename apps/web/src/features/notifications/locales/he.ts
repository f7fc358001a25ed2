import type { CatalogueOf } from '../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the notification bell and panel (right to left). */
export const he: CatalogueOf<typeof en> = {
  notifications: {
    title: 'התראות',
    open: 'התראות',
    openUnread_one: 'התראות, {{badge}} שלא נקראה',
    openUnread_other: 'התראות, {{badge}} שלא נקראו',
    openUnread_two: 'התראות, {{badge}} שלא נקראו',
    empty: 'אין התראות חדשות.',
    failed: 'לא ניתן היה לטעון את ההתראות.',
    today: 'היום',
    older: 'לפני יותר מ־7 ימים',
    events: {
      asset_uploaded: '{{actor}} העלה/תה עבורך את {{name}}',
      asset_deleted: '{{actor}} מחק/ה את הקובץ שלך {{name}}',
      toggle_on: '{{actor}} הפעיל/ה את האפליקציה {{app}}',
      toggle_off: '{{actor}} כיבה/תה את האפליקציה {{app}}',
      user_confirmed: '{{name}} קיבל/ה את ההזמנה שלך',
      user_role_changed: '{{actor}} שינה/תה את התפקיד שלך ל{{role}}',
    },
  },
};
