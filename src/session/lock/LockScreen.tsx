import { Trans, useLingui } from '@lingui/react/macro';
import { LockIcon } from '@/components/ui/icons';
import { unlockWithPin } from './app-lock';
import { unlockWithPasskey } from './passkey';
import { SecretPad } from './SecretPad';

/**
 * What a locked app shows, on every address: no wallet name, balance or history, and nothing of
 * them in memory until the PIN (or the passkey) opens the vault again.
 */
export function LockScreen() {
  const { t } = useLingui();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-6 px-4 py-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <LockIcon className="size-8 text-amber-600 dark:text-amber-400" />
        <h1 className="text-2xl font-semibold">
          <Trans>Pocketbits is locked</Trans>
        </h1>
      </div>
      <SecretPad
        label={{
          pin: t`Enter your PIN`,
          passphrase: t`Enter your passphrase`,
          passkey: t`Unlock with your passkey`,
        }}
        checkPin={unlockWithPin}
        passkeyLabel={t`Unlock with passkey`}
        openWithPasskey={unlockWithPasskey}
      />
    </main>
  );
}
