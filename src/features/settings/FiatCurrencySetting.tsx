import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ApiTarget } from '@/api/http';
import { CurrencyPicker } from '@/components/CurrencyPicker';
import { currencyName } from '@/lib/currency';
import { useCurrencies } from '@/session';

/**
 * Choose the fiat currency shown next to amounts, from those the server can convert. The list
 * opens on request: most visits to Settings are for something else, and ~30 currency rows (the
 * list, and the server's currencies fetched for it) were most of the screen's first render.
 */
export function FiatCurrencySetting({
  server,
  value,
  onChange,
}: {
  server: ApiTarget;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const currencies = useCurrencies(server, { enabled: open });
  const chosen = value
    ? `${value} · ${currencyName(value)}`
    : t({ message: 'none', context: 'no fiat currency' });
  return (
    <div className="space-y-2">
      <p className="font-medium">
        <Trans>Fiat currency</Trans>
      </p>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            Shown next to amounts:{' '}
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{chosen}</span>
          </Trans>
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={pickerId}
          onClick={() => setOpen((shown) => !shown)}
          className="-mr-3 inline-flex min-h-12 shrink-0 items-center rounded-xl px-3 font-medium text-amber-700 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-900"
        >
          {open ? (
            <Trans context="closing the list of currencies">Done</Trans>
          ) : (
            <Trans context="the fiat currency">Change</Trans>
          )}
        </button>
      </div>
      {open && (
        <CurrencyPicker
          id={pickerId}
          label={t`Fiat currency`}
          currencies={currencies.data}
          error={currencies.error}
          onRetry={() => void currencies.refetch()}
          value={value}
          onChange={onChange}
          onChooseNone={() => onChange(null)}
        />
      )}
    </div>
  );
}
