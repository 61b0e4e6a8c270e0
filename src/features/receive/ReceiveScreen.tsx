import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CreateInvoiceInput, Payment } from '@/api/core';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { Skeleton } from '@/components/ui/Skeleton';
import { useActiveWallet, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { ReceiveForm } from './ReceiveForm';
import { useCreateInvoice } from './useCreateInvoice';
import { useReceiveForm } from './useReceiveForm';

// The QR code and the reusable links load when they are shown, not with the empty form.
const InvoiceView = lazy(() => import('./InvoiceView').then((m) => ({ default: m.InvoiceView })));
const PayLinksPanel = lazy(() => import('./paylinks').then((m) => ({ default: m.PayLinksPanel })));

export function ReceiveScreen() {
  const wallet = useActiveWallet();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  return <Receive key={wallet.id} wallet={wallet} />;
}

interface Shown {
  invoice: Payment;
  input: CreateInvoiceInput;
  requestedAtMs: number;
}

type ReceiveMode = 'invoice' | 'reusable';

const MODES: { mode: ReceiveMode; label: string }[] = [
  { mode: 'invoice', label: 'Invoice' },
  { mode: 'reusable', label: 'Reusable' },
];

/** Invoice (one-off) or Reusable (pay links), kept in `?view=` so Back and reloads keep it. */
function useReceiveMode(): [ReceiveMode, (mode: ReceiveMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: ReceiveMode = params.get('view') === 'reusable' ? 'reusable' : 'invoice';
  const setMode = (next: ReceiveMode) =>
    setParams(
      (old) => {
        const updated = new URLSearchParams(old);
        if (next === 'invoice') {
          updated.delete('view');
        } else {
          updated.set('view', next);
        }
        return updated;
      },
      { replace: true },
    );
  return [mode, setMode];
}

function ModeTabs({
  mode,
  onChange,
  panelId,
}: {
  mode: ReceiveMode;
  onChange: (mode: ReceiveMode) => void;
  panelId: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.findIndex((m) => m.mode === mode);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) {
      return;
    }
    event.preventDefault();
    const next = (index + step + MODES.length) % MODES.length;
    onChange(MODES[next]!.mode);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Kind of payment request"
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800"
    >
      {MODES.map(({ mode: m, label }, i) => (
        <button
          key={m}
          ref={(node) => {
            refs.current[i] = node;
          }}
          type="button"
          role="tab"
          aria-selected={mode === m}
          id={`${panelId}-${m}`}
          aria-controls={panelId}
          tabIndex={mode === m ? 0 : -1}
          onClick={() => onChange(m)}
          className={
            mode === m
              ? 'min-h-11 rounded-lg bg-white px-3 text-sm font-medium text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-zinc-50'
              : 'min-h-11 rounded-lg px-3 text-sm font-medium text-zinc-700 dark:text-zinc-300'
          }
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function Receive({ wallet }: { wallet: WalletConnection }) {
  const [mode, setMode] = useReceiveMode();
  const panelId = useId();
  const [{ fiatCurrency }] = useSettings();
  const form = useReceiveForm(fiatCurrency ?? 'USD');
  const create = useCreateInvoice(wallet);
  const [shown, setShown] = useState<Shown | null>(null);

  const request = (input: CreateInvoiceInput) => {
    const requestedAtMs = Date.now();
    create.mutate(input, {
      onSuccess: (invoice) => setShown({ invoice, input, requestedAtMs }),
      // The form comes back as it was filled in, with the server's reason above the button.
      onError: () => setShown(null),
    });
  };

  return (
    <div className="space-y-6">
      <ScreenHeading title="Receive">
        {mode === 'reusable'
          ? 'Reusable QR codes and Lightning Addresses.'
          : shown
            ? null
            : 'Create a Lightning invoice.'}
      </ScreenHeading>
      <ModeTabs mode={mode} onChange={setMode} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${mode}`}>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          {mode === 'reusable' ? (
            <PayLinksPanel wallet={wallet} />
          ) : shown ? (
            <InvoiceView
              key={shown.invoice.payment_hash}
              wallet={wallet}
              invoice={shown.invoice}
              expirySeconds={shown.input.expiry ?? 3_600}
              requestedAtMs={shown.requestedAtMs}
              repeating={create.isPending}
              onRepeat={() => request(shown.input)}
              onEdit={() => {
                create.reset();
                setShown(null);
              }}
              onNew={() => {
                create.reset();
                form.reset();
                setShown(null);
              }}
            />
          ) : (
            <ReceiveForm
              server={wallet}
              form={form}
              busy={create.isPending}
              error={create.error}
              onSubmit={() => {
                const input = form.submit();
                if (input) {
                  request(input);
                }
              }}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}
