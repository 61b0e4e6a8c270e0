import { useId, useState } from 'react';
import type { ApiTarget } from '@/api/http';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Skeleton } from '@/components/ui/Skeleton';
import { currencyName, filterCurrencies } from '@/lib/currency';
import { useCurrencies } from './useFiat';

const optionClass =
  'flex min-h-12 cursor-pointer items-center gap-3 px-3 has-checked:bg-amber-50 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-amber-500 dark:has-checked:bg-amber-950/40';

/** Choose the fiat currency shown next to amounts, from those the server can convert. */
export function CurrencyPicker({
  server,
  value,
  onChange,
}: {
  server: ApiTarget;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const currencies = useCurrencies(server);
  const [query, setQuery] = useState('');
  const legendId = useId();
  const searchId = useId();
  const all = currencies.data ?? [];
  // The chosen currency leads the list, so it is visible without scrolling.
  const codes = filterCurrencies(
    value && query.trim() === '' && all.includes(value)
      ? [value, ...all.filter((code) => code !== value)]
      : all,
    query,
  );
  const showNone = query.trim() === '' || 'none'.includes(query.trim().toLowerCase());

  return (
    <div className="space-y-2">
      <p id={legendId} className="font-medium">
        Fiat currency
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Shown next to amounts:{' '}
        <span className="font-medium text-zinc-900 dark:text-zinc-100">
          {value ? `${value} · ${currencyName(value)}` : 'none'}
        </span>
      </p>
      <label htmlFor={searchId} className="sr-only">
        Search currencies
      </label>
      <input
        id={searchId}
        type="search"
        placeholder="Search currencies"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
      />
      {currencies.isError && (
        <ErrorMessage error={currencies.error} onRetry={() => void currencies.refetch()} />
      )}
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-busy={currencies.isPending}
        className="max-h-72 divide-y divide-zinc-200 overflow-y-auto rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {showNone && (
          <label className={optionClass}>
            <input
              type="radio"
              name="fiat-currency"
              checked={value === null}
              onChange={() => onChange(null)}
              className="size-5 accent-amber-500"
            />
            <span className="w-14 shrink-0 font-medium">None</span>
            <span className="text-sm text-zinc-600 dark:text-zinc-400">sats only</span>
          </label>
        )}
        {currencies.isPending &&
          Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex min-h-12 items-center px-3">
              <Skeleton className="h-4 w-40" />
            </div>
          ))}
        {codes.map((code) => (
          <label key={code} className={optionClass}>
            <input
              type="radio"
              name="fiat-currency"
              checked={value === code}
              onChange={() => onChange(code)}
              className="size-5 accent-amber-500"
            />
            <span className="w-14 shrink-0 font-medium">{code}</span>
            <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">
              {currencyName(code)}
            </span>
          </label>
        ))}
        {currencies.isSuccess && codes.length === 0 && !showNone && (
          <p className="px-3 py-3 text-sm text-zinc-600 dark:text-zinc-400">
            No currency matches “{query.trim()}”.
          </p>
        )}
      </div>
    </div>
  );
}
