import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatSatWithUnit, msatToSatFloor } from '@/lib/amount';
import { WalletLabel } from '@/session';
import type { WalletBalance, WalletConnection } from '@/session';

/** A list of this device's wallets to pick one from, each with its server and balance. */
export function WalletRadios({
  legend,
  wallets,
  balances,
  value,
  onChange,
  isDisabled,
}: {
  legend: string;
  wallets: readonly WalletConnection[];
  balances: ReadonlyMap<string, WalletBalance>;
  value: string;
  onChange: (id: string) => void;
  isDisabled: (wallet: WalletConnection) => boolean;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium text-zinc-600 dark:text-zinc-400">
        {legend}
      </legend>
      {wallets.map((wallet) => {
        const disabled = isDisabled(wallet);
        return (
          // data-* rather than :has(:checked), which older browsers lack (components/ui/segment-class).
          <label
            key={wallet.id}
            data-checked={value === wallet.id || undefined}
            data-disabled={disabled || undefined}
            className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 data-checked:bg-amber-50 data-disabled:opacity-60 dark:data-checked:bg-amber-950/40"
          >
            <input
              type="radio"
              name={name}
              value={wallet.id}
              checked={value === wallet.id}
              disabled={disabled}
              onChange={() => onChange(wallet.id)}
              className="size-5 shrink-0 accent-amber-600"
            />
            <WalletLabel wallet={wallet} />
            <BalanceText balance={balances.get(wallet.id)} />
          </label>
        );
      })}
    </fieldset>
  );
}

function BalanceText({ balance }: { balance: WalletBalance | undefined }) {
  const source = balance?.balance;
  if (!source || source.kind === 'unknown') {
    return null;
  }
  const amount = formatSatWithUnit(msatToSatFloor(source.balanceMsat));
  return (
    <span className="shrink-0 text-right text-sm tabular-nums">
      {amount}
      {source.kind === 'last-known' && (
        <span className="block text-xs text-zinc-500 dark:text-zinc-400">
          <Trans>last known</Trans>
        </span>
      )}
    </span>
  );
}
