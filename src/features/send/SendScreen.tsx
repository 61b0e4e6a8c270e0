import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { FlowScreen } from '@/components/ui/FlowScreen';
import type { LoginHandoff } from '@/lib/paths';
import { Skeleton } from '@/components/ui/Skeleton';
import { useActiveWallet, withCatalog } from '@/session';
import type { WalletConnection } from '@/session';
import { paths } from '@/lib/paths';
import { allowsLoopbackLnurl } from '@/lib/server-url';
import { SendStart } from './SendStart';
import { isCommitted } from './payment-machine';
import type { PaymentState } from './payment-machine';
import type { SendTarget } from './input/send-target';
import { usePayment } from './usePayment';
import type { Payer } from './usePayment';
import { useSendTarget } from './useSendTarget';

// The flows and their codecs load with the first code, not with the empty screen, and so do the
// review's and the outcomes' words (`sendreview`).
const InvoicePayment = lazy(() =>
  withCatalog('sendreview', () => import('./InvoicePayment')).then((m) => ({
    default: m.InvoicePayment,
  })),
);
// The LNURL flow brings its own words, those it shares with the withdraw screen (`lnurl`), and the
// costs and outcomes it shares with the invoice review.
const LnurlFlow = lazy(() =>
  withCatalog(['lnurl', 'lnurlpay', 'sendreview'], () => import('./lnurl/LnurlFlow')).then((m) => ({
    default: m.LnurlFlow,
  })),
);

export function SendScreen() {
  const wallet = useActiveWallet();
  const location = useLocation();
  const [params] = useSearchParams();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  // A scanned or deep-linked code arrives as `?invoice=` (sendInvoiceHref).
  const initial = params.get('invoice') ?? '';
  return <SendForm key={`${wallet.id}:${location.key}`} wallet={wallet} initialText={initial} />;
}

/** The code of an attempt found on record when Send opened (after a reload, or coming back). */
function resumedCode(state: PaymentState): string | null {
  if (state.phase === 'idle' || state.phase === 'requesting') {
    return null;
  }
  const { record } = state;
  if (!record) {
    return null;
  }
  if (state.phase === 'confirming' && state.reason !== 'reload') {
    return null;
  }
  if (record.kind === 'invoice') {
    return record.lnurl?.code ?? record.bolt11;
  }
  return record.code;
}

/**
 * Send, step by step, each a whole screen with its action at the bottom (FlowScreen): the start
 * (paste, scan, type, or a recent recipient), then what the code is (an invoice's review; an
 * LNURL's amount and review), then the outcome. A payment on record comes first: after a reload
 * it is shown and its outcome read back, never paid again.
 */
function SendForm({ wallet, initialText }: { wallet: WalletConnection; initialText: string }) {
  const { t } = useLingui();
  const payer = usePayment(wallet, initialText);
  const [text, setText] = useState(() => resumedCode(payer.state) ?? initialText);
  // Whether the code is to be opened: pasted, scanned, picked, linked, or typed and confirmed.
  const [entered, setEntered] = useState(() => text.trim() !== '');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const committed = isCommitted(payer.state) || payer.state.phase !== 'idle';
  const allowLoopback = allowsLoopbackLnurl(wallet);
  const target = useSendTarget(text, allowLoopback);

  const edit = (value: string, whole: boolean) => {
    setText(value);
    setEntered(whole && value.trim() !== '');
    setPasteError(null);
    // A new code: an attempt that sent nothing is behind us (refused by the machines otherwise).
    payer.reset();
  };
  const paste = async () => {
    try {
      edit(await navigator.clipboard.readText(), true);
    } catch {
      setPasteError(
        t`Your browser didn’t allow reading the clipboard. Long-press the field to paste.`,
      );
    }
  };
  const backToStart = () => {
    setEntered(false);
    payer.reset();
  };

  if (entered && target !== 'loading' && target.kind === 'login') {
    // A login is no payment: it has a screen of its own, which reads the code again.
    const handoff: LoginHandoff = { loginCode: target.code };
    return <Navigate to={paths.login.getHref()} replace state={handoff} />;
  }
  const recognised = target !== 'loading' && (target.kind === 'invoice' || target.kind === 'lnurl');
  const open = committed || (entered && (target === 'loading' || recognised));
  if (!open) {
    const notice =
      entered && target !== 'loading' && target.kind === 'notice' ? (
        <TargetNotice target={target} />
      ) : null;
    return (
      <SendStart
        wallet={wallet}
        text={text}
        onEdit={edit}
        onPaste={() => void paste()}
        onSubmit={() => setEntered(text.trim() !== '')}
        pasteError={pasteError}
        invalid={
          notice !== null &&
          target !== 'loading' &&
          target.kind === 'notice' &&
          target.tone === 'error'
        }
        notice={notice}
        onPick={(code) => edit(code, true)}
      />
    );
  }
  if (target === 'loading' || !recognised) {
    return <FlowLoading onBack={backToStart} />;
  }
  return (
    <Suspense fallback={<FlowLoading onBack={backToStart} />}>
      <SendTargetView target={target} wallet={wallet} payer={payer} onBack={backToStart} />
    </Suspense>
  );
}

function FlowLoading({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <FlowScreen title={t`Send`} onBack={onBack}>
      <div aria-busy="true" aria-label={t`Reading the code`} className="space-y-3">
        <Skeleton className="h-32 w-full" />
      </div>
    </FlowScreen>
  );
}

function SendTargetView({
  target,
  wallet,
  payer,
  onBack,
}: {
  target: Extract<SendTarget, { kind: 'invoice' | 'lnurl' }>;
  wallet: WalletConnection;
  payer: Payer;
  onBack: () => void;
}) {
  if (target.kind === 'invoice') {
    if (wallet.keyType !== 'admin') {
      return <ReadOnlyWallet onBack={onBack} />;
    }
    return (
      <InvoicePayment
        key={target.invoice}
        wallet={wallet}
        invoiceText={target.invoice}
        fromBip21={target.fromBip21}
        payer={payer}
        onBack={onBack}
      />
    );
  }
  return (
    <LnurlFlow
      key={target.target.url}
      wallet={wallet}
      target={target.target}
      payer={payer}
      onBack={onBack}
      readOnlyNotice={<ReadOnlyWallet onBack={onBack} />}
    />
  );
}

function TargetNotice({ target }: { target: Extract<SendTarget, { kind: 'notice' }> }) {
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

function ReadOnlyWallet({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <FlowScreen
      title={t`This wallet can’t send`}
      onBack={onBack}
      action={
        <Link to={paths.connect.getHref()} className={buttonClass('primary', 'w-full')}>
          <Trans>Connect with full access</Trans>
        </Link>
      }
    >
      <p>
        <Trans>
          This wallet is receive only: it can receive and see payments, but not spend. Connect it
          again with full access to send.
        </Trans>
      </p>
    </FlowScreen>
  );
}
