import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { ReceiveIcon, ScanIcon, SendIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

/**
 * Receive, Scan and Send where a thumb rests: held at the bottom of a phone's screen, just above
 * its tab bar. A wide screen has no thumb to serve and a pinned row would sit over the last card,
 * so there it simply follows the cards.
 */
export function HomeActions() {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`Quick actions`}
      data-testid="home-actions"
      className="sticky mt-auto bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[5] -mx-1 grid grid-cols-[1fr_auto_1fr] gap-2 rounded-2xl bg-white/95 p-1 backdrop-blur lg:static lg:mt-0 dark:bg-zinc-950/95"
    >
      <Link to={paths.receive.getHref()} className={buttonClass('secondary')}>
        <ReceiveIcon />
        <Trans>Receive</Trans>
      </Link>
      <Link to={paths.scan.getHref()} className={buttonClass('secondary', 'px-3')}>
        <ScanIcon />
        <Trans>Scan</Trans>
      </Link>
      <Link to={paths.send.getHref()} className={buttonClass('primary')}>
        <SendIcon />
        <Trans>Send</Trans>
      </Link>
    </nav>
  );
}
