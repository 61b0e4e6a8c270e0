// A payment the open app sees on its websocket while its page is hidden (another tab in front,
// the app in the background) is shown as the same notification a push would give, and with the
// same tag, so when the server's push comes too the two are one. Only this check loads with the
// app; the rest (./seen-payment.ts, which asks the record whether this wallet's server notifies)
// when some server notifies this device.
import type { WalletMessage } from '@/api/realtime';
import type { WalletConnection } from '../wallets/wallet-store';
import { anyNotificationsOn } from './any-on';

export function noticePaymentWhileHidden(
  connection: WalletConnection,
  { payment }: WalletMessage,
): void {
  if (
    typeof document === 'undefined' ||
    document.visibilityState !== 'hidden' ||
    payment.amount <= 0 ||
    payment.status !== 'success' ||
    !anyNotificationsOn()
  ) {
    return;
  }
  void import('./seen-payment')
    .then((module) => module.showSeenPayment(connection, payment))
    .catch(() => undefined);
}
