import { useLingui } from '@lingui/react/macro';
import type { NwcPermissions, NwcRegistration } from '@/api/nwc';
import { SegmentedField } from '@/components/ui/SegmentedRadios';
import { TextField } from '@/components/ui/TextField';
import { BudgetField } from './BudgetField';
import { DESCRIPTION_MAX_LENGTH, EXPIRY_PRESETS } from './connection-form';
import type { NwcFormValues } from './connection-form';
import { NwcErrorMessage } from './NwcErrorMessage';
import { PermissionsField } from './PermissionsField';
import { useConnectionForm } from './useConnectionForm';

export interface NwcConnectionFormProps {
  /** The form element's id: its submit button sits in the screen's action bar (FlowScreen). */
  id: string;
  /** The form's name for screen readers ("New connection", "Edit connection"). */
  label: string;
  /** The server's permissions (E16); LNbits' six are used while they load. */
  permissions: NwcPermissions | undefined;
  /** Where the form starts: an app preset's values, or a connection's current ones. */
  initial: NwcFormValues;
  error: unknown;
  onSubmit: (registration: NwcRegistration) => void;
  /** Each change, for a summary drawn beside the form. */
  onValuesChange?: (values: NwcFormValues) => void;
}

/**
 * Name, what the app may do (a line, changed on request), budget and its renewal, expiry: laid out
 * to fit a 360×740 phone with its submit button, which the screen holds at the bottom.
 */
export function NwcConnectionForm({
  id,
  label,
  permissions,
  initial,
  error,
  onSubmit,
  onValuesChange,
}: NwcConnectionFormProps) {
  const { t } = useLingui();
  const expiryOptions = EXPIRY_PRESETS.map((choice) => ({ id: choice.id, label: t(choice.label) }));
  const form = useConnectionForm(initial, onSubmit, onValuesChange);
  const { values, errors, update } = form;

  return (
    <form id={id} onSubmit={form.submit} noValidate aria-label={label} className="space-y-5">
      <TextField
        label={t({ message: 'Name', comment: 'The name of an app connection' })}
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
          columns="grid-cols-4"
          segmentPadding="px-1 text-center"
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

      {error ? <NwcErrorMessage error={error} /> : null}
    </form>
  );
}
