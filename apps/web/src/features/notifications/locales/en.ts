/** English strings of the notification bell and panel: the default and fallback language. */
export const en = {
  notifications: {
    title: 'Notifications',
    open: 'Notifications',
    // {{badge}} is the count as the badge shows it ("99+" past 99): the name contains what is seen.
    openUnread_one: 'Notifications, {{badge}} unread',
    openUnread_other: 'Notifications, {{badge}} unread',
    // Hebrew has a dual form; English never selects it but the catalogues share one shape.
    openUnread_two: 'Notifications, {{badge}} unread',
    empty: 'You are all caught up.',
    failed: 'Notifications could not be loaded.',
    today: 'Today',
    older: 'More than 7 days ago',
    events: {
      asset_uploaded: '{{actor}} uploaded {{name}} for you',
      asset_deleted: '{{actor}} deleted your file {{name}}',
      toggle_on: '{{actor}} switched the {{app}} app on',
      toggle_off: '{{actor}} switched the {{app}} app off',
      user_confirmed: '{{name}} accepted your invitation',
      user_role_changed: '{{actor}} changed your role to {{role}}',
    },
  },
};
