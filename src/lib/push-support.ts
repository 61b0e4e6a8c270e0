// Whether this browser can receive payment notifications, and if not, why (pure: the browser's
// answers are passed in, so every case is tested with its real signals).
import type { Platform } from './platform';

/** What the browser offers, as `pushSupport` reads it. */
export interface PushFeatures {
  /** window.isSecureContext: https, or loopback. */
  secureContext: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
}

export type PushSupport =
  | { ok: true }
  | {
      ok: false;
      /**
       * ios-browser: an iPhone or iPad outside the app added to the Home Screen (Web Push works
       * only there, iOS 16.4+); ios-too-old: that app on an iOS before 16.4; insecure: plain
       * http to a server that is not this device; unsupported: a browser without Web Push.
       */
      reason: 'ios-browser' | 'ios-too-old' | 'insecure' | 'unsupported';
    };

export function pushSupport(platform: Platform, features: PushFeatures): PushSupport {
  if (platform.os === 'ios' && !platform.installed) {
    return { ok: false, reason: 'ios-browser' };
  }
  if (!features.secureContext) {
    return { ok: false, reason: 'insecure' };
  }
  if (!features.serviceWorker || !features.pushManager || !features.notification) {
    return { ok: false, reason: platform.os === 'ios' ? 'ios-too-old' : 'unsupported' };
  }
  return { ok: true };
}
