import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useConfirmWithLock } from '@/session';

export type KeysGate = 'asking' | 'open' | 'refused';

/**
 * Keys are shown only to whoever knows the PIN: from Settings → Back up the lock asks for it first
 * (at once "open" when no PIN is set). Right after Create the wallet is brand new and was made by
 * this person a moment ago, so the Save step asks nothing.
 */
export function useKeysGate(justCreated: boolean): KeysGate {
  const confirm = useConfirmWithLock();
  const [gate, setGate] = useState<KeysGate>(justCreated ? 'open' : 'asking');
  useEffect(() => {
    if (justCreated) {
      return;
    }
    let current = true;
    void confirm(t`Enter your PIN to see this wallet’s keys`).then((ok) => {
      if (current) {
        setGate(ok ? 'open' : 'refused');
      }
    });
    return () => {
      current = false;
    };
  }, [confirm, justCreated]);
  return gate;
}
