import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const currencies = useCurrencies(server);
  const chosen = value
    ? `${value} · ${currencyName(value)}`
    : t({ message: 'none', context: 'no fiat currency' });
  return (
    <div className="space-y-2">
      <p className="font-medium">
        <Trans>Fiat currency</Trans>
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          Shown next to amounts:{' '}
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{chosen}</span>
        </Trans>
      </p>
      <CurrencyPicker
        label={t`Fiat currency`}
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
