import { formatAmount, formatFiat, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { ChartSpan } from '@/lib/balance-series';
import { formatLocale } from '@/lib/locale';
import { useFiatRate, useSettings } from '@/session';
import type { WalletConnection } from '@/session';

/** A period's date as the chart writes it: the day, or the month, in UTC as LNbits groups them. */
export function periodDateFormat(span: ChartSpan) {
  return new Intl.DateTimeFormat(
    formatLocale(),
    span === 'days'
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
}

export type AmountText = (amountSat: number) => { amount: string; fiat: string | null };

/** Writes an amount in the person's unit, with its fiat value when a rate is known. */
export function useAmountText(wallet: WalletConnection): AmountText {
  const [settings] = useSettings();
  const rate = useFiatRate(wallet).data;
  const fiat: FiatRate | null = rate ? { currency: rate.currency, rate: rate.rate } : null;
  return (amountSat: number) => ({
    amount: formatAmount(amountSat, settings.denomination),
    fiat: fiat ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}` : null,
  });
}
