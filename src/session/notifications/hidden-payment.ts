// A payment the open app sees on its websocket while its page is hidden (another tab in front,
// the app in the background) is shown as the same notification a push would give, and with the
// same tag, so when the server's push comes too the two are one. Only this check loads with the
// app; the rest (./seen-payment.ts) when there is something to show.
import type { WalletMessage } from '@/api/realtime';
import type { WalletConnection } from '../wallets/wallet-store';
import { notificationsOf } from './record';

export function noticePaymentWhileHidden(
  connection: WalletConnection,
  { payment }: WalletMessage,
): void {
  if (
    typeof document === 'undefined' ||
    document.visibilityState !== 'hidden' ||
    payment.amount <= 0 ||
    payment.status !== 'success'
  ) {
    return;
  }
  const entry = notificationsOf(connection.serverUrl);
  if (!entry?.walletIds.includes(payment.wallet_id)) {
    return;
  }
  void import('./seen-payment')
    .then((module) => module.showSeenPayment(connection, payment, entry.scope))
    .catch(() => undefined);
}
