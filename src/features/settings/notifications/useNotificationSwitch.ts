// Turning one server's notifications on and off from Settings: which step the flow is at (the
// account form, working), and what the last attempt came to.
import { useState } from 'react';
import { getWalletState, updateWallet } from '@/session';
import {
  notificationDeps as withWallets,
  rememberedCredential,
  turnOff,
  turnOn,
} from '@/session/notifications';
import type { AccountInput, TurnOnResult } from '@/session/notifications';
import { notificationWords } from './notification-words';
import type { ServerRow } from './useServerNotifications';

const notificationDeps = withWallets({
  connections: () => getWalletState().connections,
  updateWallet,
});

export type Flow =
  | { step: 'idle' }
  | { step: 'account'; purpose: 'on' | 'off' }
  | { step: 'working'; purpose: 'on' | 'off'; fromForm: boolean };

export type Outcome =
  Exclude<TurnOnResult, { kind: 'on' } | { kind: 'needs-account' }>['kind'] | 'off';

export function useNotificationSwitch(row: ServerRow, onChanged: () => void) {
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<unknown>(null);
  const finish = () => {
    onChanged();
  };

  const switchOn = (account: AccountInput, remember: boolean, fromForm: boolean) => {
    // Browsers ask only in answer to a tap: this runs first in the tap's handler.
    const permission = Notification.requestPermission();
    setFlow({ step: 'working', purpose: 'on', fromForm });
    setOutcome(null);
    setError(null);
    turnOn(
      { server: row.server, account, remember, permission, words: notificationWords() },
      notificationDeps,
    ).then(
      (result) => {
        if (result.kind === 'needs-account') {
          setFlow({ step: 'account', purpose: 'on' });
        } else {
          setFlow(
            result.kind === 'other-account' ? { step: 'account', purpose: 'on' } : { step: 'idle' },
          );
          setOutcome(result.kind === 'on' ? null : result.kind);
        }
        finish();
      },
      (failure: unknown) => {
        setError(failure);
        // A remembered account that no longer logs in: ask for it.
        setFlow(
          fromForm || account.kind === 'remembered'
            ? { step: 'account', purpose: 'on' }
            : { step: 'idle' },
        );
        finish();
      },
    );
  };

  const switchOff = (account: AccountInput | 'device-only', fromForm: boolean) => {
    setFlow({ step: 'working', purpose: 'off', fromForm });
    setOutcome(null);
    setError(null);
    turnOff({ server: row.server, account }, notificationDeps).then(
      (result) => {
        setFlow(
          result.kind === 'needs-account' ? { step: 'account', purpose: 'off' } : { step: 'idle' },
        );
        setOutcome(result.kind === 'off' ? 'off' : null);
        finish();
      },
      (failure: unknown) => {
        setError(failure);
        setFlow({ step: 'account', purpose: 'off' });
        finish();
      },
    );
  };

  const startOn = () => {
    if (rememberedCredential(row.wallets)) {
      switchOn({ kind: 'remembered' }, false, false);
    } else {
      setError(null);
      setOutcome(null);
      setFlow({ step: 'account', purpose: 'on' });
    }
  };

  return {
    flow,
    outcome,
    error,
    switchOn,
    switchOff,
    startOn,
    cancel: () => {
      setError(null);
      setFlow({ step: 'idle' });
    },
  };
}
