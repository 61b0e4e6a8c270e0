import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { StatusNotice } from '@/components/ui/Notice';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { TextField } from '@/components/ui/TextField';
import { formatSat } from '@/lib/amount';
import { formatLocale, numberFormat } from '@/lib/locale';
import { BUDGET_RENEWALS } from '@/lib/nwc-budget';
import type { BudgetRenewalId } from '@/lib/nwc-budget';
import { budgetCapText } from './budget-window';
import { BUDGET_PRESETS_SAT } from './connection-form';
import type { BudgetChoice, NwcFormValues } from './connection-form';
import type { UpdateConnectionForm } from './useConnectionForm';

/** How often a budget renews, as the renewal list says it after "Renews". */
function renewalChoiceText(renewal: BudgetRenewalId): string {
  switch (renewal) {
    case 'daily':
      return t({ message: 'every day', comment: 'Follows "Renews" (a spending budget)' });
    case 'weekly':
      return t({ message: 'every week', comment: 'Follows "Renews" (a spending budget)' });
    case 'monthly':
      return t({ message: 'every 30 days', comment: 'Follows "Renews" (a spending budget)' });
    case 'yearly':
      return t({ message: 'every year', comment: 'Follows "Renews" (a spending budget)' });
    case 'never':
      return t({ message: 'never', comment: 'Follows "Renews" (a spending budget)' });
  }
}

/** The presets in the language's short form ("10K", "10.000", "10 mil"), then Other. */
function budgetOptions(): { id: BudgetChoice; label: string }[] {
  const compact = numberFormat(formatLocale(), { notation: 'compact' });
  return [
    ...BUDGET_PRESETS_SAT.map((sat) => ({
      id: `${sat}` as BudgetChoice,
      label: compact.format(sat),
    })),
    { id: 'custom', label: t({ message: 'Other', context: 'a spending budget: another amount' }) },
  ];
}

/**
 * How much a paying app may spend and how often that renews: a preset at a tap, or another
 * amount; "no limit" is there too, behind Other, with what it means said beside it.
 */
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
  const renewalId = useId();
  const noLimit = values.budget === 'none';
  // "No limit" is a kind of Other: the segment stays on while the box is ticked.
  const segment: BudgetChoice = noLimit ? 'custom' : values.budget;
  return (
    <fieldset className="space-y-2">
      {/* Floated, so "Renews" sits on the legend's line, at its right. */}
      <legend className="float-left flex min-h-11 items-center text-sm font-medium">
        <Trans>Budget</Trans>
      </legend>
      {!noLimit && (
        <span className="float-right flex items-center gap-1 text-sm">
          <label htmlFor={renewalId} className="text-zinc-600 dark:text-zinc-400">
            <Trans comment="Followed by how often: every day, every 30 days…">Renews</Trans>
          </label>
          <select
            id={renewalId}
            value={values.renewal}
            onChange={(event) => update({ renewal: event.target.value as BudgetRenewalId }, [])}
            className="-mr-1 min-h-11 rounded-lg bg-transparent px-1 font-medium hover:bg-zinc-100 dark:hover:bg-zinc-900"
          >
            {BUDGET_RENEWALS.map((r) => (
              <option key={r.id} value={r.id}>
                {renewalChoiceText(r.id)}
              </option>
            ))}
          </select>
        </span>
      )}
      <SegmentedRadios
        options={budgetOptions()}
        value={segment}
        onChange={(budget) => update({ budget }, ['budget'])}
        columns="clear-both grid-cols-4"
        segmentPadding="px-1 text-center"
      />
      {segment === 'custom' && (
        <div className="space-y-1">
          {!noLimit && (
            <TextField
              label={t`Budget in sats`}
              value={values.customBudgetText}
              onChange={(event) => update({ customBudgetText: event.target.value }, ['budget'])}
              inputMode="numeric"
              autoComplete="off"
              placeholder={formatSat(25_000)}
              error={error}
            />
          )}
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-amber-500"
              checked={noLimit}
              onChange={(event) =>
                update({ budget: event.target.checked ? 'none' : 'custom' }, ['budget'])
              }
            />
            <Trans>No limit</Trans>
          </label>
        </div>
      )}
      {segment !== 'custom' && error && (
        <p className="text-sm text-red-700 dark:text-red-400">{error}</p>
      )}
      {noLimit ? (
        <StatusNotice tone="warning" compact>
          <Trans>With no limit the app can spend everything in this wallet.</Trans>
        </StatusNotice>
      ) : (
        segment !== 'custom' && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {budgetCapText(Number(values.budget), values.renewal)}
          </p>
        )
      )}
    </fieldset>
  );
}
