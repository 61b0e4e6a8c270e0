import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SwitchField } from '@/components/ui/SwitchField';
import {
  describePasskeyFailure,
  disablePasskey,
  enablePasskey,
  keepPasskeyOnly,
  useConfirmWithLock,
  useLockState,
  usePasskeySupport,
} from '@/session';

/**
 * Passkey unlock beside the PIN, where the browser's passkeys can give a secret (PRF); and, once
 * it is on, the passkey alone: the PIN is dropped, so the keys at rest need the passkey.
 */
export function PasskeySetting() {
  const { t } = useLingui();
  const { passkey, secret } = useLockState();
  const support = usePasskeySupport();
  const confirm = useConfirmWithLock();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  if (support === null) {
    return null;
  }
  if (!support.available && !passkey) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">{support.reason}</p>;
  }
  const passkeyOnly = passkey !== null && secret === null;
  const change = async (on: boolean) => {
    setProblem('');
    if (!(await confirm(on ? t`Turn on passkey unlock` : t`Turn off passkey unlock`))) {
      return;
    }
    try {
      await (on ? enablePasskey() : disablePasskey());
    } catch (error) {
      setProblem(describePasskeyFailure(error));
    }
  };
  // The passkey itself is asked (the person verifies themself) before the PIN goes.
  const dropPin = async () => {
    setProblem('');
    setBusy(true);
    try {
      await keepPasskeyOnly();
    } catch (error) {
      setProblem(describePasskeyFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        {!passkeyOnly && (
          <SwitchField
            label={t`Unlock with a passkey`}
            checked={passkey !== null}
            onChange={(on) => void change(on)}
          />
        )}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            Your fingerprint, face or screen lock opens Pocketbits. The PIN still works if the
            passkey is lost; changing the PIN turns passkey unlock off.
          </Trans>
        </p>
      </div>
      {passkey !== null && !passkeyOnly && (
        <div className="space-y-1">
          <SwitchField
            label={t`Passkey only, no PIN kept`}
            checked={false}
            onChange={(on) => void (on && !busy && dropPin())}
          />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>
              The wallet keys on this device are then encrypted for the passkey alone, so a copy of
              this app’s storage holds no PIN to guess. If the passkey is lost, the wallets here are
              lost too: keep a backup file.
            </Trans>
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
