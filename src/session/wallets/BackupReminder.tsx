import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { StatusNotice } from '@/components/ui/Notice';
import { paths } from '@/lib/paths';
import { useWallets } from './useActiveWallet';
import { needsBackup } from './wallet-store';

/**
 * Home's reminder while a wallet made here is not backed up. It has no close button on purpose:
 * it goes away only once the keys are saved (or the wallet is in a backup file).
 */
export function BackupReminder() {
  const { t } = useLingui();
  const { connections, activeId } = useWallets();
  const unsaved = connections.filter(needsBackup);
  // The wallet on screen first, when it is one of them.
  const first = unsaved.find((wallet) => wallet.id === activeId) ?? unsaved[0];
  if (!first) {
    return null;
  }
  const others = unsaved.length - 1;
  const walletName = first.name;
  return (
    <section aria-label={t`Back up reminder`}>
      <StatusNotice tone="warning" title={t`Save the key to ${walletName}`}>
        <p>
          <Trans>
            Only this browser has it. If the browser’s data is cleared or the phone is lost, the
            money in it is gone.
          </Trans>{' '}
          {others > 0 && (
            <Plural value={others} one="One more wallet too." other="# more wallets too." />
          )}
        </p>
        <Link
          to={paths.walletBackup.getHref(first.id)}
          className={buttonClass('primary', 'mt-3 w-full')}
        >
          <Trans>Back up now</Trans>
        </Link>
      </StatusNotice>
    </section>
  );
}
