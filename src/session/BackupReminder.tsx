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
  const { connections, activeId } = useWallets();
  const unsaved = connections.filter(needsBackup);
  // The wallet on screen first, when it is one of them.
  const first = unsaved.find((wallet) => wallet.id === activeId) ?? unsaved[0];
  if (!first) {
    return null;
  }
  const others = unsaved.length - 1;
  return (
    <section aria-label="Back up reminder">
      <StatusNotice tone="warning" title={`Save the key to ${first.name}`}>
        <p>
          Only this browser has it. If the browser’s data is cleared or the phone is lost, the money
          in it is gone.
          {others > 0 && ` ${others === 1 ? 'One more wallet' : `${others} more wallets`} too.`}
        </p>
        <Link
          to={paths.walletBackup.getHref(first.id)}
          className={buttonClass('primary', 'mt-3 w-full')}
        >
          Back up now
        </Link>
      </StatusNotice>
    </section>
  );
}
