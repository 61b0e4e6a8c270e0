import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiTarget } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { CurrencyPicker } from '@/components/CurrencyPicker';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import { useCurrencies, useFiatRate } from '@/features/settings';
import { fiatToSatRound, formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { fiatMinorToAmount } from './fiat-input';
import { EXPIRY_OPTIONS, MEMO_MAX_LENGTH } from './receive-options';
import type { useReceiveForm } from './useReceiveForm';

export interface ReceiveFormProps {
  server: ApiTarget;
  form: ReturnType<typeof useReceiveForm>;
  onSubmit: () => void;
  busy: boolean;
  error: unknown;
}

const segment = cx(
  'relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-3 text-sm',
  'font-medium',
  'text-zinc-700 dark:text-zinc-300',
  'has-[:checked]:bg-white has-[:checked]:text-zinc-950 has-[:checked]:shadow-sm',
  'dark:has-[:checked]:bg-zinc-700 dark:has-[:checked]:text-zinc-50',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500',
);

// The radio covers its label, so a tap anywhere on the segment lands on the input itself.
const segmentInput =
  'absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0';

/** Amount (sats or fiat), memo and expiry of a new invoice. */
export function ReceiveForm({ server, form, onSubmit, busy, error }: ReceiveFormProps) {
  const { values, update, switchUnit, amount, amountError } = form;
  const rate = useFiatRate(server, values.currency);
  const currencies = useCurrencies(server);
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const convertedId = useId();
  const unitName = useId();
  const satsPerUnit = rate.data?.rate ?? null;

  let converted: string | null = null;
  if (amount && satsPerUnit) {
    converted =
      amount.unit === 'sat'
        ? `≈ ${formatFiat(satToFiat(amount.amountSat, satsPerUnit), values.currency)}`
        : `≈ ${formatSatWithUnit(
            fiatToSatRound(
              fiatMinorToAmount(amount.amountFiatMinor, amount.fractionDigits),
              satsPerUnit,
            ),
          )}`;
  } else if (!rate.isPending && !satsPerUnit && values.unit === 'fiat') {
    converted = `No ${values.currency} rate right now`;
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-start gap-2">
          <TextField
            label={values.unit === 'sat' ? 'Amount in sats' : `Amount in ${values.currency}`}
            className="min-w-0 flex-1"
            value={values.amountText}
            onChange={(event) => update({ amountText: event.target.value })}
            inputMode={values.unit === 'sat' ? 'numeric' : 'decimal'}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={values.unit === 'sat' ? '0' : '0.00'}
            error={amountError}
          />
          <fieldset className="mt-6 shrink-0">
            <legend className="sr-only">Amount unit</legend>
            <div className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
              {(['sat', 'fiat'] as const).map((unit) => (
                <label key={unit} className={segment}>
                  <input
                    type="radio"
                    name={unitName}
                    className={segmentInput}
                    checked={values.unit === unit}
                    onChange={() => switchUnit(unit, satsPerUnit)}
                  />
                  {unit === 'sat' ? 'sats' : values.currency}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="-mt-1 flex min-h-11 items-center justify-between gap-3">
          <div
            id={convertedId}
            className="min-w-0 truncate text-sm text-zinc-600 tabular-nums dark:text-zinc-400"
          >
            {rate.isPending && amount ? <Skeleton className="h-4 w-24" /> : converted}
          </div>
          <button
            type="button"
            aria-expanded={picking}
            aria-controls={pickerId}
            onClick={() => setPicking((open) => !open)}
            className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-800"
          >
            Currency: {values.currency}
          </button>
        </div>
        {picking && (
          <CurrencyPicker
            id={pickerId}
            label="Currency"
            className="rounded-2xl border border-zinc-200 p-3 dark:border-zinc-800"
            currencies={currencies.data}
            error={currencies.error}
            onRetry={() => void currencies.refetch()}
            value={values.currency}
            onChange={(currency) => {
              update({ currency });
              setPicking(false);
            }}
          />
        )}
      </div>

      <TextField
        label="Memo (optional)"
        hint="The payer sees this in their wallet."
        value={values.memo}
        onChange={(event) => update({ memo: event.target.value })}
        maxLength={MEMO_MAX_LENGTH}
        autoComplete="off"
      />

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Expires after</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
          {EXPIRY_OPTIONS.map((option) => (
            <label key={option.seconds} className={segment}>
              <input
                type="radio"
                name="expiry"
                className={segmentInput}
                checked={values.expirySeconds === option.seconds}
                onChange={() => update({ expirySeconds: option.seconds })}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      {error != null && <ErrorMessage error={error} context="invoice" />}

      <Button type="submit" busy={busy} needsNetwork className="w-full">
        {busy ? 'Creating invoice…' : 'Create invoice'}
      </Button>
    </form>
  );
}
