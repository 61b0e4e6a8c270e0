import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ButtonHTMLAttributes, Dispatch } from 'react';
import { formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import { decimalMark, entrySat } from '@/lib/amount-entry';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import { cx } from '@/lib/cx';
import { BackspaceIcon } from './ui/icons';

export interface AmountKeypadProps {
  entry: AmountEntry;
  dispatch: Dispatch<AmountEntryAction>;
  /** Without a rate there is no swap and no other unit. */
  fiat?: FiatRate | null;
  /** The least and most the other side accepts, shown in both units. */
  rangeSat?: { minSat: number; maxSat: number };
  /** What "Max" fills in (balance less the fee reserve); no Max button without it. */
  maxSat?: number | null;
  /** Shown as soon as the amount is wrong, while typing. */
  error?: string | null;
  readOnly?: boolean;
  /** The field's name, when the screen words it its own way ("Amount in sats"). */
  label?: string;
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
 * A large amount keypad over a text field it mirrors: the field stays for keyboards, paste and
 * screen readers; the keys are for thumbs. The other unit is shown live under the field.
 */
export function AmountKeypad({
  entry,
  dispatch,
  fiat,
  rangeSat,
  maxSat,
  error,
  readOnly = false,
  label,
}: AmountKeypadProps) {
  const id = useId();
  const amountSat = entrySat(entry, fiat?.rate);
  const unitLabel = entry.unit === 'sat' || !fiat ? 'sats' : fiat.currency;
  const otherUnit = entry.unit === 'sat' && fiat ? fiat.currency : 'sats';
  const other =
    amountSat === null
      ? null
      : entry.unit === 'fiat'
        ? formatSatWithUnit(amountSat)
        : fiat
          ? `≈ ${fiatOf(amountSat, fiat)}`
          : null;
  const span = useRangeText(rangeSat, fiat);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label ?? <Trans>Amount ({unitLabel})</Trans>}
      </label>
      <input
        id={id}
        inputMode={entry.unit === 'fiat' ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={entry.text}
        readOnly={readOnly}
        placeholder="0"
        onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-other ${id}-span ${id}-error`}
        className={cx(
          'block min-h-16 w-full rounded-xl border bg-white px-3 text-center text-4xl font-semibold tabular-nums',
          'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
          error && 'border-red-500 dark:border-red-500',
        )}
      />
      <p
        id={`${id}-other`}
        data-testid="keypad-other-unit"
        aria-live="polite"
        className="text-center"
      >
        {other}
      </p>
      <p id={`${id}-span`} className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        {span}
      </p>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className="text-center text-sm text-red-700 dark:text-red-400"
      >
        {error}
      </p>
      {!readOnly && (
        <div className="flex gap-2">
          {fiat && (
            <KeyButton
              className="flex-1 text-base"
              onClick={() => dispatch({ type: 'swap', satsPerUnit: fiat.rate })}
            >
              <Trans>Enter in {otherUnit}</Trans>
            </KeyButton>
          )}
          {maxSat != null && maxSat > 0 && (
            <KeyButton
              className="flex-1 text-base"
              onClick={() =>
                dispatch({ type: 'set-sat', amountSat: maxSat, satsPerUnit: fiat?.rate })
              }
            >
              <Trans context="the largest amount the wallet can send">Max</Trans>
            </KeyButton>
          )}
        </div>
      )}
      {!readOnly && <KeypadGrid fiat={entry.unit === 'fiat'} dispatch={dispatch} />}
    </div>
  );
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Digits, a decimal point for fiat, and backspace, each a thumb-sized button. */
function KeypadGrid({ fiat, dispatch }: { fiat: boolean; dispatch: Dispatch<AmountEntryAction> }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Amount keypad`} className="grid grid-cols-3 gap-2">
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
        'flex min-h-13 items-center justify-center rounded-xl bg-zinc-100 text-2xl font-medium',
        'hover:bg-zinc-200 active:bg-zinc-300 dark:bg-zinc-800 dark:hover:bg-zinc-700 dark:active:bg-zinc-600',
        className,
      )}
      {...rest}
    />
  );
}
