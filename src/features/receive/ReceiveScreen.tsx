import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId, useState } from 'react';
import type { CreateInvoiceInput, Payment } from '@/api/core';
import { extensionProblem } from '@/api/extension-problem';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { Skeleton } from '@/components/ui/Skeleton';
import { useActiveWallet, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { pickAddressLink } from './address/lightning-address';
import { usePayLinks } from './paylinks/usePayLinks';
import { ModeTabs } from './ReceiveTabs';
import { useReceiveMode } from './useReceiveMode';
import type { ReceiveMode } from './useReceiveMode';
import { useCreateInvoice } from './useCreateInvoice';
import { useReceiveForm } from './useReceiveForm';

// Each tab's code loads when the tab is shown: Receive mostly opens on the address QR, which needs
// neither the invoice form (keypad, currency picker) nor the invoice view.
const AddressPanel = lazy(() => import('./address').then((m) => ({ default: m.AddressPanel })));
const ReceiveForm = lazy(() => import('./ReceiveForm').then((m) => ({ default: m.ReceiveForm })));
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

const HEADINGS: Record<ReceiveMode, MessageDescriptor> = {
  address: msg`Your address for being paid.`,
  invoice: msg`Ask for a set amount.`,
  reusable: msg`Reusable QR codes and Lightning Addresses.`,
};

/**
 * Where Receive opens: on the Lightning address where the server has lnurlp and the wallet has
 * a link or could make one (full access), else on an invoice, as a server without lnurlp needs.
 */
function useAddressPlace(
  wallet: WalletConnection,
  links: ReturnType<typeof usePayLinks>,
): { fallback: ReceiveMode; modes: readonly ReceiveMode[] } {
  const missing = links.isError && extensionProblem(links.error, 'lnurlp') !== null;
  if (missing) {
    return { fallback: 'invoice', modes: ['invoice', 'reusable'] };
  }
  const link = links.data ? pickAddressLink(links.data, wallet.walletId) : null;
  // Offline before the links were ever read, nothing is known: the invoice form says why it waits.
  const paused = links.isPending && links.fetchStatus === 'paused';
  const opensOnAddress =
    !links.isError && !paused && (links.isPending || link !== null || wallet.keyType === 'admin');
  return {
    fallback: opensOnAddress ? 'address' : 'invoice',
    modes: ['address', 'invoice', 'reusable'],
  };
}

interface Shown {
  invoice: Payment;
  input: CreateInvoiceInput;
  requestedAtMs: number;
}

function Receive({ wallet }: { wallet: WalletConnection }) {
  const links = usePayLinks(wallet, false);
  const place = useAddressPlace(wallet, links);
  const [mode, setMode] = useReceiveMode(place.fallback);
  const panelId = useId();
  const [{ fiatCurrency }] = useSettings();
  const form = useReceiveForm(fiatCurrency ?? 'USD');
  const create = useCreateInvoice(wallet);
  const [shown, setShown] = useState<Shown | null>(null);
  const shownMode = place.modes.includes(mode) ? mode : place.fallback;
  const { t } = useLingui();

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
      <ScreenHeading title={t`Receive`}>{t(HEADINGS[shownMode])}</ScreenHeading>
      <ModeTabs modes={place.modes} mode={shownMode} onChange={setMode} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${shownMode}`}>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          {shownMode === 'address' ? (
            <AddressPanel wallet={wallet} links={links} onAddAmount={() => setMode('invoice')} />
          ) : shownMode === 'reusable' ? (
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
