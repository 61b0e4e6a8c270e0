import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ReceiveIcon, ScanIcon, SendIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';

const sideAction = cx(
  'inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl px-3 text-base font-medium transition-colors',
  'bg-zinc-100 text-zinc-900 hover:bg-zinc-200 active:bg-zinc-300 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700',
);

/**
 * The one place for Receive, Scan and Send: at the bottom of a phone's Home, where a thumb rests,
 * above the tab bar; under the balance, beside the list, on a wide screen. Scan, the quickest way to pay a code in
 * front of you, is the largest, in the middle (as Blink and Phoenix put their scanner).
 */
export function HomeActions({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Quick actions`}
      data-testid="home-actions"
      className={cx(
        '-mx-4 shrink-0 border-t border-zinc-200/70 bg-white px-4 py-2 lg:mx-0 lg:border-0 lg:p-0 dark:border-zinc-800/70 dark:bg-zinc-950',
        className,
      )}
    >
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <Link to={paths.receive.getHref()} className={sideAction}>
          <ReceiveIcon />
          <Trans>Receive</Trans>
        </Link>
        <Link
          to={paths.scan.getHref()}
          className="inline-flex size-16 flex-col items-center justify-center rounded-full bg-amber-500 text-xs font-semibold text-zinc-950 shadow-md shadow-amber-500/30 transition-colors hover:bg-amber-400 active:bg-amber-600"
        >
          <ScanIcon width="28" height="28" />
          <Trans>Scan</Trans>
        </Link>
        <Link to={paths.send.getHref()} className={sideAction}>
          <SendIcon />
          <Trans>Send</Trans>
        </Link>
      </div>
    </nav>
  );
}
