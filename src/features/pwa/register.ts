// Registers the service worker built by vite-plugin-pwa (registerType 'prompt'): a new version
// installs in the background and waits; the banner asks before it takes over. No-op in dev.
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { OPEN_MESSAGE, isAppHref } from '@/lib/worker-messages';
import { setUpdateWaiting } from './update-store';

const UPDATE_CHECK_MS = 60 * 60_000;

let update: ((reloadPage?: boolean) => Promise<void>) | undefined;

/** Tells the waiting worker to take over, and reloads once it controls the page. */
async function activateWaiting(): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await update?.(true);
}

/**
 * Goes to `href` in this page, as a link would: the router follows the history entry (popstate),
 * with the state it writes itself. Locked, the router is not there yet; it opens `href` after the
 * PIN.
 */
function openInPage(href: string): void {
  const previous = (history.state as { idx?: unknown } | null)?.idx;
  const idx = typeof previous === 'number' ? previous + 1 : 0;
  history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    return;
  }
  // A tapped payment notification (src/sw.ts) asks the window already open to show the wallet.
  navigator.serviceWorker.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; href?: unknown } | null;
    if (event.origin === location.origin && data?.type === OPEN_MESSAGE && isAppHref(data.href)) {
      openInPage(data.href);
    }
  });
  update = registerSW({
    // Only over a version that controls this page. The first install, when it finishes after a
    // reload (Firefox's takes seconds), is reported as "external" too: nothing waits then.
    onNeedRefresh: () => {
      if (navigator.serviceWorker.controller) {
        setUpdateWaiting(activateWaiting);
      }
    },
    // The plugin reloads on its own only when this page was already controlled at start; the
    // reload is done by activateWaiting instead, once the person asked for it.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) {
        return;
      }
      // Long-lived tabs (an installed app stays open for days) look for a new version now and then.
      const check = () => {
        if (navigator.onLine && !registration.installing) {
          void registration.update().catch(() => undefined);
        }
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') {
          check();
        }
      });
    },
  });
}
