// The one check every screen makes about payment notifications (a payment seen on the websocket
// while hidden, a removed wallet): whether any server notifies this device at all. Only when one
// does does the rest of the notification code load (scripts/first-render-imports.test.ts).

/** Where ./record.ts keeps which servers notify this device; absent while none does. */
export const NOTIFICATIONS_STORAGE_KEY = 'pocketbits.notifications.v1';

export function anyNotificationsOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(NOTIFICATIONS_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}
