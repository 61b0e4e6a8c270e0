import { useState } from 'react';
import type { PinCheck } from './app-lock';
import { PasskeyKey } from './PasskeyKey';
import { PinPad } from './PinPad';
import { useLockState } from './useLockState';
import { usePinEntry } from './usePinEntry';

/**
 * The PIN pad wired to a check, with the passkey as an extra key when one is set up: the lock
 * screen and the PIN prompt differ only in what the PIN or the passkey then opens.
 */
export function SecretPad({
  label,
  checkPin,
  passkeyLabel,
  openWithPasskey,
}: {
  label: string;
  checkPin: (pin: string) => Promise<PinCheck>;
  passkeyLabel: string;
  openWithPasskey: () => Promise<void>;
}) {
  const entry = usePinEntry(checkPin);
  const { passkey } = useLockState();
  const [passkeyProblem, setPasskeyProblem] = useState('');
  return (
    <PinPad
      key={entry.round}
      label={label}
      onComplete={entry.submit}
      disabled={entry.disabled}
      message={entry.message || passkeyProblem}
      extraKey={
        passkey && (
          <PasskeyKey label={passkeyLabel} use={openWithPasskey} onFailure={setPasskeyProblem} />
        )
      }
    />
  );
}
