import type { CatalogueOf } from '../../../../app/i18n/catalogues';
import type { en } from './en';

/** Hebrew strings of the answer outbox's status (right to left). */
export const he: CatalogueOf<typeof en> = {
  answeringOffline: {
    online: 'מחובר',
    offline: 'לא מחובר',
    summary: 'תשובות: {{waiting}} ממתינות, {{sent}} נשלחו, {{refused}} נדחו',
    summaryShort_waiting: '{{count}} ממתינות',
    summaryShort_sending: 'שולח…',
    summaryShort_refused: '{{count}} נדחו',
    summaryShort_sent: 'הכול נשלח',
    summaryShort_none: 'אין מה לשלוח',
    openList: 'תשובות ממתינות ונשלחות: {{summary}}',
    listTitle: 'תשובות במכשיר זה',
    offlineHint: 'אין חיבור לרשת. התשובות נשמרות במכשיר ויישלחו כשהחיבור יחזור.',
    retryAt: 'ניסיון נוסף בשעה {{time}}',
    storageFailed: 'הדפדפן אינו מאפשר לשמור תשובות במכשיר: הישארו מחוברים עד שיישלחו.',
    empty: 'אין תשובות ממתינות.',
    question: 'שאלה {{key}}',
    state_waiting: 'ממתינה',
    state_sending: 'נשלחת',
    state_refused: 'נדחתה',
    outcome_saved: 'נשלחה',
    outcome_unchanged: 'נשלחה (ללא שינוי)',
    outcome_replayed: 'נשלחה',
    outcome_superseded: 'נשלחה, אך תשובה מאוחרת יותר ממכשיר אחר נשארת',
    outcome_overwrote: 'נשלחה, במקום תשובה שניתנה בינתיים במכשיר אחר',
    refusedHint: 'שנו את התשובה ושלחו שוב, או מחקו אותה.',
    sendNow: 'שליחה עכשיו',
    close: 'סגירה',
    discard: 'מחיקה',
    discardName: 'מחיקת התשובה שנדחתה ל{{name}}',
    discardTitle: 'למחוק את התשובה?',
    discardBody: 'התשובה ל{{name}} נדחתה ולא תישלח. מחיקתה מסירה אותה מהמכשיר.',
    cancel: 'ביטול',
  },
};
