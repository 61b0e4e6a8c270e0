import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
import { formatDate } from '@/lib/time';
import { markBackedUp } from '@/session';
import type { WalletConnection } from '@/session';

/** "I've saved it" and Continue; after Create also "Later", which leaves a reminder on Home. */
export function SavedConfirmation({
  wallet,
  justCreated,
}: {
  wallet: WalletConnection;
  justCreated: boolean;
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  const next = justCreated ? paths.home.getHref() : paths.settings.getHref();

  if (wallet.backedUpAt && !justCreated) {
    const savedMs = Date.parse(wallet.backedUpAt);
    // The stored text if it is no date (Intl would throw on it); the app always writes ISO.
    const savedOn = Number.isFinite(savedMs) ? formatDate(savedMs) : wallet.backedUpAt;
    return (
      <div className="mt-6 space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>You saved this wallet on {savedOn}.</Trans>
        </p>
        <Link to={next} className={buttonClass('primary', 'w-full')}>
          <Trans>Done</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-3">
      <label htmlFor={checkboxId} className="flex min-h-12 items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-6 shrink-0 accent-amber-500"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <span>
          <Trans>I’ve saved it somewhere safe</Trans>
        </span>
      </label>
      <Button
        className="w-full"
        disabled={!saved}
        onClick={() => {
          markBackedUp([wallet.id]);
          navigate(next, { replace: justCreated });
        }}
      >
        {justCreated ? <Trans>Continue</Trans> : <Trans>Done</Trans>}
      </Button>
      {justCreated ? (
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => navigate(next, { replace: true })}
        >
          <Trans>Later</Trans>
        </Button>
      ) : (
        <Link to={next} className={buttonClass('ghost', 'w-full')}>
          <Trans>Back to settings</Trans>
        </Link>
      )}
    </div>
  );
}
