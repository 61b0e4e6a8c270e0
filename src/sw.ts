/// <reference lib="webworker" />
// The service worker. At the app's scope (`/`) it does what vite-plugin-pwa's generateSW did:
// the whole app shell precached as one version, navigations answered with it (never the server's
// own paths), old versions' caches removed, clients claimed, and a new version waiting until the
// page says SKIP_WAITING (registerType 'prompt': src/features/pwa/register.ts).
//
// The same script also runs at each server's notification scope (src/lib/push-scope.ts), where it
// only shows payment notifications: a push from that server, or a payment the open app saw on its
// websocket. It keeps no key and no account id; the words and the wallets it may name are what the
// page handed over (src/session/notifications/worker-config.ts).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  describeOtherPush,
  describePayment,
  readLnbitsPush,
  readNotificationConfig,
  readSeenPayment,
} from './lib/push-notification';
import type { NotificationConfig, PaymentNews, ShownNotification } from './lib/push-notification';
import { isNotificationScope } from './lib/push-scope';
import { SERVER_PATHS } from './lib/server-paths';
import {
  isAppHref,
  NOTIFICATION_CONFIG_CACHE,
  NOTIFICATION_CONFIG_URL,
  OPEN_MESSAGE,
  PAYMENT_SEEN_MESSAGE,
} from './lib/worker-messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

/** A push with no title to show (not LNbits'): the app's name, which needs no translating. */
const UNREADABLE_PUSH: ShownNotification = {
  title: 'Pocketbits',
  body: '',
  tag: '',
  href: '/',
  lang: '',
};

const notificationsOnly = isNotificationScope(self.registration.scope);

if (notificationsOnly) {
  // No page is ever under this scope, so nothing waits for a new version to take over.
  self.addEventListener('install', () => void self.skipWaiting());
} else {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [...SERVER_PATHS],
    }),
  );
  clientsClaim();
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
      void self.skipWaiting();
    }
  });
}

async function readConfig(): Promise<NotificationConfig> {
  try {
    const cache = await caches.open(NOTIFICATION_CONFIG_CACHE);
    const response = await cache.match(NOTIFICATION_CONFIG_URL);
    return readNotificationConfig(response ? await response.json() : null);
  } catch {
    return readNotificationConfig(null);
  }
}

function show(notification: ShownNotification): Promise<void> {
  return self.registration.showNotification(notification.title, {
    body: notification.body,
    tag: notification.tag || undefined,
    lang: notification.lang || undefined,
    icon: '/icons/icon-192.png',
    data: { href: notification.href },
  });
}

async function showPayment(news: PaymentNews): Promise<void> {
  const config = await readConfig();
  const scope = new URL(self.registration.scope).pathname;
  const server = config.servers.find((candidate) => candidate.scope === scope);
  const notification = describePayment(news, server, config.words ?? undefined);
  // The same payment shown already (the app saw it first): replaced, keeping the way to the
  // payment itself, which only the app's report knows.
  const [earlier] = await self.registration.getNotifications({ tag: notification.tag });
  const earlierHref: unknown = (earlier?.data as { href?: unknown } | undefined)?.href;
  if (isAppHref(earlierHref) && earlierHref.startsWith('/history/')) {
    notification.href = earlierHref;
  }
  await show(notification);
}

self.addEventListener('push', (event) => {
  const text = event.data?.text() ?? '';
  const news = readLnbitsPush(text);
  // Every push shows a notification: a browser may end a subscription whose pushes show none.
  event.waitUntil(news ? showPayment(news) : show(describeOtherPush(text) ?? UNREADABLE_PUSH));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; payment?: unknown } | null;
  if (!notificationsOnly || data?.type !== PAYMENT_SEEN_MESSAGE) {
    return;
  }
  const news = readSeenPayment(data.payment);
  if (news) {
    event.waitUntil(showPayment(news));
  }
});

/** Opens `href` in the app's window when one is open (it navigates itself), else a new one. */
async function openApp(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = windows.find((client) => client.focused) ?? windows[0];
  if (!target) {
    await self.clients.openWindow(href);
    return;
  }
  // This registration controls no page (its scope has none), so it cannot navigate one: the
  // page does it (src/features/pwa/register.ts). With the app locked, the PIN comes first.
  target.postMessage({ type: OPEN_MESSAGE, href });
  await target.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href: unknown = (event.notification.data as { href?: unknown } | null)?.href;
  const opening = openApp(isAppHref(href) ? href : '/');
  try {
    event.waitUntil(opening);
  } catch {
    // A click dispatched by a test rather than by the browser cannot be waited on; it still runs.
  }
});
