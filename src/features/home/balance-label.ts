import { formatBtc, formatSat } from '@/lib/amount';

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
    return 'Balance hidden. Show balance';
  }
  const amount = btc
    ? `${formatBtc(sats)} BTC`
    : `${formatSat(sats)} ${sats === 1 ? 'sat' : 'sats'}`;
  return `${amount}${fiat ? `, about ${fiat}` : ''}. Hide balance`;
}
