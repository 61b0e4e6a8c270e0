import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SwitchField } from '@/components/ui/SwitchField';
import {
  describePasskeyFailure,
  disablePasskey,
  enablePasskey,
  useConfirmWithLock,
  useLockState,
  usePasskeySupport,
} from '@/session';

/** Passkey unlock beside the PIN, where the browser's passkeys can give a secret (PRF). */
export function PasskeySetting() {
  const { t } = useLingui();
  const { passkey } = useLockState();
  const support = usePasskeySupport();
  const confirm = useConfirmWithLock();
  const [problem, setProblem] = useState('');

  if (support === null) {
    return null;
  }
  if (!support.available && !passkey) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">{support.reason}</p>;
  }
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
  return (
    <div className="space-y-1">
      <SwitchField
        label={t`Unlock with a passkey`}
        checked={passkey !== null}
        onChange={(on) => void change(on)}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          Your fingerprint, face or screen lock opens Pocketbits. The PIN still works if the passkey
          is lost; changing the PIN turns passkey unlock off.
        </Trans>
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
