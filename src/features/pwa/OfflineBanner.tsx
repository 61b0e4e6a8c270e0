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
    <p
      role="alert"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <span className="font-semibold">You’re offline.</span> Showing what was last loaded. Paying,
      creating invoices and withdrawing need a connection.
    </p>
  );
}
