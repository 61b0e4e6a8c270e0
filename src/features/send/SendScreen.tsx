import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { useActiveWallet, useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { formatSatWithUnit, msatToSatFloor } from '@/lib/amount';
import { paths } from '@/lib/paths';
import type { LoginHandoff } from '@/lib/paths';
import { Skeleton } from '@/components/ui/Skeleton';
import { isLoopbackServer } from '@/lib/server-url';
import { CodeField } from './CodeField';
import { RecentRecipients } from './RecentRecipients';
import { useRecentRecipients } from './useRecentRecipients';
import { isCommitted } from './payment-machine';
import type { PaymentState } from './payment-machine';
import type { SendTarget } from './send-target';
import { usePayment } from './usePayment';
import type { Payer } from './usePayment';
import { useSendTarget } from './useSendTarget';

// The flows and their codecs load with the first code, not with the empty screen.
const InvoicePayment = lazy(() =>
  import('./InvoicePayment').then((m) => ({ default: m.InvoicePayment })),
);
const LnurlFlow = lazy(() => import('./lnurl/LnurlFlow').then((m) => ({ default: m.LnurlFlow })));

export function SendScreen() {
  const { t } = useLingui();
  const wallet = useActiveWallet();
  const location = useLocation();
  const [params] = useSearchParams();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  // A scanned or deep-linked code arrives as `?invoice=` (sendInvoiceHref).
  const initial = params.get('invoice') ?? '';

  return (
    <FlowScreen title={t`Send`} fallbackHref={paths.home.getHref()}>
      <SendForm key={`${wallet.id}:${location.key}`} wallet={wallet} initialText={initial} />
    </FlowScreen>
  );
}

/** The code of a payment found on record when Send opened (after a reload, or coming back). */
function resumedCode(state: PaymentState): string | null {
  if (state.phase !== 'confirming' || state.reason !== 'reload') {
    return null;
  }
  return state.record.kind === 'invoice' ? state.record.bolt11 : state.record.code;
}

function SendForm({ wallet, initialText }: { wallet: WalletConnection; initialText: string }) {
  const { t } = useLingui();
  // The screen owns the payment, so the field locks while it is under way.
  const payer = usePayment(wallet, initialText);
  // A payment on record comes first: it is shown and its outcome re-read, never paid again.
  const [text, setText] = useState(() => resumedCode(payer.state) ?? initialText);
  const [pasteError, setPasteError] = useState<string | null>(null);
  const committed = isCommitted(payer.state);
  const allowLoopback = isLoopbackServer(wallet.serverUrl, globalThis.location?.origin ?? '');
  const target = useSendTarget(text, allowLoopback);

  const edit = (value: string) => {
    setText(value);
    setPasteError(null);
    // A new code: an attempt that sent nothing is behind us (refused by the machines otherwise).
    payer.reset();
  };
  const paste = async () => {
    try {
      edit(await navigator.clipboard.readText());
    } catch {
      setPasteError(
        t`Your browser didn’t allow reading the clipboard. Long-press the field to paste.`,
      );
    }
  };
  const invalid = target !== 'loading' && target.kind === 'notice' && target.tone === 'error';
  const paid = payer.state.phase === 'paid';
  const recipients = useRecentRecipients(wallet.id, payer.state, target);

  return (
    <div className="space-y-5">
      {/* Paid: the outcome has the screen to itself. */}
      {!paid && <SendBalance wallet={wallet} />}
      <CodeField
        hidden={paid}
        text={text}
        onEdit={edit}
        onPaste={() => void paste()}
        pasteError={pasteError}
        committed={committed}
        invalid={invalid}
        recognised={target !== 'loading' && (target.kind === 'invoice' || target.kind === 'lnurl')}
      />

      {text === '' && !committed && (
        <RecentRecipients list={recipients.list} onPick={edit} onForget={recipients.forget} />
      )}
      {target === 'loading' ? (
        <FlowSkeleton />
      ) : (
        <Suspense fallback={<FlowSkeleton />}>
          <SendTargetView target={target} wallet={wallet} payer={payer} />
        </Suspense>
      )}
    </div>
  );
}

function FlowSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Reading the code`} className="space-y-3">
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function SendTargetView({
  target,
  wallet,
  payer,
}: {
  target: SendTarget;
  wallet: WalletConnection;
  payer: Payer;
}) {
  switch (target.kind) {
    case 'empty':
      return null;
    case 'invoice':
      if (wallet.keyType !== 'admin') {
        return <ReadOnlyWallet />;
      }
      return (
        <div className="space-y-3">
          {target.fromBip21 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              <Trans>
                This Bitcoin payment link carries a Lightning invoice; it is paid over Lightning.
              </Trans>
            </p>
          )}
          <InvoicePayment
            key={target.invoice}
            wallet={wallet}
            invoiceText={target.invoice}
            payer={payer}
          />
        </div>
      );
    case 'lnurl':
      return (
        <LnurlFlow
          key={target.target.url}
          wallet={wallet}
          target={target.target}
          payer={payer}
          readOnlyNotice={<ReadOnlyWallet />}
        />
      );
    case 'login': {
      // A login is no payment: it has a screen of its own, which reads the code again.
      const handoff: LoginHandoff = { loginCode: target.code };
      return <Navigate to={paths.login.getHref()} replace state={handoff} />;
    }
    case 'notice':
      return (
        <Notice title={target.title} tone={target.tone === 'error' ? 'danger' : 'warning'}>
          <p data-testid="send-notice">{target.message}</p>
          {target.nwc && (
            <Link to={paths.more.getHref()} className="mt-2 inline-block font-medium underline">
              <Trans>Go to More</Trans>
            </Link>
          )}
        </Notice>
      );
  }
}

function ReadOnlyWallet() {
  return (
    <section
      aria-labelledby="send-readonly-title"
      className="space-y-3 rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900"
    >
      <h2 id="send-readonly-title" className="text-lg font-semibold">
        <Trans>This wallet can’t send</Trans>
      </h2>
      <p>
        <Trans>
          This wallet is receive only: it can receive and see payments, but not spend. Connect it
          again with full access to send.
        </Trans>
      </p>
      <Link to={paths.connect.getHref()} className={buttonClass('secondary', 'w-full')}>
        <Trans>Connect with full access</Trans>
      </Link>
    </section>
  );
}

/** What there is to spend, in sight while choosing what to pay. */
function SendBalance({ wallet }: { wallet: WalletConnection }) {
  const balance = useWalletBalance(wallet);
  if (balance.data === undefined) {
    return null;
  }
  const amount = formatSatWithUnit(msatToSatFloor(balance.data.balance));
  return (
    <p data-testid="send-balance" className="text-sm text-zinc-600 dark:text-zinc-400">
      <Trans>
        Balance:{' '}
        <span className="font-medium text-zinc-900 tabular-nums dark:text-zinc-100">{amount}</span>
      </Trans>
    </p>
  );
}
