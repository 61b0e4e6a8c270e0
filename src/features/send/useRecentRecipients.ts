import { useState } from 'react';
import { loadRecipients, localStore, saveRecipients, withoutRecipient } from './recent-recipients';

/**
 * This wallet's recent recipients as Send opened (a paid one is noted by usePayment, and shows the
 * next time Send opens), and a way to take one off the list.
 */
export function useRecentRecipients(walletId: string) {
  const [list, setList] = useState(() => loadRecipients(localStore(), walletId));
  const forget = (gone: string) => {
    const next = withoutRecipient(list, gone);
    saveRecipients(localStore(), walletId, next);
    setList(next);
  };
  return { list, forget };
}
