// What the service worker needs to word a payment notification, handed over through the Cache API
// (src/lib/worker-messages.ts): the person's words and locale, and per server the wallets of this
// device its pushes may name, by the server's wallet id, with their local id and name. No key, no
// account id: the worker shows notifications with the app locked.
import type {
  NotificationConfig,
  NotificationWords,
  NotifiedServer,
} from '@/lib/push-notification';
import { readNotificationConfig } from '@/lib/push-notification';
import { NOTIFICATION_CONFIG_CACHE, NOTIFICATION_CONFIG_URL } from '@/lib/worker-messages';
import type { WalletConnection } from '../wallets/wallet-store';
import { getNotificationRecord, serverOf } from './record';
import type { NotificationRecord } from './record';

/** The config for the servers in `record`, naming the wallets of this device on each. */
export function buildWorkerConfig(
  record: NotificationRecord,
  connections: readonly WalletConnection[],
  words: NotificationWords | null,
): NotificationConfig {
  const servers: NotifiedServer[] = Object.entries(record).map(([server, entry]) => ({
    scope: entry.scope,
    siteTitle: entry.siteTitle,
    wallets: connections
      .filter((c) => c.walletId !== undefined && serverOf(c.serverUrl) === server)
      .map((c) => ({ walletId: c.walletId!, localId: c.id, name: c.name })),
  }));
  return { v: 1, words, servers };
}

async function readWorkerConfig(): Promise<NotificationConfig> {
  const cache = await caches.open(NOTIFICATION_CONFIG_CACHE);
  const response = await cache.match(NOTIFICATION_CONFIG_URL);
  return readNotificationConfig(response ? await response.json() : null);
}

/**
 * Writes the config for the servers on now. `words` replaces the words handed over before (the
 * language changed); without it they stay. With no server on, the config goes.
 */
export async function writeWorkerConfig(
  connections: readonly WalletConnection[],
  words?: NotificationWords,
): Promise<void> {
  if (typeof caches === 'undefined') {
    return;
  }
  const record = getNotificationRecord();
  if (Object.keys(record).length === 0) {
    await caches.delete(NOTIFICATION_CONFIG_CACHE);
    return;
  }
  const kept = words ?? (await readWorkerConfig()).words;
  const config = buildWorkerConfig(record, connections, kept);
  const cache = await caches.open(NOTIFICATION_CONFIG_CACHE);
  await cache.put(
    NOTIFICATION_CONFIG_URL,
    new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } }),
  );
}
