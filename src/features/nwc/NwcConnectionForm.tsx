import { Trans, useLingui } from '@lingui/react/macro';
import type { NwcPermissions, NwcRegistration } from '@/api/nwc';
import { Button } from '@/components/ui/Button';
import { SegmentedField } from '@/components/ui/SegmentedRadios';
import { TextField } from '@/components/ui/TextField';
import { BudgetField } from './BudgetField';
import { DESCRIPTION_MAX_LENGTH, EXPIRY_PRESETS } from './connection-form';
import type { NwcFormValues } from './connection-form';
import { NwcErrorMessage } from './NwcErrorMessage';
import { PermissionsField } from './PermissionsField';
import { useConnectionForm } from './useConnectionForm';

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

/** Name, permissions (presets or custom), budget and renewal, expiry. */
export function NwcConnectionForm({
  permissions,
  relay,
  initial,
  title,
  submitLabel,
  note,
  busy,
  error,
  onSubmit,
  onCancel,
}: NwcConnectionFormProps) {
  const { t } = useLingui();
  const heading = title ?? t`New connection`;
  const expiryOptions = EXPIRY_PRESETS.map((choice) => ({ id: choice.id, label: t(choice.label) }));
  const form = useConnectionForm(initial, onSubmit);
  const { values, errors, update } = form;

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={heading}
      className="space-y-6 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 className="text-lg font-semibold">{heading}</h2>

      <TextField
        label={t({ message: 'Name', comment: 'The name of an app connection' })}
        hint={t`The app or device this is for, so you can recognise it later.`}
        value={values.name}
        onChange={(event) => update({ name: event.target.value }, ['name'])}
        maxLength={DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
        required
        error={errors.name}
      />

      <PermissionsField
        permissions={permissions}
        chosen={values.permissions}
        error={errors.permissions}
        update={update}
        showCustom={form.showCustom}
        onToggleCustom={() => form.setShowCustom((open) => !open)}
      />

      {values.permissions.includes('pay') && (
        <BudgetField values={values} error={errors.budget} update={update} />
      )}

      <div className="space-y-3">
        <SegmentedField
          legend={t({ message: 'Expires', comment: 'When an app connection stops working' })}
          options={expiryOptions}
          value={values.expiry}
          onChange={(expiry) => update({ expiry }, ['expiry'])}
          columns="grid-cols-3 sm:grid-cols-5"
          segmentPadding="px-2 text-center"
        />
        {values.expiry === 'custom' && (
          <TextField
            label={t`Expiry date`}
            type="date"
            value={values.customExpiryDate}
            onChange={(event) => update({ customExpiryDate: event.target.value }, ['expiry'])}
            error={errors.expiry}
          />
        )}
      </div>

      {relay && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            Apps reach this wallet through the relay <span className="break-all">{relay}</span>.
          </Trans>
        </p>
      )}

      {note && <p className="text-sm text-zinc-600 dark:text-zinc-400">{note}</p>}
      {error ? <NwcErrorMessage error={error} /> : null}
      <div className="grid grid-cols-[1fr_2fr] gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={busy} needsNetwork>
          {busy ? t`Saving…` : (submitLabel ?? t`Create connection`)}
        </Button>
      </div>
      {!initial && (
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            The connection’s key is made on this device; only its public half is sent to the server.
          </Trans>
        </p>
      )}
    </form>
  );
}
