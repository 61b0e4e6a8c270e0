// The browser's side of a server's push subscription: a service-worker registration of its own
// (lib/push-scope), subscribed with that server's VAPID key and no other's.
import { base64urlnopad } from '@scure/base';
import type { PushSubscriptionJson } from '@/api/webpush';

/** The service worker vite-plugin-pwa builds from src/sw.ts (vite.config.ts). */
const WORKER_URL = '/sw.js';

/** What the notification steps need of the browser (tests pass a fake). */
export interface BrowserPush {
  /** Notification.permission now. */
  permission(): NotificationPermission;
  /**
   * The server's subscription, made at `scope` with `applicationServerKey` (base64url): the one
   * already there when it was made with that key, else a new one (one made with another key is
   * ended first).
   */
  subscribe(scope: string, applicationServerKey: string): Promise<PushSubscriptionJson>;
  /** The endpoint of the subscription at `scope`, if there is one. */
  endpointAt(scope: string): Promise<string | null>;
  /** Ends the subscription at `scope` and removes its registration. */
  unsubscribe(scope: string): Promise<void>;
}

function absolute(scope: string): string {
  return new URL(scope, location.origin).href;
}

/** The registration whose scope is exactly `scope` (getRegistration also answers a wider one). */
async function registrationAt(scope: string): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  return registration?.scope === absolute(scope) ? registration : undefined;
}

/** Resolves once the registration has an active worker (a push needs one to land on). */
function whenActive(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const onChange = () => {
      if (worker.state === 'activated') {
        worker.removeEventListener('statechange', onChange);
        resolve();
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', onChange);
        reject(new Error('The notification worker did not install.'));
      }
    };
    worker.addEventListener('statechange', onChange);
  });
}

function sameKey(key: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!key || key.byteLength !== wanted.length) {
    return false;
  }
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === wanted[index]);
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) {
    throw new Error('The browser gave a push subscription without its keys.');
  }
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh, auth },
  };
}

export const browserPush: BrowserPush = {
  permission: () => Notification.permission,

  async subscribe(scope, applicationServerKey) {
    const registration =
      (await registrationAt(scope)) ??
      (await navigator.serviceWorker.register(WORKER_URL, { scope }));
    await whenActive(registration);
    // A copy on an ArrayBuffer of its own: the DOM's BufferSource type takes no other.
    const key = new Uint8Array(base64urlnopad.decode(applicationServerKey));
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameKey(existing.options.applicationServerKey, key)) {
      return toJson(existing);
    }
    // Another key (the server made a new pair): that subscription can never carry its pushes.
    await existing?.unsubscribe();
    const made = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return toJson(made);
  },

  async endpointAt(scope) {
    if (!('serviceWorker' in navigator)) {
      return null;
    }
    const registration = await registrationAt(scope);
    const subscription = await registration?.pushManager.getSubscription();
    return subscription?.endpoint ?? null;
  },

  async unsubscribe(scope) {
    const registration = await registrationAt(scope);
    if (!registration) {
      return;
    }
    const subscription = await registration.pushManager.getSubscription();
    await subscription?.unsubscribe();
    await registration.unregister();
  },
};
