import { useCallback } from 'react';
import { UpdatePrompt } from '@/features/pwa';
import { readPendingPayment, sessionStore } from '@/features/send';
import { useWallets } from '@/features/wallets';

/** The update banner, held back while any connected wallet has a payment whose outcome is open. */
export function AppUpdatePrompt() {
  const { connections } = useWallets();
  const paymentInFlight = useCallback(() => {
    const storage = sessionStore();
    return connections.some((c) => readPendingPayment(storage, c.id) !== null);
  }, [connections]);
  return <UpdatePrompt paymentInFlight={paymentInFlight} />;
}
