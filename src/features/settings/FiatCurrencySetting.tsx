import type { ApiTarget } from '@/api/http';
import { CurrencyPicker } from '@/components/CurrencyPicker';
import { currencyName } from '@/lib/currency';
import { useCurrencies } from '@/session';

/** Choose the fiat currency shown next to amounts, from those the server can convert. */
export function FiatCurrencySetting({
  server,
  value,
  onChange,
}: {
  server: ApiTarget;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const currencies = useCurrencies(server);
  return (
    <div className="space-y-2">
      <p className="font-medium">Fiat currency</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Shown next to amounts:{' '}
        <span className="font-medium text-zinc-900 dark:text-zinc-100">
          {value ? `${value} · ${currencyName(value)}` : 'none'}
        </span>
      </p>
      <CurrencyPicker
        label="Fiat currency"
        currencies={currencies.data}
        error={currencies.error}
        onRetry={() => void currencies.refetch()}
        value={value}
        onChange={onChange}
        onChooseNone={() => onChange(null)}
      />
    </div>
  );
}
