import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CreateInvoiceInput, Payment } from '@/api/core';
import { AmountKeypad } from '@/components/AmountKeypad';
import { ErrorMessage } from '@/components/ErrorMessage';
import { PrivateNoteField } from '@/components/PrivateNoteField';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Skeleton } from '@/components/ui/Skeleton';
import { amountEntryReducer } from '@/lib/amount-entry';
import type { AmountEntry, AmountEntryAction } from '@/lib/amount-entry';
import { paths } from '@/lib/paths';
import { useActiveWallet, useFiatRate, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { EXPIRY_OPTIONS, MEMO_MAX_LENGTH, expiryLabel } from './receive-options';
import { useCreateInvoice } from './useCreateInvoice';
import { useReceiveForm } from './useReceiveForm';

// The request's screen (its QR code, its countdown, reading the invoice) loads with the tap on
// Create, not with the keypad.
const InvoiceView = lazy(() => import('./InvoiceView').then((m) => ({ default: m.InvoiceView })));

export function ReceiveAmountScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  return <ReceiveAmount key={wallet.id} wallet={wallet} />;
}

/** The request on screen, kept in the history entry: Back goes to the form, a reload keeps it. */
interface ShownRequest {
  invoice: Payment;
  input: CreateInvoiceInput;
  /** Device time (ms) when it was asked for: its countdown starts there. */
  requestedAtMs: number;
}

function shownIn(state: unknown): ShownRequest | null {
  const shown = (state as { shown?: Partial<ShownRequest> } | null)?.shown;
  return shown?.invoice && shown.input && typeof shown.requestedAtMs === 'number'
    ? (shown as ShownRequest)
    : null;
}

/**
 * Receive with an amount, a payment moment of three steps on the whole screen: the keypad with an
 * optional note and Create fixed at the bottom; the request's QR code with Copy and Share; then
 * Received. The request is its own history entry, so Back from it is the form as it was filled in.
 */
function ReceiveAmount({ wallet }: { wallet: WalletConnection }) {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = shownIn(location.state);
  const [{ fiatCurrency }] = useSettings();
  const form = useReceiveForm(fiatCurrency ?? '');
  const create = useCreateInvoice(wallet);

  const request = (input: CreateInvoiceInput, { replace }: { replace: boolean }) => {
    const requestedAtMs = Date.now();
    create.mutate(input, {
      onSuccess: (invoice) => {
        create.reset();
        const next: ShownRequest = { invoice, input, requestedAtMs };
        void navigate(paths.receiveAmount.getHref(), { state: { shown: next }, replace });
      },
    });
  };

  if (shown) {
    return (
      <Suspense fallback={<Skeleton className="mx-auto mt-16 aspect-square w-full max-w-72" />}>
        <InvoiceView
          key={shown.invoice.payment_hash}
          wallet={wallet}
          invoice={shown.invoice}
          expirySeconds={shown.input.expiry ?? 3_600}
          requestedAtMs={shown.requestedAtMs}
          repeating={create.isPending}
          repeatError={create.error}
          onRepeat={() => request(shown.input, { replace: true })}
          onEdit={() => void navigate(-1)}
          onNew={() => {
            form.reset();
            void navigate(-1);
          }}
        />
      </Suspense>
    );
  }
  return (
    <AmountStep
      wallet={wallet}
      form={form}
      busy={create.isPending}
      error={create.error}
      onSubmit={() => {
        const input = form.submit();
        if (input) {
          request(input, { replace: false });
        }
      }}
    />
  );
}

const fieldClass =
  'block min-h-12 w-full min-w-0 rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900';

/**
 * The amount on the one keypad, in sats or in the person's currency (its one switch: the currency
 * is Settings' own, as on Send), a note the payer sees, and how long the request stays open. A
 * fiat amount goes to LNbits as it is: LNbits converts it at its own rate.
 */
function AmountStep({
  wallet,
  form,
  busy,
  error,
  onSubmit,
}: {
  wallet: WalletConnection;
  form: ReturnType<typeof useReceiveForm>;
  busy: boolean;
  error: unknown;
  onSubmit: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const { values, update, switchUnit, amountError } = form;
  const rate = useFiatRate(wallet, values.currency || null);
  const satsPerUnit = rate.data?.rate ?? null;
  const entry: AmountEntry = { unit: values.unit, text: values.amountText };
  const dispatch = (action: AmountEntryAction) => {
    if (action.type === 'swap') {
      // The form converts with the currency's own decimals (none for yen).
      switchUnit(values.unit === 'sat' ? 'fiat' : 'sat', satsPerUnit);
    } else {
      update({ amountText: amountEntryReducer(entry, action).text });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const { currency } = values;

  return (
    <FlowScreen
      title={t`Receive`}
      fallbackHref={paths.receive.getHref()}
      action={
        <Button type="submit" form={formId} busy={busy} needsNetwork>
          {busy ? <Trans>Creating request…</Trans> : <Trans>Create request</Trans>}
        </Button>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={t`Request an amount`}
        className="mx-auto flex min-h-full max-w-md flex-col justify-end gap-3"
      >
        <AmountKeypad
          entry={entry}
          dispatch={dispatch}
          fiat={satsPerUnit ? { currency, rate: satsPerUnit } : null}
          error={amountError}
        />
        {values.unit === 'fiat' && !rate.isPending && !satsPerUnit && (
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>No {currency} rate right now</Trans>
          </p>
        )}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2">
          <label className="space-y-1">
            <span className="block text-sm font-medium">
              <Trans>Note (optional)</Trans>
            </span>
            <input
              className={fieldClass}
              value={values.memo}
              onChange={(event) => update({ memo: event.target.value })}
              maxLength={MEMO_MAX_LENGTH}
              autoComplete="off"
              placeholder={t`The payer sees it`}
            />
          </label>
          <label className="space-y-1">
            <span className="block text-sm font-medium">
              <Trans>Expires after</Trans>
            </span>
            <select
              className={fieldClass}
              value={String(values.expirySeconds)}
              onChange={(event) => update({ expirySeconds: Number(event.target.value) })}
            >
              {EXPIRY_OPTIONS.map((option) => (
                <option key={option.seconds} value={option.seconds}>
                  {expiryLabel(option)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <PrivateNoteField
          value={values.privateNote}
          onChange={(privateNote) => update({ privateNote })}
          hint={<Trans>Kept with the payment for you; the payer does not see it.</Trans>}
        />
        {error != null && <ErrorMessage error={error} context="invoice" />}
      </form>
    </FlowScreen>
  );
}
