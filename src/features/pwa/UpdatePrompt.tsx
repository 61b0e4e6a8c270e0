import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/Button';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from './update-store';

/** How often the in-flight check is repeated while the banner is up. */
const IN_FLIGHT_POLL_MS = 1_000;

/**
 * A non-blocking banner when a new version is waiting. It never reloads by itself, and not at all
 * while `paymentInFlight()` says a payment's outcome is still unknown.
 */
export function UpdatePrompt({ paymentInFlight }: { paymentInFlight: () => boolean }) {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const [blocked, setBlocked] = useState(paymentInFlight);
  const [reloading, setReloading] = useState(false);
  const reasonId = useId();

  useEffect(() => {
    if (!waiting) {
      return;
    }
    // sessionStorage has no same-page change event: look again every second while shown.
    const check = () => setBlocked(paymentInFlight());
    check();
    const timer = setInterval(check, IN_FLIGHT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, paymentInFlight]);

  if (!waiting) {
    return null;
  }
  const reload = () => {
    if (paymentInFlight()) {
      setBlocked(true);
      return;
    }
    setReloading(true);
    void applyUpdate();
  };
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 mx-auto lg:bottom-6 lg:left-56 w-[calc(100%-2rem)] max-w-md rounded-2xl border border-zinc-200 bg-white p-3 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
    >
      <div className="flex items-center gap-3">
        <p className="flex-1 text-sm font-medium">
          <Trans>A new version is ready</Trans>
        </p>
        <Button
          variant="primary"
          className="min-h-11 px-3 text-sm"
          disabled={blocked}
          busy={reloading}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={reload}
        >
          <Trans>Reload</Trans>
        </Button>
      </div>
      {blocked && (
        <p id={reasonId} className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          <Trans>Reload is blocked until the pending payment has finished.</Trans>
        </p>
      )}
    </div>
  );
}
