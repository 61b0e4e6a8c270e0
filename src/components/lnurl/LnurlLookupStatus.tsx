import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../ui/Skeleton';
import { LnurlErrorNotice } from './LnurlErrorNotice';

/**
 * An LNURL being looked up (useResolvedLnurl), or why the lookup failed, with Try again; nothing
 * once it is found. Send and the withdraw screen alike.
 */
export function LnurlLookupStatus({
  lookup,
  domain,
}: {
  lookup: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  domain: string;
}) {
  if (lookup.isPending) {
    return <LookingUp domain={domain} />;
  }
  if (lookup.isError) {
    return (
      <LnurlErrorNotice
        error={lookup.error}
        domain={domain}
        onRetry={() => void lookup.refetch()}
      />
    );
  }
  return null;
}

function LookingUp({ domain }: { domain: string }) {
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
