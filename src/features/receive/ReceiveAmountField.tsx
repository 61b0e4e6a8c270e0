import { useId, useState } from 'react';
import type { ApiTarget } from '@/api/http';
import { CurrencyPicker } from '@/components/CurrencyPicker';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import { useCurrencies, useFiatRate } from '@/session';
import { fiatToSat, formatFiat, formatSatWithUnit, satToFiat } from '@/lib/amount';
import { fiatMinorToAmount } from './fiat-input';
import type { useReceiveForm } from './useReceiveForm';

/** The amount in sats or in a fiat currency, what it is worth in the other, and the currency. */
export function ReceiveAmountField({
  server,
  form,
}: {
  server: ApiTarget;
  form: ReturnType<typeof useReceiveForm>;
}) {
  const { values, update, switchUnit, amount, amountError } = form;
  const rate = useFiatRate(server, values.currency);
  const currencies = useCurrencies(server);
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const convertedId = useId();
  const satsPerUnit = rate.data?.rate ?? null;

  let converted: string | null = null;
  if (amount && satsPerUnit) {
    converted =
      amount.unit === 'sat'
        ? `≈ ${formatFiat(satToFiat(amount.amountSat, satsPerUnit), values.currency)}`
        : `≈ ${formatSatWithUnit(
            fiatToSat(
              fiatMinorToAmount(amount.amountFiatMinor, amount.fractionDigits),
              satsPerUnit,
            ),
          )}`;
  } else if (!rate.isPending && !satsPerUnit && values.unit === 'fiat') {
    converted = `No ${values.currency} rate right now`;
  }

  return (
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
          <SegmentedRadios
            options={[
              { id: 'sat', label: 'sats' },
              { id: 'fiat', label: values.currency },
            ]}
            value={values.unit}
            onChange={(unit) => switchUnit(unit, satsPerUnit)}
            columns="grid-cols-2"
          />
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
  );
}
