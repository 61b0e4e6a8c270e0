import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusNotice } from '@/components/ui/Notice';
import { SegmentedField } from '@/components/ui/SegmentedRadios';
import { TextField } from '@/components/ui/TextField';
import { formatSat, formatSatWithUnit } from '@/lib/amount';
import { formatLocale, numberFormat } from '@/lib/locale';
import { RENEWALS } from './budget-window';
import { BUDGET_PRESETS_SAT } from './connection-form';
import type { BudgetChoice, NwcFormValues } from './connection-form';
import type { UpdateConnectionForm } from './useConnectionForm';

/** "Up to 10,000 sats a week.": one whole sentence per period, as word order differs. */
function budgetCapText(budgetSat: number, renewal: NwcFormValues['renewal']): string {
  const amount = formatSatWithUnit(budgetSat);
  switch (renewal) {
    case 'daily':
      return t`Up to ${amount} a day.`;
    case 'weekly':
      return t`Up to ${amount} a week.`;
    case 'monthly':
      return t`Up to ${amount} every 30 days.`;
    case 'yearly':
      return t`Up to ${amount} a year.`;
    case 'never':
      return t({ message: `Up to ${amount} in all.`, comment: 'A budget that never renews' });
  }
}

/** The presets in the language's short form ("10K", "10.000", "10 mil"), then Other and None. */
function budgetOptions(): { id: BudgetChoice; label: string }[] {
  const compact = numberFormat(formatLocale(), { notation: 'compact' });
  return [
    ...BUDGET_PRESETS_SAT.map((sat) => ({
      id: String(sat) as BudgetChoice,
      label: compact.format(sat),
    })),
    { id: 'custom', label: t({ message: 'Other', context: 'a spending budget: another amount' }) },
    { id: 'none', label: t({ message: 'None', context: 'a spending budget: none, no limit' }) },
  ];
}

/** How much a paying app may spend, and how often that renews. */
export function BudgetField({
  values,
  error,
  update,
}: {
  values: NwcFormValues;
  error: string | undefined;
  update: UpdateConnectionForm;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <SegmentedField
        legend={t`Spending budget (sats)`}
        options={budgetOptions()}
        value={values.budget}
        onChange={(budget) => update({ budget }, ['budget'])}
        columns="grid-cols-3 sm:grid-cols-5"
        segmentPadding="px-2 text-center"
      />
      {values.budget === 'custom' && (
        <TextField
          label={t`Budget in sats`}
          value={values.customBudgetText}
          onChange={(event) => update({ customBudgetText: event.target.value }, ['budget'])}
          inputMode="numeric"
          autoComplete="off"
          placeholder={formatSat(50_000)}
          error={error}
        />
      )}
      {values.budget !== 'custom' && error && (
        <p className="text-sm text-red-700 dark:text-red-400">{error}</p>
      )}
      {values.budget === 'none' ? (
        <StatusNotice tone="warning" compact>
          <Trans>With no budget the app can spend everything in this wallet.</Trans>
        </StatusNotice>
      ) : (
        <>
          <label className="block space-y-1">
            <span className="block text-sm font-medium">
              <Trans>Budget renews</Trans>
            </span>
            <select
              value={values.renewal}
              onChange={(event) =>
                update({ renewal: event.target.value as NwcFormValues['renewal'] }, [])
              }
              className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
            >
              {RENEWALS.map((r) => (
                <option key={r.id} value={r.id}>
                  {t(r.label)}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {values.budget !== 'custom' && (
              <>{budgetCapText(Number(values.budget), values.renewal)} </>
            )}
            <Trans>
              Counts the amounts the app pays, not routing fees. Periods run from today, not by the
              calendar.
            </Trans>
          </p>
        </>
      )}
    </div>
  );
}
