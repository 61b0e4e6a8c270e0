import { Button } from '@/components/ui/Button';
import type { WalletConnection } from './wallet-store';

/** Asks before forgetting a wallet; `onConfirm` does the removal. */
export function ConfirmRemove({
  wallet,
  onConfirm,
  onCancel,
}: {
  wallet: WalletConnection;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={`Remove ${wallet.name}?`}
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="text-sm">
        Remove <strong>{wallet.name}</strong> from this device? Its key is forgotten here; the
        wallet and its funds stay on the server. Keep a copy of the key to connect again.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Keep it
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Remove
        </Button>
      </div>
    </div>
  );
}
