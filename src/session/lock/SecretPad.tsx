import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PinCheck } from './app-lock';
import { PasskeyKey } from './PasskeyKey';
import { PinPad } from './PinPad';
import { SecretField } from './SecretField';
import { useLockState } from './useLockState';
import { usePinEntry } from './usePinEntry';

/**
 * What the lock asks for, wired to a check: the PIN pad, or a field for a longer PIN or a
 * passphrase, with the passkey beside it when one is set up, or the passkey alone. The lock screen
 * and the PIN prompt differ only in what the secret or the passkey then opens.
 */
export function SecretPad({
  label,
  checkPin,
  passkeyLabel,
  openWithPasskey,
}: {
  /** What is asked, by kind of secret: the pad's or the field's name. */
  label: { pin: string; passphrase: string; passkey: string };
  checkPin: (pin: string) => Promise<PinCheck>;
  passkeyLabel: string;
  openWithPasskey: () => Promise<void>;
}) {
  const { t } = useLingui();
  const { passkey, secret } = useLockState();
  const entry = usePinEntry(checkPin, secret ?? 'pin');
  const [passkeyProblem, setPasskeyProblem] = useState('');
  const passkeyKey = passkey && (
    <PasskeyKey label={passkeyLabel} use={openWithPasskey} onFailure={setPasskeyProblem} />
  );
  if (secret === null) {
    // The passkey alone: nothing to type.
    return (
      <div role="group" aria-label={label.passkey} className="flex flex-col items-center gap-3">
        <p className="text-lg font-medium">{label.passkey}</p>
        {passkeyKey}
        <p role="status" className="min-h-6 text-sm text-zinc-700 dark:text-zinc-300">
          {passkeyProblem}
        </p>
      </div>
    );
  }
  if (secret === 'pin') {
    return (
      <PinPad
        key={entry.round}
        label={label.pin}
        onComplete={entry.submit}
        disabled={entry.disabled}
        message={entry.message || passkeyProblem}
        extraKey={passkeyKey}
      />
    );
  }
  return (
    <SecretField
      key={entry.round}
      kind={secret}
      label={secret === 'long-pin' ? label.pin : label.passphrase}
      submitLabel={t({ message: 'Continue', context: 'after typing the PIN or passphrase' })}
      onSubmit={entry.submit}
      disabled={entry.disabled}
      message={entry.message || passkeyProblem}
      extraKey={passkeyKey}
    />
  );
}
