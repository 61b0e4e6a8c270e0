import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { ApiTarget } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { TextField } from '@/components/ui/TextField';
import { ReceiveAmountField } from './ReceiveAmountField';
import { EXPIRY_OPTIONS, MEMO_MAX_LENGTH, expiryLabel } from './receive-options';
import type { useReceiveForm } from './useReceiveForm';

export interface ReceiveFormProps {
  server: ApiTarget;
  form: ReturnType<typeof useReceiveForm>;
  onSubmit: () => void;
  busy: boolean;
  error: unknown;
}

/** Amount (sats or fiat), memo and expiry of a new invoice. */
export function ReceiveForm({ server, form, onSubmit, busy, error }: ReceiveFormProps) {
  const { values, update } = form;
  const { t } = useLingui();
  const expiryChoices = EXPIRY_OPTIONS.map((option) => ({
    id: String(option.seconds),
    label: expiryLabel(option),
  }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <ReceiveAmountField server={server} form={form} />

      <TextField
        label={t`Memo (optional)`}
        hint={t`The payer sees this in their wallet.`}
        value={values.memo}
        onChange={(event) => update({ memo: event.target.value })}
        maxLength={MEMO_MAX_LENGTH}
        autoComplete="off"
      />

      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">
          <Trans>Expires after</Trans>
        </legend>
        <SegmentedRadios
          options={expiryChoices}
          value={String(values.expirySeconds)}
          onChange={(seconds) => update({ expirySeconds: Number(seconds) })}
          columns="grid-cols-3"
        />
      </fieldset>

      {error != null && <ErrorMessage error={error} context="invoice" />}

      <Button type="submit" busy={busy} needsNetwork className="w-full">
        {busy ? <Trans>Creating invoice…</Trans> : <Trans>Create invoice</Trans>}
      </Button>
    </form>
  );
}
