import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { NwcPermissions, NwcRegistration } from '@/api/nwc';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { formatSat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { segmentClass, segmentInputClass } from '@/components/ui/segment-class';
import {
  BUDGET_PRESETS_SAT,
  DESCRIPTION_MAX_LENGTH,
  EMPTY_NWC_FORM,
  EXPIRY_PRESETS,
  PERMISSION_ORDER,
  PERMISSION_PRESETS,
  presetOf,
  validateNwcForm,
} from './connection-form';
import type { BudgetChoice, NwcFormErrors, NwcFormValues } from './connection-form';
import { RENEWALS } from './budget-window';

export interface NwcConnectionFormProps {
  /** The server's permissions (E16); LNbits' six are used while they load. */
  permissions: NwcPermissions | undefined;
  /** The relay apps will use, when known (read-only here). */
  relay: string | null;
  /** Editing: the connection's current values, a title and a note on what editing does. */
  initial?: NwcFormValues;
  title?: string;
  submitLabel?: string;
  note?: string;
  busy: boolean;
  error: unknown;
  onSubmit: (registration: NwcRegistration) => void;
  onCancel: () => void;
}

const PER_PERIOD: Record<NwcFormValues['renewal'], string> = {
  daily: 'a day',
  weekly: 'a week',
  monthly: 'every 30 days',
  yearly: 'a year',
  never: 'in all',
};

const FALLBACK_NAMES: Record<string, string> = {
  pay: 'Send payments',
  invoice: 'Create invoices',
  lookup: 'Lookup status of invoice',
  history: 'Read transaction history',
  balance: 'Read wallet balance',
  info: 'Read account info',
};

const segment = segmentClass('px-2 text-center');
const segmentInput = segmentInputClass;
const segmentGroup = 'grid gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800';

function Segments<T extends string>({
  legend,
  options,
  value,
  onChange,
  columns,
}: {
  legend: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  columns: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cx(segmentGroup, columns)}>
        {options.map((option) => (
          <label key={option.id} className={segment}>
            <input
              type="radio"
              name={name}
              className={segmentInput}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Name, permissions (presets or custom), budget and renewal, expiry. */
export function NwcConnectionForm({
  permissions,
  relay,
  initial,
  title = 'New connection',
  submitLabel = 'Create connection',
  note,
  busy,
  error,
  onSubmit,
  onCancel,
}: NwcConnectionFormProps) {
  const [values, setValues] = useState<NwcFormValues>(initial ?? EMPTY_NWC_FORM);
  const [errors, setErrors] = useState<NwcFormErrors>({});
  const [showCustom, setShowCustom] = useState(
    () => initial !== undefined && presetOf(initial.permissions) === 'custom',
  );
  const presetName = useId();

  const update = (patch: Partial<NwcFormValues>, clear: (keyof NwcFormErrors)[]) => {
    setValues((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      for (const key of clear) {
        delete next[key];
      }
      return next;
    });
  };

  const serverIds = permissions ? Object.keys(permissions) : PERMISSION_ORDER;
  const permissionIds = [
    ...PERMISSION_ORDER.filter((id) => serverIds.includes(id)),
    ...serverIds.filter((id) => !PERMISSION_ORDER.includes(id)),
  ];
  const preset = presetOf(values.permissions);
  const canPay = values.permissions.includes('pay');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNwcForm(values, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.permissions) {
        setShowCustom(true);
      }
      return;
    }
    setErrors({});
    onSubmit(result.registration);
  };

  const budgetOptions: { id: BudgetChoice; label: string }[] = [
    ...BUDGET_PRESETS_SAT.map((sat) => ({
      id: String(sat) as BudgetChoice,
      label: sat >= 1_000_000 ? `${sat / 1_000_000}M` : `${sat / 1000}k`,
    })),
    { id: 'custom', label: 'Other' },
    { id: 'none', label: 'None' },
  ];

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={title}
      className="space-y-6 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 className="text-lg font-semibold">{title}</h2>

      <TextField
        label="Name"
        hint="The app or device this is for, so you can recognise it later."
        value={values.name}
        onChange={(event) => update({ name: event.target.value }, ['name'])}
        maxLength={DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
        required
        error={errors.name}
      />

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">What the app may do</legend>
        <div className={cx(segmentGroup, 'grid-cols-3')}>
          {PERMISSION_PRESETS.map((p) => (
            <label key={p.id} className={segment}>
              <input
                type="radio"
                name={presetName}
                className={segmentInput}
                checked={preset === p.id}
                onChange={() => update({ permissions: [...p.permissions] }, ['permissions'])}
              />
              {p.label}
            </label>
          ))}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {preset === 'custom'
            ? 'Custom permissions.'
            : PERMISSION_PRESETS.find((p) => p.id === preset)?.hint}
        </p>
        <button
          type="button"
          className="text-sm font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
          aria-expanded={showCustom}
          onClick={() => setShowCustom((open) => !open)}
        >
          {showCustom ? 'Hide permission details' : 'Choose permissions one by one'}
        </button>
        {showCustom && (
          <div className="space-y-1" role="group" aria-label="Permissions">
            {permissionIds.map((id) => (
              <label key={id} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-amber-500"
                  checked={values.permissions.includes(id)}
                  onChange={(event) =>
                    update(
                      {
                        permissions: event.target.checked
                          ? [...values.permissions, id]
                          : values.permissions.filter((p) => p !== id),
                      },
                      ['permissions'],
                    )
                  }
                />
                <span>
                  {permissions?.[id]?.name ?? FALLBACK_NAMES[id] ?? id}
                  {permissions?.[id] && (
                    <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                      {permissions[id].methods.join(', ')}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.permissions && (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.permissions}</p>
        )}
      </fieldset>

      {canPay && (
        <div className="space-y-3">
          <Segments
            legend="Spending budget (sats)"
            options={budgetOptions}
            value={values.budget}
            onChange={(budget) => update({ budget }, ['budget'])}
            columns="grid-cols-5"
          />
          {values.budget === 'custom' && (
            <TextField
              label="Budget in sats"
              value={values.customBudgetText}
              onChange={(event) => update({ customBudgetText: event.target.value }, ['budget'])}
              inputMode="numeric"
              autoComplete="off"
              placeholder="50,000"
              error={errors.budget}
            />
          )}
          {values.budget !== 'custom' && errors.budget && (
            <p className="text-sm text-red-700 dark:text-red-400">{errors.budget}</p>
          )}
          {values.budget === 'none' ? (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
              With no budget the app can spend everything in this wallet.
            </p>
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
                Counts the amounts the app pays, not routing fees. Periods run from today, not by
                the calendar.
              </p>
            </>
          )}
        </div>
      )}

      <div className="space-y-3">
        <Segments
          legend="Expires"
          options={EXPIRY_PRESETS}
          value={values.expiry}
          onChange={(expiry) => update({ expiry }, ['expiry'])}
          columns="grid-cols-3 sm:grid-cols-5"
        />
        {values.expiry === 'custom' && (
          <TextField
            label="Expiry date"
            type="date"
            value={values.customExpiryDate}
            onChange={(event) => update({ customExpiryDate: event.target.value }, ['expiry'])}
            error={errors.expiry}
          />
        )}
      </div>

      {relay && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Apps reach this wallet through the relay <span className="break-all">{relay}</span>.
        </p>
      )}

      {note && <p className="text-sm text-zinc-600 dark:text-zinc-400">{note}</p>}
      {error ? <ErrorMessage error={error} /> : null}
      <div className="grid grid-cols-[1fr_2fr] gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} needsNetwork>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
      {!initial && (
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          The connection’s key is made on this device; only its public half is sent to the server.
        </p>
      )}
    </form>
  );
}
