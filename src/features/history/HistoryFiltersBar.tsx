import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { TextField } from '@/components/ui/TextField';
import { cx } from '@/lib/cx';
import type { DirectionFilter, HistoryFilters, StatusFilter } from './history-query';

const DIRECTIONS: Array<{ value: DirectionFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg({ message: 'All', context: 'History filter: every direction' }) },
  { value: 'received', label: msg({ message: 'Received', context: 'History filter' }) },
  { value: 'sent', label: msg({ message: 'Sent', context: 'History filter' }) },
  {
    value: 'requests',
    label: msg({
      message: 'Requests',
      context: 'History filter',
      comment: 'Unpaid payment requests (invoices) made by this wallet',
    }),
  },
];

// The same words as the status badges on the rows.
const STATUSES: Array<{ value: StatusFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg`Any status` },
  { value: 'success', label: msg({ message: 'Settled', context: 'payment status' }) },
  { value: 'pending', label: msg({ message: 'Pending', context: 'payment status' }) },
  { value: 'failed', label: msg({ message: 'Failed', context: 'payment status' }) },
];

const fieldClass = cx(
  'block min-h-12 w-full rounded-xl border bg-white px-3 text-base',
  'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
);

export interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (changes: Partial<HistoryFilters>) => void;
}

/** Search, direction, and (folded away) status and date range. */
export const HistoryFiltersBar = memo(function HistoryFiltersBar({
  filters,
  onChange,
}: HistoryFiltersBarProps) {
  const { t } = useLingui();
  const id = useId();
  const extra = (filters.status !== 'all' ? 1 : 0) + (filters.from ? 1 : 0) + (filters.to ? 1 : 0);
  return (
    <div className="space-y-3">
      <TextField
        label={t({ message: 'Search', context: 'History: the search field' })}
        type="search"
        placeholder={t`Memo, amount, status…`}
        autoComplete="off"
        enterKeyHint="search"
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <DirectionChoice
        name={`${id}-direction`}
        value={filters.direction}
        onChange={(direction) => onChange({ direction })}
      />
      <details className="group rounded-xl border border-zinc-200 dark:border-zinc-800">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <span>
            <Trans>Status and dates</Trans>
            {extra > 0 && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                {t({
                  message: plural(extra, { one: '# on', other: '# on' }),
                  comment: 'History: how many status and date filters are switched on',
                })}
              </span>
            )}
          </span>
          <span
            aria-hidden="true"
            className="text-zinc-500 transition-transform group-open:rotate-180"
          >
            ▾
          </span>
        </summary>
        <div className="grid grid-cols-2 gap-3 px-3 pb-3">
          <div className="col-span-2 space-y-1">
            <label htmlFor={`${id}-status`} className="block text-sm font-medium">
              <Trans>Status</Trans>
            </label>
            <select
              id={`${id}-status`}
              className={fieldClass}
              value={filters.status}
              onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
            >
              {STATUSES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 space-y-1">
            <label htmlFor={`${id}-from`} className="block text-sm font-medium">
              <Trans context="first day of a date range">From</Trans>
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={fieldClass}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </div>
          <div className="min-w-0 space-y-1">
            <label htmlFor={`${id}-to`} className="block text-sm font-medium">
              <Trans context="last day of a date range">To</Trans>
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={fieldClass}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </div>
        </div>
      </details>
    </div>
  );
});

/** All, received, sent or requests: a row of radio buttons that looks like a segmented control. */
function DirectionChoice({
  name,
  value: selected,
  onChange,
}: {
  name: string;
  value: DirectionFilter;
  onChange: (direction: DirectionFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>Direction</Trans>
      </legend>
      {/*
        Equal segments that still grow for a word longer than a quarter of a phone ("Empfangen"
        at 360 px): a flex item never shrinks below its longest word, a grid column would. A
        longer word wraps where its translation has a soft hyphen ("Anforderungen").
      */}
      <div className="flex gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-900">
        {DIRECTIONS.map(({ value, label }) => (
          <label
            key={value}
            className={cx(
              'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm leading-tight font-medium',
              selected === value
                ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-zinc-50'
                : 'text-zinc-600 dark:text-zinc-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={selected === value}
              onChange={() => onChange(value)}
              // Its own focus ring: `:has(:focus-visible)` on the label misses older browsers.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-amber-500"
            />
            {t(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
