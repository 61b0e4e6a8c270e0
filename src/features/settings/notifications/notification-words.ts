// The words of a payment notification, rendered here (the page owns Lingui) with their
// placeholders kept, and handed to the service worker, which fills them in for each payment
// (src/lib/push-notification.ts) and writes the amount in the same locale.
import { t } from '@lingui/core/macro';
import { formatLocale } from '@/lib/locale';
import type { NotificationWords } from '@/lib/push-notification';

export function notificationWords(): NotificationWords {
  // Placeholders, filled in by the service worker.
  const amount = '{amount}';
  const wallet = '{wallet}';
  return {
    locale: formatLocale(),
    received: t({
      message: `Received ${amount} · ${wallet}`,
      comment:
        'A phone notification when money arrived: {amount} is like "2,100 sats", {wallet} the wallet’s name',
    }),
    paid: t({
      message: `Paid ${amount} · ${wallet}`,
      comment:
        'A phone notification when money left a wallet (paid to another wallet on the same server)',
    }),
  };
}
