/** English strings of the notification bell and panel: the default and fallback language. */
export const en = {
  notifications: {
    title: 'Notifications',
    open: 'Notifications',
    openUnread_one: 'Notifications, {{count}} unread',
    openUnread_other: 'Notifications, {{count}} unread',
    // Hebrew has a dual form; English never selects it but the catalogues share one shape.
    openUnread_two: 'Notifications, {{count}} unread',
    empty: 'You are all caught up.',
    failed: 'Notifications could not be loaded.',
    today: 'Today',
    older: 'More than 7 days ago',
  },
};
