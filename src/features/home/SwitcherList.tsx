import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { CheckIcon } from '@/components/ui/icons';
import { canSend } from '@/lib/move';
import { paths } from '@/lib/paths';
import { WalletLabel, setActiveWallet, useSettings, useWallets } from '@/session';
import { useAllBalances } from '@/session/wallets/useAllBalances';
import { WalletBalanceText } from './WalletBalanceText';

/**
 * The wallets of this device in the switcher: each with its server and balance (mounted only
 * while the switcher is open, so Home asks no other server until then); then Move and Add.
 */
export function SwitcherList({ onDone }: { onDone: () => void }) {
  const { activeId } = useWallets();
  const balances = useAllBalances();
  const [{ denomination }] = useSettings();
  const canMove = balances.length > 1 && balances.some((b) => canSend(b.wallet));
  return (
    <>
      <ul className="mt-2 max-h-[55dvh] space-y-1 overflow-y-auto">
        {balances.map(({ wallet, balance, pending }) => {
          const active = wallet.id === activeId;
          return (
            <li key={wallet.id}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => {
                  setActiveWallet(wallet.id);
                  onDone();
                }}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2 hover:bg-zinc-100 aria-[current]:bg-amber-50 dark:hover:bg-zinc-800 dark:aria-[current]:bg-amber-950/40"
              >
                <WalletLabel wallet={wallet} />
                <span data-testid="switcher-balance" className="shrink-0 text-right text-sm">
                  <WalletBalanceText
                    balance={balance}
                    pending={pending}
                    denomination={denomination}
                  />
                </span>
                <span className="w-5 shrink-0 text-amber-600 dark:text-amber-400">
                  {active && <CheckIcon />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 grid gap-2">
        {canMove && (
          <Link
            to={paths.move.getHref()}
            onClick={onDone}
            className={buttonClass('secondary', 'w-full')}
          >
            <Trans>Move between wallets</Trans>
          </Link>
        )}
        <Link
          to={paths.connect.getHref()}
          onClick={onDone}
          className={buttonClass('secondary', 'w-full')}
        >
          <Trans>Add wallet</Trans>
        </Link>
      </div>
    </>
  );
}
