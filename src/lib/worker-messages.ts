// What the page and the service worker (src/sw.ts) say to each other, and where the page leaves
// the notification settings for the worker (the Cache API: both reach it, the worker at any time,
// even with the app closed). Only words, wallet names and ids live there: never a key or an
// account id.

/** The page saw a payment on its websocket while hidden: the worker shows it as a push. */
export const PAYMENT_SEEN_MESSAGE = 'pocketbits:payment-seen';
/** The worker asks an open window to go to `href` (a notification was tapped). */
export const OPEN_MESSAGE = 'pocketbits:open';

export const NOTIFICATION_CONFIG_CACHE = 'pocketbits-notifications';
/** A key in that cache, never fetched: no server answers it. */
export const NOTIFICATION_CONFIG_URL = '/pocketbits-notifications/config.json';

/** Whether `href` is an address of this app a notification may open (a path, not a URL). */
export function isAppHref(href: unknown): href is string {
  return typeof href === 'string' && /^\/(?![/\\])/.test(href) && !/[\s\\]/.test(href);
}
