import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { confirmPin } from './app-lock';
import { settlePrompt } from './lock-prompt';
import { confirmWithPasskey } from './passkey';
import { SecretPad } from './SecretPad';
import { usePendingPrompt } from './useConfirmWithLock';

async function confirmAndSettle(pin: string) {
  const result = await confirmPin(pin);
  if (result.kind === 'ok') {
    settlePrompt(true);
  }
  return result;
}

/** Answers useConfirmWithLock: the PIN pad in a dialog over the screen. Mounted once, unlocked. */
export function LockPrompt() {
  const request = usePendingPrompt();
  // Locking (or leaving) with the dialog open is a no.
  useEffect(() => () => settlePrompt(false), []);
  if (!request) {
    return null;
  }
  return <PromptDialog reason={request.reason} />;
}

function PromptDialog({ reason }: { reason: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && settlePrompt(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-dvh w-full max-w-md space-y-4 overflow-y-auto rounded-t-2xl bg-white px-4 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:rounded-2xl dark:bg-zinc-950"
      >
        <h2 id={titleId} className="text-center text-lg font-semibold">
          {reason}
        </h2>
        <SecretPad
          label={{
            pin: t`Enter your PIN to go on`,
            passphrase: t`Enter your passphrase to go on`,
            passkey: t`Use your passkey to go on`,
          }}
          checkPin={confirmAndSettle}
          passkeyLabel={t`Use passkey`}
          openWithPasskey={() => confirmWithPasskey().then(() => settlePrompt(true))}
        />
        <button
          ref={cancel}
          type="button"
          className={buttonClass('ghost', 'w-full')}
          onClick={() => settlePrompt(false)}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}
