import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { setWalletCurrency } from '@/api/core';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import type { WalletConnection } from '@/session';

/**
 * After a fiat currency is picked: one tap to have the server keep, with each new payment, what
 * it was worth in that currency (`PATCH /api/v1/wallet {"currency"}`, admin key). Earlier payments
 * keep what they had; History and the CSV show the value at the time where there is one.
 */
export function WalletCurrencySetting({
  wallet,
  currency,
}: {
  wallet: WalletConnection;
  currency: string;
}) {
  const save = useMutation({ mutationFn: () => setWalletCurrency(wallet, currency) });
  if (wallet.keyType !== 'admin') {
    // The server takes it only with the admin key.
    return null;
  }
  if (save.isSuccess) {
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
