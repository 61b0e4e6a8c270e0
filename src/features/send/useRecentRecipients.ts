import { useEffect, useState } from 'react';
import type { PaymentState } from './payment-machine';
import {
  loadRecipients,
  localStore,
  saveRecipients,
  withRecipient,
  withoutRecipient,
} from './recent-recipients';
import type { SendTarget } from './send-target';

/**
 * This wallet's recent recipients as Send opened; a paid LNURL or Lightning address is written to
 * the stored list at once and shows the next time Send opens (the outcome has the screen now).
 */
export function useRecentRecipients(
  walletId: string,
  state: PaymentState,
  target: SendTarget | 'loading',
) {
  const [list, setList] = useState(() => loadRecipients(localStore(), walletId));
  const code = state.phase === 'paid' ? state.record.lnurl?.code : undefined;
  const label =
    target !== 'loading' && target.kind === 'lnurl'
      ? (target.target.address ?? target.target.domain)
      : undefined;
  useEffect(() => {
    if (code && label) {
      const store = localStore();
      const recipient = { code, label, paidAt: Date.now() };
      saveRecipients(store, walletId, withRecipient(loadRecipients(store, walletId), recipient));
    }
  }, [code, label, walletId]);
  const forget = (gone: string) => {
    const next = withoutRecipient(list, gone);
    saveRecipients(localStore(), walletId, next);
    setList(next);
  };
  return { list, forget };
}
