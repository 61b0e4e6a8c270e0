// Which servers notify this device of payments: one record in localStorage, read synchronously
// (./any-on.ts tells every screen whether there is one at all). No secret is in it: the server's address, where its subscription
// lives, and the server's ids of the wallets its account covers. The account's credentials, when
// the person chose to remember them, are in the vault with the wallets.
import { displayServerUrl } from '@/lib/server-url';
import { appOrigin } from '@/api/app-origin';

/** The same key ./any-on.ts looks for (not imported: that module loads with every screen). */
export const NOTIFICATIONS_STORAGE_KEY = 'pocketbits.notifications.v1';

/** One server that pushes this device its payments. */
export interface ServerNotifications {
  /** The scope of the service-worker registration holding the subscription (lib/push-scope). */
  scope: string;
  /** The push subscription's endpoint, as registered with the server. */
  endpoint: string;
  /** The server's ids of the account's wallets connected here when it was turned on. */
  walletIds: string[];
  /** The server's site title (LNbits' memo for an invoice without one). */
  siteTitle: string | null;
}

export type NotificationRecord = Record<string, ServerNotifications>;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { text: string | null; record: NotificationRecord } | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isServerNotifications(value: unknown): value is ServerNotifications {
  const entry = value as Partial<ServerNotifications> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.scope === 'string' &&
    typeof entry.endpoint === 'string' &&
    Array.isArray(entry.walletIds) &&
    entry.walletIds.every((id) => typeof id === 'string') &&
    (entry.siteTitle === null || typeof entry.siteTitle === 'string')
  );
}

function parse(text: string | null): NotificationRecord {
  if (!text) {
    return {};
  }
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) {
      return {};
    }
    return Object.fromEntries(
      Object.entries(json).filter(([, entry]) => isServerNotifications(entry)),
    ) as NotificationRecord;
  } catch {
    return {};
  }
}

/** The servers that notify this device (the same object until the record changes). */
export function getNotificationRecord(): NotificationRecord {
  const text = storage()?.getItem(NOTIFICATIONS_STORAGE_KEY) ?? null;
  if (cached?.text !== text) {
    cached = { text, record: parse(text) };
  }
  return cached.record;
}

/** Sets (or, with null, removes) one server's entry. */
export function setServerNotifications(server: string, entry: ServerNotifications | null): void {
  const next = { ...getNotificationRecord() };
  if (entry) {
    next[server] = entry;
  } else {
    delete next[server];
  }
  try {
    if (Object.keys(next).length === 0) {
      storage()?.removeItem(NOTIFICATIONS_STORAGE_KEY);
    } else {
      storage()?.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(next));
    }
  } catch {
    // Storage refused: the subscription still works; Settings will show it off.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeNotificationRecord(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server a wallet's `serverUrl` names ('' is the app's own), as the record keys it. */
export function serverOf(serverUrl: string): string {
  return displayServerUrl(serverUrl, appOrigin());
}

/** The entry of the server a wallet lives on, when that server notifies this device. */
export function notificationsOf(serverUrl: string): ServerNotifications | undefined {
  return getNotificationRecord()[serverOf(serverUrl)];
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === NOTIFICATIONS_STORAGE_KEY || event.key === null) {
      listeners.forEach((listener) => listener());
    }
  });
}
