import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { appOrigin } from '@/api/app-origin';
import { serverHost } from '@/lib/server-url';
import { useWallets } from '@/session';
import type { WalletConnection } from '@/session';
import {
  browserPush,
  getNotificationRecord,
  notificationStatus,
  serverOf,
  subscribeNotificationRecord,
  writeWorkerConfig,
} from '@/session/notifications';
import type { NotificationStatus, ServerNotifications } from '@/session/notifications';
import { readPushSupport } from './browser-support';
import { notificationWords } from './notification-words';

export interface ServerRow {
  /** The server as the record keys it (its address, resolved). */
  server: string;
  /** Its host, for telling servers apart when there are several. */
  host: string;
  wallets: WalletConnection[];
  entry: ServerNotifications | undefined;
  status: NotificationStatus;
}

function readPermission(): NotificationPermission {
  return 'Notification' in globalThis ? Notification.permission : 'default';
}

/**
 * Each server the wallets here live on, with its notifications' state. Opening Settings (and a
 * change of language, which renders it afresh) hands the service worker the words again, in the
 * language shown, with the wallets' current names.
 */
export function useServerNotifications() {
  const { connections } = useWallets();
  const record = useSyncExternalStore(subscribeNotificationRecord, getNotificationRecord);
  const [support] = useState(readPushSupport);
  const [permission, setPermission] = useState(readPermission);
  /** The endpoint each server's registration holds now, read for the endpoint recorded then. */
  const [endpoints, setEndpoints] = useState<
    Record<string, { recorded: string; now: string | null }>
  >({});

  const refresh = useCallback(() => setPermission(readPermission()), []);

  useEffect(() => {
    let current = true;
    for (const [server, entry] of Object.entries(record)) {
      void browserPush
        .endpointAt(entry.scope)
        .catch(() => null)
        .then((endpoint) => {
          if (current) {
            setEndpoints((known) => ({
              ...known,
              [server]: { recorded: entry.endpoint, now: endpoint },
            }));
          }
        });
    }
    return () => {
      current = false;
    };
  }, [record]);

  useEffect(() => {
    if (Object.keys(record).length > 0) {
      void writeWorkerConfig(connections, notificationWords()).catch(() => undefined);
    }
  }, [record, connections]);

  const rows = useMemo(() => {
    const byServer = new Map<string, WalletConnection[]>();
    for (const connection of connections) {
      const server = serverOf(connection.serverUrl);
      byServer.set(server, [...(byServer.get(server) ?? []), connection]);
    }
    return [...byServer].map(([server, wallets]): ServerRow => {
      const entry = record[server];
      const read = endpoints[server];
      return {
        server,
        host: serverHost(server, appOrigin()),
        wallets,
        entry,
        status: notificationStatus({
          support,
          permission,
          entry,
          // Until the browser has answered for this entry, as recorded: no flash of "stopped".
          endpointNow:
            read && read.recorded === entry?.endpoint ? read.now : (entry?.endpoint ?? null),
        }),
      };
    });
  }, [connections, record, endpoints, support, permission]);

  return { rows, support, refresh };
}
