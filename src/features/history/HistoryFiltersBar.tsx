import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { cx } from '@/lib/cx';
import { hasActiveFilters, NO_FILTERS } from './history-query';
import type { DirectionFilter, HistoryFilters, StatusFilter } from './history-query';

const DIRECTIONS: Array<{ value: DirectionFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg({ message: 'All', context: 'History filter: every direction' }) },
  {
    value: 'received',
    label: msg({ message: 'Received', context: 'payment state: money in that arrived' }),
  },
  {
    value: 'sent',
    label: msg({
      message: 'Sent',
      context: 'History filter: direction',
      comment: 'Money out, whatever became of it (paid, pending or failed)',
    }),
  },
  {
    value: 'requests',
    label: msg({
      message: 'Requests',
      context: 'History filter',
      comment: 'Payment requests (invoices) made by this wallet, waiting for payment or expired',
    }),
  },
];

// The same words as the states on the rows.
const STATUSES: Array<{ value: StatusFilter; label: MessageDescriptor }> = [
  { value: 'all', label: msg`Any status` },
  {
    value: 'success',
    label: msg({
      message: 'Received or paid',
      context: 'History filter: payments that went through, either way',
    }),
  },
  { value: 'pending', label: msg({ message: 'Pending', context: 'payment state' }) },
  {
    value: 'failed',
    label: msg({ message: 'Failed', context: 'payment state: money out that did not go through' }),
  },
];

const fieldClass = cx(
  'block min-h-12 w-full rounded-xl border bg-white px-3 text-base',
  'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
);

export interface HistoryFiltersBarProps {
  filters: HistoryFilters;
  onChange: (changes: Partial<HistoryFilters>) => void;
  /** Export, in the sheet with the filters: it sits under them, used now and then. */
  exportControl: ReactNode;
}

/**
 * History's compact header: the title, the search field and one "Filters" button; direction,
 * status, dates and the CSV export open in a sheet, so the first row starts high on a phone.
 */
export const HistoryFiltersBar = memo(function HistoryFiltersBar({
  filters,
  onChange,
  exportControl,
}: HistoryFiltersBarProps) {
  const { t } = useLingui();
  const id = useId();
  const sheet = useRef<HTMLDialogElement>(null);
  const on =
    (filters.direction !== 'all' ? 1 : 0) +
    (filters.status !== 'all' ? 1 : 0) +
    (filters.from ? 1 : 0) +
    (filters.to ? 1 : 0);
  const close = () => sheet.current?.close();
  return (
    <div className="space-y-2">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>History</Trans>
        </h1>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => sheet.current?.showModal()}
          className={buttonClass('secondary', 'min-h-11 px-3 text-sm')}
        >
          <Trans>Filters</Trans>
          {on > 0 && (
            <span className="rounded-full bg-amber-500 px-1.5 text-xs text-zinc-950 tabular-nums">
              {t({
                message: plural(on, { one: '# on', other: '# on' }),
                comment: 'History: how many filters are switched on',
              })}
            </span>
          )}
        </button>
      </header>
      <div>
        <label htmlFor={`${id}-search`} className="sr-only">
          {t({ message: 'Search', context: 'History: the search field' })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder={t`Search notes and amounts`}
          autoComplete="off"
          enterKeyHint="search"
          className={fieldClass}
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>

      <dialog
        ref={sheet}
        aria-labelledby={`${id}-title`}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === sheet.current && close()}
        className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-0 text-zinc-900 shadow-xl sm:mb-auto sm:rounded-2xl dark:bg-zinc-900 dark:text-zinc-100"
      >
        <div className="space-y-4 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="flex items-center justify-between">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              <Trans>Filters</Trans>
            </h2>
            {hasActiveFilters({ ...filters, search: '' }) && (
              <Button
                variant="ghost"
                className="-mr-2 min-h-11 px-3 text-sm"
                onClick={() => onChange({ ...NO_FILTERS, search: filters.search })}
              >
                <Trans>Clear filters</Trans>
              </Button>
            )}
          </div>
          <DirectionChoice
            name={`${id}-direction`}
            value={filters.direction}
            onChange={(direction) => onChange({ direction })}
          />
          <StatusAndDates id={id} filters={filters} onChange={onChange} />
          <div className="space-y-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
            {exportControl}
          </div>
          <Button className="w-full" onClick={close}>
            <Trans>Show payments</Trans>
          </Button>
        </div>
      </dialog>
    </div>
  );
});

/** The status and the date range, in the filters sheet. */
function StatusAndDates({
  id,
  filters,
  onChange,
}: Pick<HistoryFiltersBarProps, 'filters' | 'onChange'> & { id: string }) {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-2 gap-3">
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
  );
}

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
      <legend className="mb-1 text-sm font-medium">
        <Trans>Show</Trans>
      </legend>
      {/*
        Equal segments that still grow for a word longer than a quarter of a phone ("Empfangen"
        at 360 px): a flex item never shrinks below its longest word, a grid column would. A
        longer word wraps where its translation has a soft hyphen ("Anforderungen").
      */}
      <div className="flex gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
        {DIRECTIONS.map(({ value, label }) => (
          <label
            key={value}
            className={cx(
              'relative flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-1 text-center text-sm leading-tight font-medium',
              selected === value
                ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-600 dark:text-zinc-50'
                : 'text-zinc-600 dark:text-zinc-300',
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
