// The choices the Receive form offers, within LNbits' limits.
import { formatLocale, numberFormat } from '@/lib/locale';

/** LNbits' limit on an invoice memo (docs/lnbits-behaviour.md E2). */
export const MEMO_MAX_LENGTH = 640;

/** How long a new invoice can be paid: `count` `unit`s, which is `seconds`. */
export interface ExpiryOption {
  seconds: number;
  count: number;
  unit: 'minute' | 'hour';
}

export const EXPIRY_OPTIONS: readonly ExpiryOption[] = [
  { seconds: 600, count: 10, unit: 'minute' },
  { seconds: 3_600, count: 1, unit: 'hour' },
  // "24 hours" rather than "1 day": the same unit as its neighbour reads as a longer choice.
  { seconds: 86_400, count: 24, unit: 'hour' },
];

/** "10 minutes", "24 Stunden": the option in the app's language, by Intl. */
export function expiryLabel(option: ExpiryOption, locale: string = formatLocale()): string {
  return numberFormat(locale, { style: 'unit', unit: option.unit, unitDisplay: 'long' }).format(
    option.count,
  );
}

export const DEFAULT_EXPIRY_SECONDS = 3_600;
