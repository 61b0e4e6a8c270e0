import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/lib/paths';
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
    return (
      <div className="mt-6 space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          You saved this wallet on {new Date(wallet.backedUpAt).toLocaleDateString()}.
        </p>
        <Link to={next} className={buttonClass('primary', 'w-full')}>
          Done
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
        <span>I’ve saved it somewhere safe</span>
      </label>
      <Button
        className="w-full"
        disabled={!saved}
        onClick={() => {
          markBackedUp([wallet.id]);
          navigate(next, { replace: justCreated });
        }}
      >
        {justCreated ? 'Continue' : 'Done'}
      </Button>
      {justCreated ? (
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => navigate(next, { replace: true })}
        >
          Later
        </Button>
      ) : (
        <Link to={next} className={buttonClass('ghost', 'w-full')}>
          Back to settings
        </Link>
      )}
    </div>
  );
}
