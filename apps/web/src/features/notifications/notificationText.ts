import type { TFunction } from 'i18next';
import type { AppNotification } from '@fieldwork/contracts';

/** Event types the bell can say in the user's language; others show the server's English text. */
const KNOWN_TYPES = new Set(['asset_uploaded', 'asset_deleted', 'toggle_changed', 'user_confirmed', 'user_role_changed']);

/** A notification's text in the user's language, from its event type and params. */
export function notificationText(item: Pick<AppNotification, 'type' | 'params' | 'message'>, t: TFunction): string {
  if (!item.type || !KNOWN_TYPES.has(item.type)) return item.message;
  const params: Record<string, string> = { ...item.params };
  if (item.type === 'toggle_changed' && params.app) {
    params.app = t(`appNames.${params.app}`, { defaultValue: params.app });
    return t(params.state === 'on' ? 'notifications.events.toggle_on' : 'notifications.events.toggle_off', params);
  }
  if (item.type === 'user_role_changed' && params.role) params.role = t(`roles.${params.role}`, { defaultValue: params.role });
  return t(`notifications.events.${item.type}`, { ...params, defaultValue: item.message });
}
