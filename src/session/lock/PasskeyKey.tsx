import { useState } from 'react';
import { FingerprintIcon } from '@/components/ui/icons';
import { describePasskeyFailure } from './passkey';

/** The PIN pad's passkey key: asks the passkey, and reports a failure through `onFailure`. */
export function PasskeyKey({
  label,
  use,
  disabled,
  onFailure,
}: {
  label: string;
  use: () => Promise<void>;
  disabled?: boolean;
  onFailure: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled || busy}
      className="flex size-16 items-center justify-center rounded-full text-amber-700 hover:bg-zinc-100 disabled:opacity-50 dark:text-amber-400 dark:hover:bg-zinc-800"
      onClick={() => {
        setBusy(true);
        onFailure('');
        use().then(
          () => setBusy(false),
          (error: unknown) => {
            setBusy(false);
            onFailure(describePasskeyFailure(error));
          },
        );
      }}
    >
      <FingerprintIcon className="size-7" />
    </button>
  );
}
