import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ReceiveIcon, ScanIcon, SendIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';

/**
 * Icon over label while the row is narrow (every phone), as in the tab bar below it: side by
 * side, the labels of three actions need more than a 360 px screen in Spanish, Portuguese or
 * German ("Empfangen · Scannen · Senden" is about 410 px). Side by side where the row is wide.
 */
const actionClass = (tone: 'primary' | 'secondary') =>
  cx(
    'inline-flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-2 py-1.5 text-sm font-medium transition-colors',
    '@min-[26rem]:min-h-12 @min-[26rem]:flex-row @min-[26rem]:gap-2 @min-[26rem]:px-4 @min-[26rem]:text-base',
    tone === 'primary'
      ? 'bg-amber-500 text-zinc-950 hover:bg-amber-400 active:bg-amber-600'
      : 'bg-zinc-100 text-zinc-900 hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700',
  );

/**
 * Receive, Scan and Send where a thumb rests: at the bottom of a phone's screen, just above its
 * tab bar, under Home's scrolling cards (HomeScreen). A wide screen has no thumb to serve, so
 * there the row simply follows the cards.
 */
export function HomeActions() {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Quick actions`}
      data-testid="home-actions"
      className="@container -mx-4 shrink-0 border-t border-zinc-200/70 bg-white px-4 py-2 lg:mx-0 lg:border-0 lg:px-0 lg:py-0 dark:border-zinc-800/70 dark:bg-zinc-950"
    >
      <div className="grid grid-cols-[1fr_auto_1fr] gap-2">
        <Link to={paths.receive.getHref()} className={actionClass('secondary')}>
          <ReceiveIcon />
          <Trans>Receive</Trans>
        </Link>
        <Link to={paths.scan.getHref()} className={actionClass('secondary')}>
          <ScanIcon />
          <Trans>Scan</Trans>
        </Link>
        <Link to={paths.send.getHref()} className={actionClass('primary')}>
          <SendIcon />
          <Trans>Send</Trans>
        </Link>
      </div>
    </nav>
  );
}
