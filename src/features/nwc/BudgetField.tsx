import { StatusNotice } from '@/components/ui/Notice';
import { SegmentedField } from '@/components/ui/SegmentedRadios';
import { TextField } from '@/components/ui/TextField';
import { formatSat } from '@/lib/amount';
import { RENEWALS } from './budget-window';
import { BUDGET_PRESETS_SAT } from './connection-form';
import type { BudgetChoice, NwcFormValues } from './connection-form';
import type { UpdateConnectionForm } from './useConnectionForm';

const PER_PERIOD: Record<NwcFormValues['renewal'], string> = {
  daily: 'a day',
  weekly: 'a week',
  monthly: 'every 30 days',
  yearly: 'a year',
  never: 'in all',
};

const BUDGET_OPTIONS: { id: BudgetChoice; label: string }[] = [
  ...BUDGET_PRESETS_SAT.map((sat) => ({
    id: String(sat) as BudgetChoice,
    label: sat >= 1_000_000 ? `${sat / 1_000_000}M` : `${sat / 1000}k`,
  })),
  { id: 'custom', label: 'Other' },
  { id: 'none', label: 'None' },
];

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
  return (
    <div className="space-y-3">
      <SegmentedField
        legend="Spending budget (sats)"
        options={BUDGET_OPTIONS}
        value={values.budget}
        onChange={(budget) => update({ budget }, ['budget'])}
        columns="grid-cols-5"
        segmentPadding="px-2 text-center"
      />
      {values.budget === 'custom' && (
        <TextField
          label="Budget in sats"
          value={values.customBudgetText}
          onChange={(event) => update({ customBudgetText: event.target.value }, ['budget'])}
          inputMode="numeric"
          autoComplete="off"
          placeholder="50,000"
          error={error}
        />
      )}
      {values.budget !== 'custom' && error && (
        <p className="text-sm text-red-700 dark:text-red-400">{error}</p>
      )}
      {values.budget === 'none' ? (
        <StatusNotice tone="warning" compact>
          With no budget the app can spend everything in this wallet.
        </StatusNotice>
      ) : (
        <>
          <label className="block space-y-1">
            <span className="block text-sm font-medium">Budget renews</span>
            <select
              value={values.renewal}
              onChange={(event) =>
                update({ renewal: event.target.value as NwcFormValues['renewal'] }, [])
              }
              className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
            >
              {RENEWALS.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {values.budget !== 'custom' &&
              `Up to ${formatSat(Number(values.budget))} sats ${PER_PERIOD[values.renewal]}. `}
            Counts the amounts the app pays, not routing fees. Periods run from today, not by the
            calendar.
          </p>
        </>
      )}
    </div>
  );
}
