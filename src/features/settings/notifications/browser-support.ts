import { readPlatform } from '@/components/usePlatform';
import { pushSupport } from '@/lib/push-support';
import type { PushSupport } from '@/lib/push-support';

/** Whether this browser, as it runs now, can show payment notifications (lib/push-support). */
export function readPushSupport(): PushSupport {
  return pushSupport(readPlatform(), {
    secureContext: globalThis.isSecureContext === true,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in globalThis,
    notification: 'Notification' in globalThis,
  });
}
