import { useCallback } from 'react';
import { UpdatePrompt } from '@/features/pwa';
import { hasOpenPayment, sessionStore } from '@/features/send';
import { useWallets } from '@/session';

/** The update banner, held back while any connected wallet has a payment whose outcome is open. */
export function AppUpdatePrompt() {
  const { connections } = useWallets();
  const paymentInFlight = useCallback(() => {
    const storage = sessionStore();
    return connections.some((c) => hasOpenPayment(storage, c.id));
  }, [connections]);
  return <UpdatePrompt paymentInFlight={paymentInFlight} />;
}
