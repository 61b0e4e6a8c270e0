import { Trans } from '@lingui/react/macro';
import { appOrigin } from '@/api/app-origin';
import { cx } from '@/lib/cx';
import { serverHost } from '@/lib/server-url';
import type { WalletConnection } from './wallet-store';

/** "Receive only" for wallets connected with an invoice key. */
export function ReceiveOnlyBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-200',
        className,
      )}
    >
      <Trans>Receive only</Trans>
    </span>
  );
}

/** A wallet's name, its server's host and, for an invoice key, the "Receive only" badge. */
export function WalletLabel({ wallet }: { wallet: WalletConnection }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col text-left">
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate font-medium">{wallet.name}</span>
        {wallet.keyType === 'invoice' && <ReceiveOnlyBadge />}
      </span>
      <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">
        {serverHost(wallet.serverUrl, appOrigin())}
        {wallet.serverUrl === '' && (
          <>
            {' '}
            <Trans>(this site)</Trans>
          </>
        )}
      </span>
    </span>
  );
}
