import { Trans } from '@lingui/react/macro';
import { StatusNotice } from '@/components/ui/Notice';
import { useOnline } from '@/components/ui/useOnline';

/**
 * Says once, at the top of every screen, that the device is offline and what that means. An alert
 * (announced as it appears) rather than an always-present status region: screens keep their own
 * single status region.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) {
    return null;
  }
  return (
    <StatusNotice tone="warning" role="alert" compact className="mb-4">
      <Trans>
        <span className="font-semibold">You’re offline.</span> Showing what was last loaded. Paying,
        creating invoices and withdrawing need a connection.
      </Trans>
    </StatusNotice>
  );
}
