import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
import {
  changeLockSettings,
  lockNow,
  removePin,
  useConfirmWithLock,
  useLockState,
  useSettings,
} from '@/session';
import { AutoLockSetting } from './AutoLockSetting';
import { PasskeySetting } from './PasskeySetting';
import { PaymentPinSetting } from './PaymentPinSetting';

/** Settings → App lock: the PIN, when the app locks, and which payments ask for the PIN. */
export function AppLockSetting() {
  const { t } = useLingui();
  const { pinSet, secret } = useLockState();
  const [settings] = useSettings();
  const confirm = useConfirmWithLock();

  if (!pinSet) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            No PIN is set: anyone holding this phone unlocked can open Pocketbits and pay. With a
            PIN, your wallet keys are also stored encrypted with it.
          </Trans>
        </p>
        <Link to={paths.pin.getHref()} className={buttonClass('primary', 'w-full')}>
          <Trans>Set a PIN</Trans>
        </Link>
      </div>
    );
  }

  const removeReason =
    secret === null
      ? t`Turn off the lock`
      : secret === 'passphrase'
        ? t`Remove the passphrase`
        : t`Remove the PIN`;
  const remove = async () => {
    if (await confirm(removeReason)) {
      await removePin();
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {secret === null ? (
          <Trans>
            Only your passkey opens Pocketbits, when it opens and after time in the background. No
            PIN is kept: if the passkey is lost, so are the wallets on this device, unless you have
            a backup.
          </Trans>
        ) : secret === 'passphrase' ? (
          <Trans>
            A passphrase is set. Pocketbits asks for it when it opens and after time in the
            background.
          </Trans>
        ) : (
          <Trans>
            A PIN is set. Pocketbits asks for it when it opens and after time in the background.
          </Trans>
        )}
      </p>
      <Button variant="secondary" className="w-full" onClick={lockNow}>
        <Trans>Lock now</Trans>
      </Button>
      <PasskeySetting />
      <AutoLockSetting
        valueMs={settings.autoLockAfterMs}
        onChange={(autoLockAfterMs) =>
          changeLockSettings({ autoLockAfterMs }, t`Lock later after time in the background`)
        }
      />
      <PaymentPinSetting
        aboveSat={settings.confirmPaymentsAboveSat}
        onChange={(confirmPaymentsAboveSat) =>
          changeLockSettings(
            { confirmPaymentsAboveSat },
            confirmPaymentsAboveSat === null
              ? t`Stop asking for the PIN before payments`
              : t`Ask for the PIN before fewer payments`,
          )
        }
      />
      <div className="grid grid-cols-2 gap-2">
        <Link to={paths.pin.getHref()} className={buttonClass('secondary')}>
          {secret === null ? (
            <Trans>Set a PIN</Trans>
          ) : secret === 'passphrase' ? (
            <Trans>Change passphrase</Trans>
          ) : (
            <Trans>Change PIN</Trans>
          )}
        </Link>
        <Button variant="secondary" onClick={() => void remove()}>
          {secret === null ? (
            <Trans>Turn off the lock</Trans>
          ) : secret === 'passphrase' ? (
            <Trans>Remove passphrase</Trans>
          ) : (
            <Trans>Remove PIN</Trans>
          )}
        </Button>
      </div>
    </div>
  );
}
