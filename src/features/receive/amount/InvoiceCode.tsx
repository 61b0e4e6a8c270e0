import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useShownInNextTask } from '@/components/useShownInNextTask';
import { lightningQrPayload } from '@/lib/qr-payload';
import type { InvoiceState } from './invoice-state';

/** The request's QR code while it can be paid; once over, a note why it is hidden. */
export function InvoiceCode({ state, bolt11 }: { state: InvoiceState; bolt11: string }) {
  const { t } = useLingui();
  const drawn = useShownInNextTask();
  if (state === 'pending' || state === 'paid') {
    return (
      <div className="mx-auto w-full max-w-72 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
        {drawn ? (
          <QRCodeSVG
            value={lightningQrPayload(bolt11)}
            size={264}
            level="M"
            marginSize={2}
            role="img"
            aria-label={t`QR code of the request`}
            className="block h-auto w-full"
          />
        ) : (
          // The code's place, until it is drawn in the next task (useShownInNextTask).
          <div aria-hidden="true" className="aspect-square w-full" />
        )}
      </div>
    );
  }
  return (
    <p className="mx-auto w-full max-w-72 rounded-2xl border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
      {state === 'expired' ? (
        <Trans>The QR code is hidden: an expired request should not be paid.</Trans>
      ) : (
        <Trans>The QR code is hidden: this request cannot be paid.</Trans>
      )}
    </p>
  );
}
