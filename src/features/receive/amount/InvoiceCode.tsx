import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { CheckIcon } from '@/components/ui/icons';
import { lightningQrPayload } from '@/lib/qr-payload';
import type { InvoiceState } from './invoice-state';

/** The QR code while the invoice can be paid; a check once paid; a note why it is hidden. */
export function InvoiceCode({ state, bolt11 }: { state: InvoiceState; bolt11: string }) {
  const { t } = useLingui();
  if (state === 'paid') {
    return (
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-400">
          <CheckIcon width="40" height="40" />
        </span>
      </div>
    );
  }
  if (state === 'pending') {
    return (
      <div className="mx-auto w-full max-w-72 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
        <QRCodeSVG
          value={lightningQrPayload(bolt11)}
          size={264}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t`QR code of the invoice`}
          className="block h-auto w-full"
        />
      </div>
    );
  }
  return (
    <p className="mx-auto w-full max-w-72 rounded-2xl border border-dashed border-zinc-300 p-4 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
      {state === 'expired' ? (
        <Trans>The QR code is hidden: an expired invoice should not be paid.</Trans>
      ) : (
        <Trans>The QR code is hidden: this invoice cannot be paid.</Trans>
      )}
    </p>
  );
}
