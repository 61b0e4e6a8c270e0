import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setWalletCurrency } from '@/api/core';
import { walletQueries } from '@/api/queries';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import type { WalletConnection } from '@/session';

/**
 * After a fiat currency is picked: one tap to have the server keep, with each new payment, what
 * it was worth in that currency (`PATCH /api/v1/wallet {"currency"}`, admin key). Earlier payments
 * keep what they had; History and the CSV show the value at the time where there is one. Not
 * offered when the server keeps that currency already (a new LNbits wallet has USD).
 */
export function WalletCurrencySetting({
  wallet,
  currency,
}: {
  wallet: WalletConnection;
  currency: string;
}) {
  const admin = wallet.keyType === 'admin';
  const queryClient = useQueryClient();
  // The server takes the currency, and tells it, only with the admin key.
  const model = useQuery({ ...walletQueries.model(wallet), enabled: admin });
  const save = useMutation({
    mutationFn: () => setWalletCurrency(wallet, currency),
    onSuccess: (saved) => queryClient.setQueryData(walletQueries.model(wallet).queryKey, saved),
  });
  if (!admin || model.isPending) {
    return null;
  }
  if (model.data?.currency?.toUpperCase() === currency.toUpperCase()) {
    return (
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>The server now keeps each new payment’s value in {currency}.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          Keep each new payment’s value in {currency} on the server, so History and the CSV show
          what it was worth at the time, not only today.
        </Trans>
      </p>
      <Button variant="secondary" busy={save.isPending} needsNetwork onClick={() => save.mutate()}>
        <Trans>Keep {currency} values on the server</Trans>
      </Button>
      {save.isError && <ErrorMessage error={save.error} onRetry={() => save.mutate()} />}
    </div>
  );
}
