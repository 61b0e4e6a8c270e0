import { Trans, useLingui } from '@lingui/react/macro';
import { StatusNotice } from '@/components/ui/Notice';
import type { PushSupport } from '@/lib/push-support';

/**
 * Why this browser shows no payment notifications, and what would: drawn with Settings' first
 * render (no lazy code), so the section has its final height before the person scrolls to it.
 */
export function NotificationsUnavailable({
  reason,
}: {
  reason: Extract<PushSupport, { ok: false }>['reason'];
}) {
  const { t } = useLingui();
  if (reason === 'ios-browser') {
    return (
      <StatusNotice tone="info" title={t`Notifications need the Home Screen app`}>
        <p data-testid="notifications-unavailable">
          <Trans>
            On iPhone and iPad, Pocketbits can tell you when money arrives only when it is opened
            from the Home Screen (iOS 16.4 or later). In Safari, tap Share, then Add to Home Screen,
            and open Pocketbits from there.
          </Trans>
        </p>
        <p className="mt-2">
          <Trans>
            The Home Screen app keeps its own wallets: add yours there again, or restore them from a
            backup file.
          </Trans>
        </p>
      </StatusNotice>
    );
  }
  return (
    <p data-testid="notifications-unavailable" className="text-sm text-zinc-600 dark:text-zinc-400">
      {reason === 'ios-too-old' ? (
        <Trans>Notifications need iOS 16.4 or later.</Trans>
      ) : reason === 'insecure' ? (
        <Trans>Notifications need a secure connection: open Pocketbits with https.</Trans>
      ) : (
        <Trans>This browser can’t show notifications from a web app.</Trans>
      )}
    </p>
  );
}
