import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { PasteIcon, ScanIcon } from '@/components/ui/icons';
import { useWalletBalance } from '@/session';
import type { WalletConnection } from '@/session';
import { formatSatWithUnit, msatToSatFloor } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { CodeField } from './CodeField';

// The people paid before (and their stored list's reads and writes) load beside the start.
const PeoplePaidBefore = lazy(() =>
  import('./PeoplePaidBefore').then((m) => ({ default: m.PeoplePaidBefore })),
);

function canReadClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

const bigAction = cx(
  'flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl text-base font-semibold',
  'bg-amber-500 text-zinc-950 hover:bg-amber-400 active:bg-amber-600',
);

/**
 * Send's first step: paste or scan a code (the two large actions), type one, or pick someone paid
 * before; the balance in sight. Continue, at the bottom, opens a typed code. On a wide screen the
 * people paid before stand beside Paste, Scan and the field, on a page as wide as History's.
 */
export function SendStart({
  wallet,
  text,
  onEdit,
  onPaste,
  onSubmit,
  pasteError,
  invalid,
  notice,
  onPick,
}: {
  wallet: WalletConnection;
  text: string;
  onEdit: (text: string, whole: boolean) => void;
  onPaste: () => void;
  onSubmit: () => void;
  pasteError: string | null;
  invalid: boolean;
  /** Why the code entered can't be paid here. */
  notice: ReactNode;
  /** A person paid before was picked: their code. */
  onPick: (code: string) => void;
}) {
  const { t } = useLingui();
  const clipboard = canReadClipboard();
  return (
    <FlowScreen
      title={t`Send`}
      subtitle={<SendBalance wallet={wallet} />}
      fallbackHref={paths.home.getHref()}
      action={
        text.trim() !== '' && !invalid ? (
          <Button onClick={onSubmit}>
            <Trans>Continue</Trans>
          </Button>
        ) : undefined
      }
    >
      {/* data-wide-screen: a wider page at lg (AppShell), so each column has room for the
          field's whole placeholder; the phone layout is the same. */}
      <div
        data-wide-screen
        className="space-y-5 lg:grid lg:grid-cols-2 lg:items-start lg:gap-8 lg:space-y-0 lg:pt-4"
      >
        <div className="space-y-5">
          <div className={cx('grid gap-3', clipboard && 'grid-cols-2')}>
            {clipboard && (
              <button type="button" onClick={onPaste} className={bigAction}>
                <PasteIcon width="28" height="28" />
                <Trans>Paste</Trans>
              </button>
            )}
            <Link to={paths.scan.getHref()} className={bigAction}>
              <ScanIcon width="28" height="28" />
              <Trans>Scan</Trans>
            </Link>
          </div>
          <CodeField
            text={text}
            onEdit={onEdit}
            onSubmit={onSubmit}
            invalid={invalid}
            message={pasteError}
          />
          {notice}
        </div>
        <Suspense fallback={null}>
          <PeoplePaidBefore wallet={wallet} typed={text} onPick={onPick} />
        </Suspense>
      </div>
    </FlowScreen>
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
    <span data-testid="send-balance">
      <Trans>
        <span className="tabular-nums">{amount}</span> to spend
      </Trans>
    </span>
  );
}
