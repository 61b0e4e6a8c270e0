import { useState } from 'react';
import type { CreateInvoiceInput, Payment } from '@/api/core';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { useSettings } from '@/features/settings';
import { useActiveWallet } from '@/features/wallets';
import type { WalletConnection } from '@/features/wallets';
import { InvoiceView } from './InvoiceView';
import { ReceiveForm } from './ReceiveForm';
import { useCreateInvoice } from './useCreateInvoice';
import { useReceiveForm } from './useReceiveForm';

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

function Receive({ wallet }: { wallet: WalletConnection }) {
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
      <ScreenHeading title="Receive">{shown ? null : 'Create a Lightning invoice.'}</ScreenHeading>
      {shown ? (
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
    </div>
  );
}
