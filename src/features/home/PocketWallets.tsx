import { useLingui } from '@lingui/react/macro';
import { formatShare } from '@/lib/pocket-total';
import type { PocketTotal } from '@/lib/pocket-total';
import { WalletLabel } from '@/session';
import type { WalletBalance } from '@/session';
import { WalletBalanceText } from './WalletBalanceText';

/** Each wallet of the pocket: its name and server, its balance, and its share of the total. */
export function PocketWallets({
  total,
  balances,
  denomination,
  hidden,
}: {
  total: PocketTotal;
  balances: readonly WalletBalance[];
  denomination: 'sats' | 'btc';
  hidden: boolean;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Each wallet`} className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {balances.map(({ wallet, balance, pending }, index) => {
        const percent = total.wallets[index]?.percent ?? null;
        const share = percent === null || hidden ? null : formatShare(percent);
        return (
          <li
            key={wallet.id}
            data-testid="pocket-wallet"
            className="flex min-h-14 items-center gap-3 py-2"
          >
            <WalletLabel wallet={wallet} />
            <span className="flex shrink-0 flex-col items-end text-sm">
              <WalletBalanceText
                balance={balance}
                pending={pending}
                denomination={denomination}
                hidden={hidden}
              />
              {share && (
                <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {t({ message: `${share} of all`, comment: 'a wallet’s share: 30 % of all' })}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
