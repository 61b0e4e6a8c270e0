import { t } from '@lingui/core/macro';
import { formatBtc, formatSatWithUnit } from '@/lib/amount';

/**
 * The balance button's name says what is on screen and what a tap does, so it always matches the
 * state: "5,000 sats, about $3.00. Hide balance" or "Balance hidden. Show balance".
 */
export function balanceToggleLabel({
  sats,
  btc,
  hidden,
  fiat,
}: {
  sats: number;
  btc: boolean;
  hidden: boolean;
  /** The balance in the person's currency, already formatted, when a rate is known. */
  fiat?: string;
}): string {
  if (hidden) {
    return t`Balance hidden. Show balance`;
  }
  const amount = btc ? `${formatBtc(sats)} BTC` : formatSatWithUnit(sats);
  return fiat ? t`${amount}, about ${fiat}. Hide balance` : t`${amount}. Hide balance`;
}
