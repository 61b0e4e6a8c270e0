import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ApiTarget } from '@/api/http';
import { CurrencyPicker } from '@/components/CurrencyPicker';
import { AmountKeypad } from '@/components/AmountKeypad';
import { useCurrencies, useFiatRate } from '@/session';
import { amountEntryReducer } from '@/lib/amount-entry';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import type { useReceiveForm } from './useReceiveForm';

/**
 * The amount on the same keypad as Send (its text field stays for keyboards and screen readers),
 * in sats or in a fiat currency, and the currency. A fiat amount goes to LNbits as it is.
 */
export function ReceiveAmountField({
  server,
  form,
}: {
  server: ApiTarget;
  form: ReturnType<typeof useReceiveForm>;
}) {
  const { values, update, switchUnit, amountError } = form;
  const rate = useFiatRate(server, values.currency);
  const currencies = useCurrencies(server);
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const { t } = useLingui();
  const { currency } = values;
  const satsPerUnit = rate.data?.rate ?? null;
  const entry: AmountEntry = { unit: values.unit, text: values.amountText };
  const dispatch = (action: AmountEntryAction) => {
    if (action.type === 'swap') {
      // The form converts with the currency's own decimals (none for yen).
      switchUnit(values.unit === 'sat' ? 'fiat' : 'sat', satsPerUnit);
    } else {
      update({ amountText: amountEntryReducer(entry, action).text });
    }
  };

  return (
    <div className="space-y-2">
      <AmountKeypad
        entry={entry}
        dispatch={dispatch}
        fiat={satsPerUnit ? { currency: values.currency, rate: satsPerUnit } : null}
        error={amountError}
      />
      {values.unit === 'fiat' && !rate.isPending && !satsPerUnit && (
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>No {currency} rate right now</Trans>
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="button"
          aria-expanded={picking}
          aria-controls={pickerId}
          onClick={() => setPicking((open) => !open)}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-800"
        >
          <Trans>Currency: {currency}</Trans>
        </button>
      </div>
      {picking && (
        <CurrencyPicker
          id={pickerId}
          label={t`Currency`}
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
