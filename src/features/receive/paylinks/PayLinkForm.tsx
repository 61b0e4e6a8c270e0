import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@/api/http';
import type { PayLinkInput } from '@/api/lnurlp';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import {
  COMMENT_CHARS_MAX,
  DESCRIPTION_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  normalizeUsername,
} from './paylink-form';
import type { AmountMode } from './paylink-form';
import { usePayLinkForm } from './usePayLinkForm';

export interface PayLinkFormProps {
  /** The server's host, for the Lightning Address preview. */
  serverHost: string;
  busy: boolean;
  /** The last create failure, shown above the button; the form keeps what was typed. */
  error: unknown;
  onSubmit: (input: PayLinkInput) => void;
  onCancel: () => void;
}

/** A username refusal from the server belongs next to the username field. */
function serverUsernameError(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http') {
    return undefined;
  }
  if (error.status === 409 || /username/i.test(error.detail)) {
    return error.detail;
  }
  return undefined;
}

/** Description, amount (fixed or a range, in sats), comment length and an optional username. */
export function PayLinkForm({ serverHost, busy, error, onSubmit, onCancel }: PayLinkFormProps) {
  const { values, errors, update, submit, sentUsername } = usePayLinkForm(onSubmit);
  const username = normalizeUsername(values.username);
  const refusedUsername = serverUsernameError(error);
  const usernameError =
    errors.username ?? (refusedUsername && username === sentUsername ? refusedUsername : undefined);
  const otherServerError = error && !refusedUsername ? error : null;
  const { t } = useLingui();
  const address = `${username}@${serverHost}`;
  const maxChars = COMMENT_CHARS_MAX;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`New reusable link`}
      className="space-y-5 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 className="text-lg font-semibold">
        <Trans>New reusable link</Trans>
      </h2>
      <TextField
        label={t`Description`}
        hint={t`Payers see this in their wallet.`}
        value={values.description}
        onChange={(event) => update({ description: event.target.value })}
        maxLength={DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
        required
        error={errors.description}
      />

      <AmountField values={values} errors={errors} update={update} />

      <TextField
        label={t`Note length allowed`}
        hint={t`Characters a payer may write, 0 to ${maxChars}. 0 turns notes off.`}
        value={values.commentCharsText}
        onChange={(event) => update({ commentCharsText: event.target.value })}
        inputMode="numeric"
        autoComplete="off"
        error={errors.commentChars}
      />

      <TextField
        label={t`Username (optional)`}
        hint={
          username
            ? t`Lightning Address: ${address}`
            : t`Gives the link a Lightning Address on this server: letters a–z, digits, - _ .`
        }
        value={values.username}
        onChange={(event) => update({ username: event.target.value })}
        maxLength={USERNAME_MAX_LENGTH}
        autoCapitalize="none"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        error={usernameError}
      />

      {otherServerError ? <ErrorMessage error={otherServerError} /> : null}

      <div className="space-y-2">
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy} needsNetwork>
            {busy ? <Trans>Creating…</Trans> : <Trans>Create link</Trans>}
          </Button>
        </div>
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>Creating a link needs full access.</Trans>
        </p>
      </div>
    </form>
  );
}

const AMOUNT_MODES: { id: AmountMode; label: MessageDescriptor }[] = [
  { id: 'range', label: msg`Payer chooses` },
  { id: 'fixed', label: msg`Fixed amount` },
];

/** A fixed amount, or the range a payer chooses from, in sats. */
function AmountField({
  values,
  errors,
  update,
}: Pick<ReturnType<typeof usePayLinkForm>, 'values' | 'errors' | 'update'>) {
  const { t } = useLingui();
  const amountModes = AMOUNT_MODES.map((mode) => ({ id: mode.id, label: t(mode.label) }));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Amount</Trans>
      </legend>
      <SegmentedRadios<AmountMode>
        options={amountModes}
        value={values.amountMode}
        onChange={(amountMode) => update({ amountMode })}
        columns="grid-cols-2"
      />
      {values.amountMode === 'fixed' ? (
        <TextField
          label={t`Amount in sats`}
          value={values.amountText}
          onChange={(event) => update({ amountText: event.target.value })}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          error={errors.amount}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t`Minimum sats`}
            value={values.minText}
            onChange={(event) => update({ minText: event.target.value })}
            inputMode="numeric"
            autoComplete="off"
            error={errors.min}
          />
          <TextField
            label={t`Maximum sats`}
            value={values.maxText}
            onChange={(event) => update({ maxText: event.target.value })}
            inputMode="numeric"
            autoComplete="off"
            error={errors.max}
          />
        </div>
      )}
    </fieldset>
  );
}
