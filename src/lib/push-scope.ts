// Where each server's push subscription lives. A subscription belongs to one server's VAPID key
// and a service-worker registration holds one subscription, so each server gets a registration
// of its own, the app's service worker under a scope no page uses: `/notify/<hash of the server>/`.
// The app's own registration (scope `/`) caches the app and never subscribes.
import { hex } from '@scure/base';

export const NOTIFY_SCOPE_PREFIX = '/notify/';

/** The scope path of the registration for `server` (a server URL as the app resolves it). */
export async function notificationScope(server: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(server));
  return `${NOTIFY_SCOPE_PREFIX}${hex.encode(new Uint8Array(digest).subarray(0, 16))}/`;
}

/** Whether a registration's scope (a URL) is one of the notification scopes. */
export function isNotificationScope(scope: string): boolean {
  try {
    return /^\/notify\/[0-9a-f]{32}\/$/.test(new URL(scope).pathname);
  } catch {
    return false;
  }
}
