import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ButtonHTMLAttributes, Dispatch } from 'react';
import { formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { decimalMark, entrySat, groupedEntryText } from '@/lib/amount-entry';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import { cx } from '@/lib/cx';
import { BackspaceIcon, SwapIcon } from './ui/icons';

export interface AmountKeypadProps {
  entry: AmountEntry;
  dispatch: Dispatch<AmountEntryAction>;
  /** Without a rate there is no switch and no other unit. */
  fiat?: FiatRate | null;
  /** The least and most the other side accepts, shown in both units. */
  rangeSat?: { minSat: number; maxSat: number };
  /** What "Max" fills in (what the wallet can really send); no Max button without it. */
  maxSat?: number | null;
  /** Shown as soon as the amount is wrong, while typing. */
  error?: string | null;
  /** A line about the amount as it stands (what Max left behind), in place of the range. */
  hint?: string | null;
  readOnly?: boolean;
}

const fiatOf = (amountSat: number, fiat: FiatRate) =>
  formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency);

/** "From 1,000 sats to 50,000 sats ($0.60 – $30.00)": the range in both units. */
function useRangeText(
  rangeSat: { minSat: number; maxSat: number } | undefined,
  fiat: FiatRate | null | undefined,
): string | undefined {
  const { t } = useLingui();
  if (!rangeSat) {
    return undefined;
  }
  const min = formatSatWithUnit(rangeSat.minSat);
  const max = formatSatWithUnit(rangeSat.maxSat);
  if (!fiat) {
    return t`From ${min} to ${max}`;
  }
  const minFiat = fiatOf(rangeSat.minSat, fiat);
  const maxFiat = fiatOf(rangeSat.maxSat, fiat);
  return t`From ${min} to ${max} (${minFiat} – ${maxFiat})`;
}

/**
 * The one amount keypad (Send, Receive, a withdrawal): the amount large, grouped as it is typed
 * ("5,000"), its unit beside it; the other unit live under it with the one currency switch; Max
 * where there is one; then the keys, for thumbs. The text field is the amount itself, so a
 * keyboard, paste and a screen reader work on it as on any field ("Amount", its unit in its
 * description). Compact enough that recipient, keypad and the primary action fit 360×740.
 */
export function AmountKeypad({
  entry,
  dispatch,
  fiat,
  rangeSat,
  maxSat,
  error,
  hint,
  readOnly = false,
}: AmountKeypadProps) {
  const { t } = useLingui();
  const id = useId();
  const amountSat = entrySat(entry, fiat?.rate);
  const unit = entry.unit === 'sat' || !fiat ? 'sats' : fiat.currency;
  const otherUnit = entry.unit === 'sat' && fiat ? fiat.currency : 'sats';
  const other =
    amountSat === null
      ? null
      : entry.unit === 'fiat'
        ? formatSatWithUnit(amountSat)
        : fiat
          ? `≈ ${fiatOf(amountSat, fiat)}`
          : null;
  const range = useRangeText(rangeSat, fiat);
  const span = hint ?? range;
  const canSwitch = Boolean(fiat) && !readOnly;
  const canMax = maxSat != null && maxSat > 0 && !readOnly;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">
        <Trans>Amount</Trans>
      </label>
      <div className="flex items-baseline justify-center gap-2">
        <input
          id={id}
          inputMode={entry.unit === 'fiat' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={groupedEntryText(entry)}
          readOnly={readOnly}
          placeholder="0"
          size={Math.max(1, groupedEntryText(entry).length || 1)}
          onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-unit ${id}-other ${id}-span ${id}-error`}
          className={cx(
            'min-w-[2ch] max-w-full bg-transparent text-center text-5xl font-semibold tabular-nums outline-none',
            'rounded-lg focus-visible:ring-2 focus-visible:ring-amber-500',
            error && 'text-red-700 dark:text-red-400',
          )}
        />
        <span id={`${id}-unit`} className="text-xl text-zinc-600 dark:text-zinc-400">
          {unit}
        </span>
      </div>
      <div className="flex min-h-11 items-center justify-center gap-2">
        <p
          id={`${id}-other`}
          data-testid="keypad-other-unit"
          aria-live="polite"
          className="text-zinc-700 tabular-nums dark:text-zinc-300"
        >
          {other}
        </p>
        {canSwitch && (
          <button
            type="button"
            onClick={() => dispatch({ type: 'swap', satsPerUnit: fiat!.rate })}
            className="inline-flex min-h-11 items-center gap-1 rounded-full bg-zinc-100 px-3 text-sm font-medium hover:bg-zinc-200 dark:bg-zinc-800 dark:hover:bg-zinc-700"
          >
            <SwapIcon width="16" height="16" />
            <Trans>Enter in {otherUnit}</Trans>
          </button>
        )}
        {canMax && (
          <button
            type="button"
            onClick={() =>
              dispatch({ type: 'set-sat', amountSat: maxSat!, satsPerUnit: fiat?.rate })
            }
            className="inline-flex min-h-11 items-center rounded-full bg-zinc-100 px-3 text-sm font-medium hover:bg-zinc-200 dark:bg-zinc-800 dark:hover:bg-zinc-700"
          >
            <Trans context="the largest amount the wallet can send">Max</Trans>
          </button>
        )}
      </div>
      <p
        id={`${id}-span`}
        className={cx(
          'text-center text-sm text-zinc-600 dark:text-zinc-400',
          (!span || error) && 'sr-only',
        )}
      >
        {span}
      </p>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={cx('text-center text-sm text-red-700 dark:text-red-400', !error && 'sr-only')}
      >
        {error}
      </p>
      {!readOnly && (
        <KeypadGrid fiat={entry.unit === 'fiat'} dispatch={dispatch} label={t`Amount keypad`} />
      )}
    </div>
  );
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Digits, a decimal point for fiat, and backspace, each a thumb-sized button. */
function KeypadGrid({
  fiat,
  dispatch,
  label,
}: {
  fiat: boolean;
  dispatch: Dispatch<AmountEntryAction>;
  label: string;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={label} className="grid grid-cols-3 gap-1.5">
      {DIGITS.map((digit) => (
        <KeyButton key={digit} onClick={() => dispatch({ type: 'digit', digit })}>
          {digit}
        </KeyButton>
      ))}
      {fiat ? (
        <KeyButton aria-label={t`Decimal point`} onClick={() => dispatch({ type: 'point' })}>
          {decimalMark()}
        </KeyButton>
      ) : (
        <span aria-hidden="true" />
      )}
      <KeyButton onClick={() => dispatch({ type: 'digit', digit: '0' })}>0</KeyButton>
      <KeyButton aria-label={t`Delete last digit`} onClick={() => dispatch({ type: 'backspace' })}>
        <BackspaceIcon />
      </KeyButton>
    </div>
  );
}

function KeyButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cx(
        'flex min-h-12 items-center justify-center rounded-xl text-2xl font-medium',
        'hover:bg-zinc-100 active:bg-zinc-200 dark:hover:bg-zinc-800 dark:active:bg-zinc-700',
        className,
      )}
      {...rest}
    />
  );
}
