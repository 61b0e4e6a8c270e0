import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
import { useLockState } from '@/session';

const DISMISSED_KEY = 'pocketbits.lock-offer.dismissed';

function readDismissed(): boolean {
  try {
    return globalThis.localStorage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Once a wallet is here, Home offers the app lock: a card, not a dialog, so nothing is in the way.
 * "Not now" puts it away for good on this device; Settings → App lock still has it.
 */
export function LockOffer() {
  const { pinSet } = useLockState();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (pinSet || dismissed) {
    return null;
  }
  const dismiss = () => {
    setDismissed(true);
    try {
      globalThis.localStorage?.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered without storage: the card comes back next time.
    }
  };
  return (
    <section
      aria-labelledby="lock-offer-title"
      className="space-y-3 rounded-2xl border border-zinc-200 p-5 dark:border-zinc-800"
    >
      <h2 id="lock-offer-title" className="font-semibold">
        <Trans>Protect this wallet with a PIN</Trans>
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          Anyone holding this phone unlocked could pay from it. A PIN stops that, and keeps your
          wallet keys encrypted with it.
        </Trans>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className={buttonClass('ghost')} onClick={dismiss}>
          <Trans>Not now</Trans>
        </button>
        <Link
          to={paths.pin.getHref()}
          state={{ returnTo: paths.home.getHref() }}
          className={buttonClass('primary')}
        >
          <Trans>Set a PIN</Trans>
        </Link>
      </div>
    </section>
  );
}
