// What Settings shows for one server's notifications, from what the browser and the record say.
// Pure: the browser's answers are passed in.
import type { PushSupport } from '@/lib/push-support';
import type { ServerNotifications } from './record';

export type NotificationStatus =
  /** This browser or page cannot receive them (and why: lib/push-support). */
  | { kind: 'unavailable'; reason: Exclude<PushSupport, { ok: true }>['reason'] }
  /** The person (or the browser's settings) refused notifications for this site. */
  | { kind: 'blocked' }
  | { kind: 'off' }
  /** Pushes come for these wallets (the server's ids). */
  | { kind: 'on'; walletIds: string[] }
  /**
   * It was on, but the browser no longer holds that subscription (it expired, or site data was
   * cleared): the server's pushes go nowhere. Turning it on again makes a new one.
   */
  | { kind: 'lapsed' };

export interface StatusInputs {
  support: PushSupport;
  /** Notification.permission. */
  permission: NotificationPermission;
  entry: ServerNotifications | undefined;
  /** The endpoint of the subscription the server's registration holds now, if any. */
  endpointNow: string | null;
}

export function notificationStatus({
  support,
  permission,
  entry,
  endpointNow,
}: StatusInputs): NotificationStatus {
  if (!support.ok) {
    return { kind: 'unavailable', reason: support.reason };
  }
  if (permission === 'denied') {
    return { kind: 'blocked' };
  }
  if (!entry) {
    return { kind: 'off' };
  }
  if (endpointNow !== entry.endpoint || permission !== 'granted') {
    return { kind: 'lapsed' };
  }
  return { kind: 'on', walletIds: entry.walletIds };
}
