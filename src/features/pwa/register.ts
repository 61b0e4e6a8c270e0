// Registers the service worker built by vite-plugin-pwa (registerType 'prompt'): a new version
// installs in the background and waits; the banner asks before it takes over. No-op in dev.
/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
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

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    return;
  }
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
