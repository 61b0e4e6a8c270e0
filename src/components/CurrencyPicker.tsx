import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { currencyName, filterCurrencies, splitCurrencies } from '@/lib/currency';
import { ErrorMessage } from './ErrorMessage';
import { Skeleton } from './ui/Skeleton';
import { TextField } from './ui/TextField';

export interface CurrencyPickerProps {
  /** Names the group of choices for screen readers ("Fiat currency"). */
  label: string;
  /** The server's currency codes (GET /api/v1/currencies), or undefined while they load. */
  currencies: readonly string[] | undefined;
  /** Why the list could not be read, if it could not. */
  error?: unknown;
  onRetry?: () => void;
  value: string | null;
  onChange: (code: string) => void;
  /** When given, a "None" choice leads the list and picking it calls this. */
  onChooseNone?: () => void;
  id?: string;
  className?: string;
}

const optionClass = cx(
  'flex min-h-12 cursor-pointer items-center gap-3 px-3 py-1.5',
  'hover:bg-zinc-100 dark:hover:bg-zinc-800',
  'has-checked:bg-amber-50 dark:has-checked:bg-amber-950/40',
  'has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-amber-500',
);

/** A searchable radio list of fiat currencies. Data comes in through props; it fetches nothing. */
export function CurrencyPicker({
  label,
  currencies,
  error,
  onRetry,
  value,
  onChange,
  onChooseNone,
  id,
  className,
}: CurrencyPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  // "Show more" disappears once pressed: focus moves to the first currency it brought.
  const focusFirstMore = useRef(false);
  const firstMore = useCallback((input: HTMLInputElement | null) => {
    if (input && focusFirstMore.current) {
      focusFirstMore.current = false;
      input.focus();
    }
  }, []);
  const name = useId();
  const legendId = useId();
  const all = currencies ?? [];
  const searching = query.trim() !== '';
  // The chosen currency, then the popular ones lead the list, so they show without scrolling.
  // The other ~140 come on request or by search: rendering all of them made this the slowest
  // screen to open on a phone (Settings).
  const { lead, rest } = splitCurrencies(all, searching ? null : value);
  const codes = searching
    ? filterCurrencies([...lead, ...rest], query)
    : showAll
      ? [...lead, ...rest]
      : lead;
  const hiddenCount = searching || showAll ? 0 : rest.length;
  const noneLabel = t({ message: 'None', context: 'no fiat currency' });
  const showNone =
    onChooseNone !== undefined &&
    (!searching || noneLabel.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()));
  const loading = currencies === undefined && !error;
  const searchText = query.trim();

  return (
    <div id={id} className={cx('space-y-2', className)}>
      <TextField
        label={t`Search currencies`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t`Code or name, e.g. EUR or euro`}
        autoComplete="off"
        enterKeyHint="search"
      />
      {error ? <ErrorMessage error={error} onRetry={onRetry} /> : null}
      <span id={legendId} className="sr-only">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-busy={loading}
        className="max-h-72 divide-y divide-zinc-200 overflow-y-auto overscroll-contain rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
      >
        {showNone && (
          <label className={optionClass}>
            <input
              type="radio"
              name={name}
              checked={value === null}
              onChange={onChooseNone}
              className="size-5 accent-amber-500"
            />
            <span className="w-14 shrink-0 font-medium">{noneLabel}</span>
            <span className="text-sm text-zinc-600 dark:text-zinc-400">
              <Trans>sats only</Trans>
            </span>
          </label>
        )}
        {loading &&
          Array.from({ length: 4 }, (_, i) => (
            <div key={i} aria-hidden="true" className="flex min-h-12 items-center px-3">
              <Skeleton className="h-4 w-40" />
            </div>
          ))}
        {codes.map((code) => (
          <CurrencyOption
            key={code}
            code={code}
            name={name}
            checked={value === code}
            onChange={onChange}
            inputRef={showAll && code === rest[0] ? firstMore : undefined}
          />
        ))}
        {currencies !== undefined && searching && codes.length === 0 && !showNone && (
          <p className="px-3 py-3 text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>No currency matches “{searchText}”.</Trans>
          </p>
        )}
      </div>
      {hiddenCount > 0 && (
        <button
          type="button"
          onClick={() => {
            setShowAll(true);
            focusFirstMore.current = true;
          }}
          className="inline-flex min-h-12 items-center rounded-xl px-3 font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-900"
        >
          <Plural value={hiddenCount} one="Show # more currency" other="Show # more currencies" />
        </button>
      )}
    </div>
  );
}

/** One currency: its code, and its name in the app's language where Intl knows it. */
function CurrencyOption({
  code,
  name,
  checked,
  onChange,
  inputRef,
}: {
  code: string;
  name: string;
  checked: boolean;
  onChange: (code: string) => void;
  inputRef?: (input: HTMLInputElement | null) => void;
}) {
  // currencyName falls back to the code itself: no second label then.
  const fullName = currencyName(code);
  return (
    <label className={optionClass}>
      <input
        ref={inputRef}
        type="radio"
        name={name}
        value={code}
        checked={checked}
        onChange={() => onChange(code)}
        className="size-5 accent-amber-500"
      />
      <span className="w-14 shrink-0 font-medium tabular-nums">{code}</span>
      {fullName !== code && (
        // Wraps rather than cut: "Bosnia-Herzegovina Convertible Mark" is one name, and longer
        // still in German, on a 360 px phone.
        <span className="min-w-0 text-sm text-zinc-600 dark:text-zinc-400">{fullName}</span>
      )}
    </label>
  );
}
