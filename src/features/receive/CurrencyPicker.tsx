import { useId, useState } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import { cx } from '@/lib/cx';
import { currencyName, filterCurrencies } from '@/lib/currency';

export interface CurrencyPickerProps {
  /** The server's currencies (GET /api/v1/currencies), or undefined while they load. */
  currencies: string[] | undefined;
  error: unknown;
  onRetry: () => void;
  value: string;
  onChange: (currency: string) => void;
  id?: string;
}

/** A searchable list of the server's fiat currencies, as a radio group. */
export function CurrencyPicker({
  currencies,
  error,
  onRetry,
  value,
  onChange,
  id,
}: CurrencyPickerProps) {
  const [search, setSearch] = useState('');
  const name = useId();
  const shown = currencies ? filterCurrencies(currencies, search) : [];

  return (
    <div id={id} className="space-y-3 rounded-2xl border border-zinc-200 p-3 dark:border-zinc-800">
      <TextField
        label="Search currencies"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Code or name, e.g. EUR or euro"
        autoComplete="off"
        enterKeyHint="search"
      />
      {error ? (
        <ErrorMessage error={error} onRetry={onRetry} />
      ) : !currencies ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">Currency</legend>
          {shown.length === 0 ? (
            <p className="py-2 text-sm text-zinc-600 dark:text-zinc-400">
              No currency matches “{search.trim()}”.
            </p>
          ) : (
            <ul className="max-h-64 overflow-y-auto overscroll-contain">
              {shown.map((code) => {
                // currencyName falls back to the code itself: no second label then.
                const fullName = currencyName(code);
                const label = fullName === code ? '' : fullName;
                return (
                  <li key={code}>
                    <label
                      className={cx(
                        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2',
                        'hover:bg-zinc-100 dark:hover:bg-zinc-800',
                        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500',
                        code === value && 'bg-amber-50 dark:bg-amber-950/40',
                      )}
                    >
                      <input
                        type="radio"
                        name={name}
                        value={code}
                        checked={code === value}
                        onChange={() => onChange(code)}
                        className="size-4 accent-amber-500"
                      />
                      <span className="w-12 font-medium tabular-nums">{code}</span>
                      {label && (
                        <span className="truncate text-sm text-zinc-600 dark:text-zinc-400">
                          {label}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      )}
    </div>
  );
}
