import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/Skeleton';

/** While an LNURL is looked up (Send, and the withdraw screen). */
export function LookingUp({ domain }: { domain: string }) {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Looking up ${domain}`} className="space-y-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Looking up {domain}…</Trans>
      </p>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
