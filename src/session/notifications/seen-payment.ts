// Hands a payment seen on the websocket to the server's notification worker (src/sw.ts), which
// words it as it words a push. Anyone who knows a wallet's channel can write into it, so the
// payment is first read back from the server with the wallet's key: only a payment the server
// says was received is shown.
import { getPayment } from '@/api/core';
import type { Payment } from '@/api/core';
import { msatToSatFloor } from '@/lib/amount';
import { PAYMENT_SEEN_MESSAGE } from '@/lib/worker-messages';
import type { WalletConnection } from '../wallets/wallet-store';
import { notificationsOf } from './record';

export async function showSeenPayment(
  connection: WalletConnection,
  payment: Payment,
): Promise<void> {
  // Only a wallet its server's notifications cover.
  const entry = notificationsOf(connection.serverUrl);
  if (!entry?.walletIds.includes(payment.wallet_id)) {
    return;
  }
  const lookup = await getPayment(
    { serverUrl: connection.serverUrl, key: connection.key },
    payment.payment_hash,
  );
  const details = lookup.details;
  if (!lookup.paid || !details || details.amount <= 0 || details.wallet_id !== payment.wallet_id) {
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration(entry.scope);
  registration?.active?.postMessage({
    type: PAYMENT_SEEN_MESSAGE,
    payment: {
      walletId: details.wallet_id,
      walletName: connection.name,
      // As LNbits counts it for its push (`int(amount / 1000)`), so the two tags match.
      amountSat: msatToSatFloor(details.amount),
      note: details.memo,
      paymentHash: details.payment_hash,
    },
  });
}
