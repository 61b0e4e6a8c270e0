import { Trans } from '@lingui/react/macro';
import { formatAmount, msatToSatFloor } from '@/lib/amount';
import type { BalanceSource } from '@/lib/pocket-total';
import { formatClockTime, formatDateTime } from '@/lib/time';

/**
 * A wallet's balance in a list: the server's, or the last one it gave, marked with its time, or
 * that it is unknown (still loading, or the server never answered).
 */
export function WalletBalanceText({
  balance,
  pending,
  denomination,
  hidden = false,
}: {
  balance: BalanceSource;
  pending: boolean;
  denomination: 'sats' | 'btc';
  hidden?: boolean;
}) {
  if (balance.kind === 'unknown') {
    return (
      <span className="text-sm text-zinc-600 dark:text-zinc-400">
        {pending ? '…' : <Trans>balance unknown</Trans>}
      </span>
    );
  }
  const amount = hidden ? '•••' : formatAmount(msatToSatFloor(balance.balanceMsat), denomination);
  if (balance.kind === 'live') {
    return <span className="tabular-nums">{amount}</span>;
  }
  const sameDay = new Date(balance.savedAt).toDateString() === new Date().toDateString();
  const at = sameDay ? formatClockTime(balance.savedAt) : formatDateTime(balance.savedAt);
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span>{amount}</span>
      <span
        data-testid="last-known"
        className="text-xs font-medium text-amber-800 dark:text-amber-300"
      >
        <Trans>last known, {at}</Trans>
      </span>
    </span>
  );
}
